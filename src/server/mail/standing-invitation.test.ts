// A standing hang's round invitation to a member with standing answers ("We put you down as…"):
// each time with the answer it got or "not answered yet", the private link to change them, and
// no English left in the pseudo-locale, Spanish or German.
import { describe, expect, it } from "vitest";
import { makeSlot, slotKey } from "../../shared/time-slots.ts";
import type { HangRow, ResponseRow } from "../db/schema.ts";
import type { ResponseSecrets } from "../http/response-secrets.ts";
import { composeInvitation } from "./kinds/invitation.ts";
import type { ComposeContext, MailReads } from "./kinds/types.ts";
import type { MailJob } from "./mail-job.ts";
import { mailWords } from "./words.ts";

const PUBLIC_URL = "https://hangs.example";
const slots = [makeSlot("2027-03-09", "19:00", "3h"), makeSlot("2027-03-11", "19:00", "3h")];
const hang = {
  id: "0b5c3c52-4c1e-4a47-9a57-1f1c3f0c9d11",
  name: "Zyx",
  vibe: "couch-hang",
  timeWindows: [],
  timeSlots: slots,
  hostName: "Qoq",
  hostEmail: "qoq@example.com",
  hostTimezone: "America/New_York",
  location: null,
  locationName: null,
  isCancelled: false,
  answerBy: new Date("2027-03-07T00:00:00Z"),
} as unknown as HangRow;
const response = {
  id: "5d0f8f7e-7a0b-4c55-b0a4-6b2f4d3c2e33",
  hangId: hang.id,
  guestName: "Www",
  guestEmail: "www@example.com",
  response: "yes",
  timeSlotAvailability: { [slotKey(slots[0]!)]: "yes" },
} as unknown as ResponseRow;
const secrets = { mailedKeyFor: () => "key", secretFor: () => "secret" } as unknown as ResponseSecrets;
const reads = {
  responseByEmail: async () => response,
  optOuts: async () => ({ everything: false, thisHang: false }),
} as unknown as MailReads;

const job = (standing: boolean): MailJob => ({
  kind: "invitation",
  hangId: hang.id,
  to: "www@example.com",
  version: "1",
  dedupKey: "invitation",
  standing,
});

async function compose(locale: Parameters<typeof mailWords>[0], standing = true) {
  const ctx: ComposeContext = {
    read: reads,
    words: mailWords(locale),
    hang,
    publicUrl: PUBLIC_URL,
    hangUrl: `${PUBLIC_URL}/hang/${hang.id}`,
    secrets,
  };
  const mail = await composeInvitation(job(standing), ctx);
  if (!mail) throw new Error("nothing composed");
  return mail;
}

const CHANGE_URL = `${PUBLIC_URL}/hang/${hang.id}?response=${response.id}&key=key`;

describe("the round invitation with standing answers", () => {
  it("lists each time with its answer, and links every line to the answer to change it", async () => {
    const mail = await compose("en");
    expect(mail.text).toContain("We put you down as:");
    expect(mail.text).toContain("- Tuesday, March 9 - 7:00 PM to 10:00 PM: Yes");
    expect(mail.text).toContain("- Thursday, March 11 - 7:00 PM to 10:00 PM: not answered yet");
    expect(mail.text).toContain(
      `Change your answers from any device (keep this link private): ${CHANGE_URL}`,
    );
    expect(mail.text).not.toContain("?invite=");
    const escaped = CHANGE_URL.replaceAll("&", "&amp;");
    // Two lines' "Change" links and the button.
    expect(mail.html.split(`href="${escaped}"`).length - 1).toBe(3);
  });

  it("is the ordinary invitation for someone without standing answers", async () => {
    const mail = await compose("en", false);
    expect(mail.text).not.toContain("We put you down as");
    expect(mail.text).toContain("?invite=");
  });

  it("leaves no English in the pseudo-locale", async () => {
    const mail = await compose("en-XA");
    const DATA = /https?:\/\/\S+|\S+@\S+|\b(Zyx|Qoq|Hangs|New York)\b/g;
    const html = mail.html
      .replace(/<(head|style)[\s\S]*?<\/\1>/g, " ")
      .replace(/<[^>]+>|&[a-z]+;|&#\d+;/g, " ");
    for (const part of [mail.subject, mail.text, html]) {
      expect(part.replace(DATA, " ").match(/[A-Za-z]{2,}/g) ?? [], part).toEqual([]);
    }
  });

  it.each([
    ["es", "Te apuntamos así:", "martes, 9 de marzo", ": Sí"],
    ["de", "Wir haben dich so eingetragen:", "Dienstag, 9. März", ": Ja"],
  ] as const)("%s: in the language", async (locale, putDown, day, yes) => {
    const mail = await compose(locale);
    expect(mail.text).toContain(putDown);
    expect(mail.text).toContain(day);
    expect(mail.text).toContain(yes);
    expect(mail.text).not.toContain("We put you down");
  });
});
