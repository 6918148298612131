// Mail that providers and people trust: every message says why it came and that replies are not
// read; mail the person did not ask for carries a one-click unsubscribe (RFC 8058) that stops that
// kind of mail, in the headers and as a visible link; times carry a zone's name and the reader's
// own clock beside the host's.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";
import { KEYS, responseInput } from "../support/factories.ts";
import { groupPeople } from "../support/group-people.ts";
import { hostCalls } from "../support/host-flow.ts";
import { allParts, type MimePart, mimeTree } from "../support/mime-parts.ts";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

const PUBLIC_URL = "http://hangs.test:5000";
const NO_REPLIES = "Replies to this e-mail are not read.";
const NY = { hostTimezone: "America/New_York" };

let issuer: TestIssuer;
let sink: SmtpSink;
let t: TestApp;
let host: ReturnType<typeof hostCalls>;
const { person, as } = groupPeople(
  () => t,
  () => issuer,
);

beforeAll(async () => {
  issuer = await startTestIssuer();
  sink = await startSmtpSink();
  t = await startTestApp({
    env: {
      SMTP_URL: sink.url,
      PUBLIC_URL,
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: "test-secret",
    },
  });
  host = hostCalls(t, sink);
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
  await issuer?.close();
});
beforeEach(() => {
  sink.received.length = 0;
});

/** The message as a mail client takes it apart: its headers, and its text and HTML parts. */
function partsOf(mail: ReceivedMail) {
  const tree = mimeTree(mail.raw);
  const leaf = (type: string) =>
    (allParts(tree).find((p: MimePart) => p.type === type)?.body ?? "").replace(/\r\n/g, "\n");
  return { headers: tree.headers, text: leaf("text/plain"), html: leaf("text/html"), tree };
}

/**
 * Once every message to the address has been sent or dropped: their outcomes, by kind. Nudges,
 * planned for days later, are left out.
 */
async function settledMailTo(address: string) {
  const outcomes = async () =>
    (
      (await t.ctx.db.execute(
        sql`select kind, status from mail_deliveries where lower(recipient) = ${address} and kind <> 'nudge'
            order by kind, status`,
      )) as { rows: { kind: string; status: string }[] }
    ).rows;
  await expect
    .poll(async () => (await outcomes()).filter((o) => o.status === "queued" || o.status === "sending"), {
      timeout: 20_000,
    })
    .toEqual([]);
  return (await outcomes()).map((o) => `${o.kind} ${o.status}`);
}

/** What a mail provider does with the List-Unsubscribe header (RFC 8058): a form POST, no session. */
async function oneClick(headers: Record<string, string>) {
  expect(headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const url = /^<([^>]+)>$/.exec(headers["list-unsubscribe"] ?? "")?.[1];
  expect(url?.startsWith(`${PUBLIC_URL}/api/unsubscribe?t=`)).toBe(true);
  const res = await t.raw(url!, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(res.status).toBe(200);
  return url!;
}

function invite(hang: { id: string; editToken: string }, email: string) {
  return t.request("POST", `/api/hangs/${hang.id}/invite`, { email }, host.asHost(hang));
}

function answer(hangId: string, name: string, extra: Record<string, unknown> = {}, headers = {}) {
  const input = responseInput({
    guestName: name,
    guestEmail: `${name.toLowerCase()}@example.com`,
    timeSlotAvailability: { [KEYS[0]]: "yes", [KEYS[1]]: "no" },
    ...extra,
  });
  return t.request("POST", `/api/hangs/${hangId}/responses`, input, headers);
}

describe("a hang invitation to someone who may never have used Hangs", () => {
  it("says who invited them, that replies are not read, and one click stops this hang's mail", async () => {
    const hang = await host.newHang(NY);
    expect((await invite(hang, "nina@example.com")).status).toBe(201);
    expect((await invite(hang, "omar@example.com")).status).toBe(201);
    const mail = await sink.waitForMail("nina@example.com", "Hana Host invited you");
    const { headers, text, html, tree } = partsOf(mail);

    // A text part and an HTML part, as spam filters expect of a real message.
    expect(allParts(tree).map((p) => p.type)).toEqual(
      expect.arrayContaining(["multipart/alternative", "text/plain", "text/html"]),
    );
    expect(headers["auto-submitted"]).toBe("auto-generated");
    // Guests never see the host's address: no Reply-To to it, and the footer says replies go nowhere.
    expect(headers["reply-to"]).toBeUndefined();
    expect(mail.raw).not.toContain("hana@example.com");

    const reason = "You got this because Hana Host invited you to Friday coffee on Hangs.";
    expect(text).toContain(
      `-- \n${reason}\n${NO_REPLIES}\nStop e-mails about this hang: ${PUBLIC_URL}/unsubscribe?t=`,
    );
    expect(text).toMatch(/\nNever e-mail me from Hangs: http:\/\/hangs\.test:5000\/unsubscribe\?t=\S+/);
    expect(html).toContain(reason);
    expect(html).toContain(NO_REPLIES);
    expect(html).toMatch(
      /<a href="http:\/\/hangs\.test:5000\/unsubscribe\?t=[^"]+"[^>]*>Stop e-mails about this hang<\/a>/,
    );
    // The times: absolute, and the answer-by line (none here) would be too.
    expect(text).not.toMatch(/\bin \d+ (days?|hours?|minutes?)\b/);

    // Nina's provider unsubscribes her in one click; the link says nothing of her address.
    const url = await oneClick(headers);
    expect(url).not.toContain("nina");

    // The host cancels: Omar hears of it (and when it was to be), Nina hears nothing more.
    expect((await host.cancel(hang, { reason: "Rain" })).status).toBe(200);
    const cancelled = partsOf(await sink.waitForMail("omar@example.com", "Cancelled: Friday coffee"));
    expect(cancelled.text).toContain("The times proposed for it:\n- Friday, March 5 - 6:00 PM to 7:30 PM");
    expect(cancelled.text).toContain("Times are in Hana Host's time zone (New York).");
    expect(cancelled.text).toContain("You got this because Hana Host invited you to Friday coffee on Hangs.");
    expect(cancelled.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(await settledMailTo("nina@example.com")).toEqual(["cancellation skipped", "invitation sent"]);
  });
});

describe("mail to a guest who answered", () => {
  it("shows the locked-in time on their own clock too, and one click stops the hang's further mail", async () => {
    const hang = await host.newHang(NY);
    // Ana's browser is in Berlin; Ben's reports a zone nobody has rules for, which is dropped.
    expect((await answer(hang.id, "Ana", { timeZone: "Europe/Berlin" })).status).toBe(201);
    expect((await answer(hang.id, "Ben", { timeZone: "Mars/Olympus" })).status).toBe(201);

    // Her own answer's confirmation: asked for, so no unsubscribe, but the reason and the no-reply note.
    const confirmation = partsOf(await sink.waitForMail("ana@example.com", "Your answer"));
    expect(confirmation.headers["list-unsubscribe"]).toBeUndefined();
    expect(confirmation.text).toContain(
      "- Friday, March 5 - 6:00 PM to 7:30 PM (for you: Sat, Mar 6, 12:00 – 1:30 AM Central European Standard Time)",
    );
    expect(confirmation.text).toContain(
      `-- \nYou got this because this address was used to answer Friday coffee on Hangs.\n${NO_REPLIES}`,
    );
    expect(confirmation.text).not.toContain("Stop e-mails about this hang");
    const bens = partsOf(await sink.waitForMail("ben@example.com", "Your answer"));
    expect(bens.text).toContain("- Friday, March 5 - 6:00 PM to 7:30 PM\n");
    sink.received.length = 0;

    const finalized = await host.finalize(hang, { finalDateTime: "2027-03-15T18:00", notifyConfirmed: true });
    expect(finalized.status).toBe(200);
    const details = partsOf(await sink.waitForMail("ana@example.com", "It's on: Friday coffee"));
    // The subject stays on the host's clock, the zone named; the body adds Ana's.
    expect((await sink.waitForMail("ana@example.com", "It's on")).subject).toBe(
      "It's on: Friday coffee, Monday, March 15, 2027 at 6:00 PM EDT",
    );
    expect(details.text).toContain(
      "When: Monday, March 15, 2027 at 6:00 PM EDT (for you: Mon, Mar 15, 11:00 PM Central European Standard Time)",
    );
    expect(details.html).toContain("(for you: Mon, Mar 15, 11:00 PM Central European Standard Time)");
    expect(details.text).toContain(
      `-- \nYou got this because you answered Friday coffee on Hangs.\n${NO_REPLIES}`,
    );
    expect(partsOf(await sink.waitForMail("ben@example.com", "It's on")).text).toContain(
      "When: Monday, March 15, 2027 at 6:00 PM EDT\n",
    );

    // Ana unsubscribes from the final details in one click: the update after it reaches Ben only.
    await oneClick(details.headers);
    sink.received.length = 0;
    expect(
      (await host.finalize(hang, { finalDateTime: "2027-03-16T19:30", notifyConfirmed: true })).status,
    ).toBe(200);
    await sink.waitForMail("ben@example.com", "Updated: Friday coffee");
    expect(await settledMailTo("ana@example.com")).toContain("details-update skipped");
    expect(sink.to("ana@example.com")).toEqual([]);
  });

  it("names a zone without a well-known abbreviation by its name, never as an offset", async () => {
    const hang = await host.newHang({ hostTimezone: "Asia/Kathmandu" });
    await answer(hang.id, "Kim");
    await sink.waitForMail("kim@example.com", "Your answer");
    expect(
      (await host.finalize(hang, { finalDateTime: "2027-03-05T18:00", notifyConfirmed: true })).status,
    ).toBe(200);
    const mail = await sink.waitForMail("kim@example.com", "It's on");
    expect(mail.subject).toBe("It's on: Friday coffee, Friday, March 5, 2027 at 6:00 PM Nepal Time");
    expect(mail.raw).not.toMatch(/GMT[+-]/);
  });

  it("speaks the guest's language in the footer too", async () => {
    const hang = await host.newHang(NY);
    expect((await answer(hang.id, "Dora", {}, { cookie: "hangs-lang=de" })).status).toBe(201);
    const { text, html } = partsOf(await sink.waitForMail("dora@example.com", ""));
    expect(text).toContain(
      "Du bekommst diese E-Mail, weil mit dieser Adresse auf Friday coffee bei Hangs geantwortet wurde.\nAntworten auf diese E-Mail werden nicht gelesen.",
    );
    expect(html).toContain("Antworten auf diese E-Mail werden nicht gelesen.");
  });
});

describe("a group invitation", () => {
  it("says why it came, and one click stops every further group invitation to the address", async () => {
    const hana = await person("hana");
    const create = async (name: string) => {
      const res = await as(
        hana,
        "POST",
        "/api/groups",
        { name, description: "Saturdays" },
        { origin: PUBLIC_URL },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: string };
    };
    const inviteTo = async (groupId: string) => {
      const res = await as(
        hana,
        "POST",
        `/api/groups/${groupId}/members`,
        {
          name: "Zoe",
          email: "zoe@example.com",
          phoneNumber: "+1 202 555 0147",
          role: "member",
        },
        { origin: PUBLIC_URL },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    const climbing = await create("Climbing crew");
    await inviteTo(climbing.id);
    const mail = await sink.waitForMail("zoe@example.com", "You're invited to join Climbing crew");
    const { headers, text, html } = partsOf(mail);
    expect(text).toContain(
      `-- \nYou got this because you were added to the group Climbing crew on Hangs.\n${NO_REPLIES}\nStop group invitations: ${PUBLIC_URL}/unsubscribe?t=`,
    );
    expect(html).toMatch(
      /<a href="http:\/\/hangs\.test:5000\/unsubscribe\?t=[^"]+"[^>]*>Stop group invitations<\/a>/,
    );
    expect(headers["reply-to"]).toBeUndefined();

    const url = await oneClick(headers);
    const token = new URL(url).searchParams.get("t")!;
    const info = await t.request("GET", `/api/unsubscribe?t=${encodeURIComponent(token)}`);
    expect(info.body).toEqual({ scope: "groups", hangName: null, stopped: true });

    // Another group's invitation is not sent; a hang invitation still is (only groups were stopped).
    await inviteTo((await create("Board games")).id);
    const hang = await host.newHang(NY);
    expect((await invite(hang, "zoe@example.com")).status).toBe(201);
    await sink.waitForMail("zoe@example.com", "Hana Host invited you");
    expect(await settledMailTo("zoe@example.com")).toEqual([
      "group-invitation sent",
      "group-invitation skipped",
      "invitation sent",
    ]);
  });
});

describe("mail to the host about their own hang", () => {
  it("carries the host's reason, and a one-click stop (anyone may have typed the address)", async () => {
    const hang = await host.newHang({ ...NY, hostEmail: "hugo@example.com", hostName: "Hugo" });
    expect((await invite(hang, "ivy@example.com")).status).toBe(201);
    await sink.waitForMail("ivy@example.com", "Hugo invited you");
    await answer(hang.id, "Ivy");
    const everyone = partsOf(await sink.waitForMail("hugo@example.com", "Everyone's answered"));
    expect(everyone.text).toContain(
      `-- \nYou got this because you're hosting Friday coffee on Hangs.\n${NO_REPLIES}`,
    );
    expect(everyone.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  });
});
