// Every kind of e-mail, composed in the pseudo-locale (accented, lengthened English): a word of
// plain English left in a subject, a text part, the HTML a reader sees or an attached calendar
// entry is a text that did not come from the catalog. And the same kinds in Spanish and German
// carry none of the English sentences.
import { describe, expect, it } from "vitest";
import { makeSlot, slotKey } from "../../shared/time-slots.ts";
import type { HangRow, ResponseRow } from "../db/schema.ts";
import type { ResponseSecrets } from "../http/response-secrets.ts";
import type { ComposedMail } from "./deliver.ts";
import { composers, groupComposers } from "./kinds/index.ts";
import type { ComposeContext, MailReads } from "./kinds/types.ts";
import type { MailJob } from "./mail-job.ts";
import { mailWords } from "./words.ts";

const PUBLIC_URL = "https://hangs.example";
const slots = [makeSlot("2027-03-05", "18:00", "1.5h"), makeSlot("2027-03-06", "10:00", "2h")];
const answerBy = new Date("2027-03-01T17:00:00Z");

const hang: HangRow = {
  id: "0b5c3c52-4c1e-4a47-9a57-1f1c3f0c9d11",
  name: "Zyx",
  vibe: "bowling",
  timeWindows: [],
  timeSlots: slots,
  hostName: "Qoq",
  hostEmail: "qoq@example.com",
  hostTimezone: "America/New_York",
  groupId: null,
  editToken: "7a1e5a0c-2b77-4a53-8f7e-3f5a0b8c1d22",
  isFinalized: false,
  finalDateTime: null,
  location: "Vvv",
  locationName: null,
  locationLat: null,
  locationLng: null,
  additionalDetails: "Kkk",
  finalActivity: null,
  maxCapacity: null,
  plusOnesAllowed: 0,
  photosOpen: false,
  allowActivitySuggestions: false,
  allResponsesNotificationSent: false,
  reminderEmailSent: false,
  guestReminderSettings: null,
  remindersSent: [],
  isCancelled: false,
  cancelledAt: null,
  cancelReason: null,
  version: 1,
  answerBy,
  nudges: true,
  autoLock: false,
  questions: [],
  language: null,
  createdAt: new Date("2027-02-01T12:00:00Z"),
  updatedAt: new Date("2027-02-01T12:00:00Z"),
};
const locked: HangRow = { ...hang, isFinalized: true, finalDateTime: new Date("2027-03-05T23:00:00Z") };
const response: ResponseRow = {
  id: "5d0f8f7e-7a0b-4c55-b0a4-6b2f4d3c2e33",
  hangId: hang.id,
  guestName: "Www",
  guestEmail: "www@example.com",
  response: "yes",
  availableTimeWindows: [],
  timeSlotAvailability: { [slotKey(slots[0]!)]: "yes", [slotKey(slots[1]!)]: "no" },
  isPublic: false,
  language: null,
  addressProvenAt: null,
  timeZone: "Europe/Berlin",
  respondedAt: new Date("2027-02-02T12:00:00Z"),
  updatedAt: new Date("2027-02-02T12:00:00Z"),
  revision: 1,
  plusOnes: 0,
  plusOneNames: [],
  yesSince: {},
  waitingFor: [],
  enteredByHostAt: null,
  takenOverAt: null,
};

const reads: MailReads = {
  hang: async () => hang,
  response: async () => response,
  responseByEmail: async () => undefined,
  answers: async () => [response],
  bringing: async () => [],
  optOuts: async () => ({ everything: false, thisHang: false }),
  sentNudges: async () => [],
  hostSignsIn: async () => false,
  isInvited: async () => true,
  photos: async () => ({ inAlbum: 3, newForYou: 2 }),
  groupInvitation: async () => ({
    groupId: "9c7d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e44",
    groupName: "Ppp",
    creatorName: "Jjj",
    inviteeName: "Ddd",
    inviterLanguage: null,
  }),
  endedSeries: async () => ({ id: "3f1e2d3c-4b5a-4d6e-8f70-8192a3b4c5d6", name: "Ppp", language: null }),
  // On another clock than the host's: every time in the mail also comes on theirs.
  recipient: async () => ({
    optedOut: false,
    stoppedThisHang: false,
    stoppedGroupInvites: false,
    timeZone: "Europe/Berlin",
    language: null,
  }),
};
const secrets = { mailedKeyFor: () => "key", secretFor: () => "secret" } as unknown as ResponseSecrets;

/** Each kind, with a hang (and job) in which it is sent. */
const CASES: Record<keyof typeof composers, { hang: HangRow; version?: string; answers?: ResponseRow[] }> = {
  "hang-ready": { hang },
  invitation: { hang },
  "response-confirmation": { hang },
  "response-edit-link": { hang },
  "final-details": { hang: locked },
  "details-update": { hang: locked },
  // Locked in for the second time, which the guest said No to.
  "locked-in-elsewhere": { hang: { ...locked, finalDateTime: new Date("2027-03-06T15:00:00Z") } },
  // One spot, taken by someone who answered first.
  "locked-in-waitlist": {
    hang: { ...locked, maxCapacity: 1 },
    answers: [
      { ...response, id: "5d0f8f7e-7a0b-4c55-b0a4-6b2f4d3c2e34", respondedAt: new Date(0) },
      response,
    ],
  },
  reminder: { hang: locked, version: "1:2_hours" },
  cancellation: { hang: { ...hang, isCancelled: true, cancelReason: "Rrr" } },
  "re-poll": { hang },
  "waitlist-promotion": { hang },
  nudge: { hang, version: "1:first" },
  "everyone-answered": { hang },
  "answers-closed": { hang: { ...locked, autoLock: true }, version: answerBy.toISOString() },
  "host-entered-answer": { hang },
  "album-ending": { hang: locked, version: "2027-06-13T18:00:00.000Z" },
  "new-photos": { hang: locked },
};

async function composeAll(locale: Parameters<typeof mailWords>[0]): Promise<[string, ComposedMail][]> {
  // On another clock than the host's: every time also comes on the reader's, in the same language.
  const words = mailWords(locale).forRecipient("Europe/Berlin");
  const mails: [string, ComposedMail][] = [];
  for (const [kind, { hang: subject, version, answers }] of Object.entries(CASES)) {
    const job: MailJob = {
      kind: kind as MailJob["kind"],
      hangId: subject.id,
      to: "www@example.com",
      version: version ?? "1",
      dedupKey: kind,
      responseId: response.id,
    };
    const ctx: ComposeContext = {
      read: { ...reads, hang: async () => subject, answers: async () => answers ?? [response] },
      words,
      hang: subject,
      publicUrl: PUBLIC_URL,
      hangUrl: `${PUBLIC_URL}/hang/${subject.id}`,
      secrets,
    };
    const mail = await composers[kind as keyof typeof composers](job, ctx);
    if (!mail) throw new Error(`${kind} composed nothing`);
    mails.push([kind, mail]);
  }
  const group = await groupComposers["group-invitation"](
    {
      kind: "group-invitation",
      hangId: "",
      groupId: "g",
      to: "ddd@example.com",
      version: "1",
      dedupKey: "g",
    },
    { read: reads, publicUrl: PUBLIC_URL, secrets, wordsFor: () => words },
  );
  mails.push(["group-invitation", group!]);
  const ended = await groupComposers["series-ended"](
    {
      kind: "series-ended",
      hangId: "",
      groupId: "g",
      seriesId: "3f1e2d3c-4b5a-4d6e-8f70-8192a3b4c5d6",
      to: "ddd@example.com",
      version: "1",
      dedupKey: "s",
    },
    { read: reads, publicUrl: PUBLIC_URL, secrets, wordsFor: () => words },
  );
  mails.push(["series-ended", ended!]);
  return mails;
}

/** What a reader sees: subject, text, the HTML's text, and any calendar entry's texts. */
function readable(mail: ComposedMail): string {
  const html = mail.html
    .replace(/<(head|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/g, " ");
  const entries = (mail.attachments ?? []).map((a) =>
    String(a.content)
      .split(/\r?\n/)
      .filter((line) => /^(SUMMARY|DESCRIPTION|LOCATION)/.test(line))
      .map((line) => line.replace(/^[A-Z]+[^:]*:/, ""))
      .join(" "),
  );
  return [mail.subject, mail.text, html, ...entries].join("\n");
}

/** The hang's own data and links, and the host's city as the zone names it: no catalog's. */
const DATA = /https?:\/\/\S+|\S+@\S+|\b(Zyx|Qoq|Vvv|Kkk|Www|Ppp|Jjj|Ddd|Rrr|ics|Hangs|New York)\b/g;
/** The same word in every language ("Bowling" is German too). */
const SAME_EVERYWHERE = new Set(["🎳 Bowling"]);

describe("e-mails in the pseudo-locale", () => {
  it("cover every kind, and leave no English word in any of them", async () => {
    const mails = await composeAll("en-XA");
    expect(mails.map(([kind]) => kind).sort()).toEqual(
      [...Object.keys(composers), ...Object.keys(groupComposers)].sort(),
    );
    for (const [kind, mail] of mails) {
      const left =
        readable(mail)
          .replace(DATA, " ")
          .match(/[A-Za-z]{2,}/g) ?? [];
      expect(left, `${kind}: ${readable(mail)}`).toEqual([]);
    }
  });
});

describe("e-mails in Spanish and German", () => {
  it.each(["es", "de"] as const)("%s: no English sentence, and the dates in the language", async (locale) => {
    const english = new Map(await composeAll("en"));
    for (const [kind, mail] of await composeAll(locale)) {
      const source = english.get(kind)!;
      expect(mail.subject, kind).not.toBe(source.subject);
      // No line of the English text part survives, data lines (a bare link, a name) aside.
      const lines = new Set(mail.text.split("\n"));
      const kept = source.text
        .split("\n")
        .filter((line) => !SAME_EVERYWHERE.has(line) && line.replace(DATA, "").match(/[A-Za-z]{3,}/));
      expect(
        kept.filter((line) => lines.has(line)),
        kind,
      ).toEqual([]);
      expect(mail.html, kind).toContain(`<html lang="${locale}">`);
    }
    const invitation = (await composeAll(locale)).find(([kind]) => kind === "invitation")![1];
    const weekday = locale === "es" ? "viernes" : "Freitag";
    expect(invitation.text).toContain(weekday);
  });
});

describe("every kind's footer", () => {
  it("says why it came and that replies are not read; mail nobody asked for stops in one click", async () => {
    // series-ended: the one note that the person's own standing hang ended with its group.
    const askedFor = new Set(["hang-ready", "response-confirmation", "response-edit-link", "series-ended"]);
    for (const [kind, mail] of await composeAll("en")) {
      expect(mail.text, kind).toMatch(
        /\n-- \nYou got this because .+ on Hangs\.\nReplies to this e-mail are not read\./,
      );
      expect(mail.html, kind).toContain("Replies to this e-mail are not read.");
      if (askedFor.has(kind)) {
        expect(mail.headers, kind).toBeUndefined();
        continue;
      }
      expect(mail.headers?.["List-Unsubscribe-Post"], kind).toBe("List-Unsubscribe=One-Click");
      expect(mail.headers?.["List-Unsubscribe"], kind).toMatch(
        /^<https:\/\/hangs\.example\/api\/unsubscribe\?t=[^>]+>$/,
      );
      expect(mail.text, kind).toMatch(/\n(Stop e-mails about this hang|Stop group invitations): https:\/\//);
    }
  });
});
