// A personal invitation: the mailed link carries a key for the hang and the address it was sent
// to. Opening it tells the page that address (and nobody else's); answering through it proves the
// address, so the guest owns the answer, can change it from any browser and vote as its owner.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { responses } from "../../src/server/db/schema.ts";
import { KEYS, responseInput } from "../support/factories.ts";
import { appWithMailSink, PUBLIC_URL } from "../support/mail-app.ts";

const app = appWithMailSink();

async function invitedHang(...emails: string[]) {
  const hang = await app.host.newHang({ allowActivitySuggestions: true });
  for (const email of emails) {
    const sent = await app.t.request(
      "POST",
      `/api/hangs/${hang.id}/invite`,
      { email },
      app.host.asHost(hang),
    );
    expect(sent.status).toBe(201);
  }
  const mails = await app.sink.waitFor(emails.length);
  return { hang, mails };
}

/** The key in the invitation mailed to `email`. */
function keyMailedTo(mails: { to: string; text: string }[], hangId: string, email: string): string {
  const mail = mails.find((m) => m.to === email);
  const found = mail?.text.match(new RegExp(`${PUBLIC_URL}/hang/${hangId}\\?invite=([\\w-]+)`));
  if (!found?.[1]) throw new Error(`No personal link in the invitation to ${email}`);
  return found[1];
}

const opened = (hangId: string, key: string) =>
  app.t.request("GET", `/api/hangs/${hangId}/invitation`, undefined, { "X-Invitation-Key": key });

describe("personal invitation links", () => {
  it("links each invitee with their own key, which names their address and no one else's", async () => {
    const { hang, mails } = await invitedHang("ana@example.com", "ben@example.com");
    const ana = keyMailedTo(mails, hang.id, "ana@example.com");
    const ben = keyMailedTo(mails, hang.id, "ben@example.com");
    expect(ana).not.toBe(ben);
    // Opaque: the address is nowhere in the link.
    for (const mail of mails) expect(mail.html).not.toMatch(/invite=[^"]*example/);

    expect((await opened(hang.id, ana)).body).toEqual({ email: "ana@example.com", response: null });
    expect((await opened(hang.id, ben)).body).toEqual({ email: "ben@example.com", response: null });
    // A made-up key, a key without a hang, or Ana's key on another hang opens nothing.
    expect((await opened(hang.id, `${ana.slice(0, -2)}xx`)).status).toBe(404);
    expect((await app.t.request("GET", `/api/hangs/${hang.id}/invitation`)).status).toBe(404);
    const other = await app.host.newHang();
    expect((await opened(other.id, ana)).status).toBe(404);
  });

  it("proves the address: the answer is owned, can be changed elsewhere and votes as its owner", async () => {
    const { hang, mails } = await invitedHang("ana@example.com");
    const key = keyMailedTo(mails, hang.id, "ana@example.com");
    app.sink.received.length = 0;

    const answered = await app.t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ guestName: "Ana", guestEmail: "ANA@example.com" }),
      { "X-Invitation-Key": key },
    );
    expect(answered.status).toBe(201);
    const [row] = await app.t.database.db.select().from(responses).where(eq(responses.id, answered.body.id));
    expect(row?.addressProvenAt).not.toBeNull();
    // The browser's key proves the address as a mailed answer link does: Ana votes as its owner.
    const secret = answered.body.secret as string;
    expect(app.t.ctx.secrets.provesAddress(answered.body.id, "ana@example.com", secret)).toBe(true);
    const suggestion = await app.t.request(
      "POST",
      `/api/hangs/${hang.id}/activity-suggestions`,
      {
        suggestedBy: "Ana",
        suggestedByEmail: "ana@example.com",
        vibe: "bowling",
        customActivity: null,
        description: null,
      },
      { "X-Response-Secret": secret },
    );
    expect(suggestion.status).toBe(201);

    // Another browser opening Ana's link finds her answer, with a key that opens it.
    const again = await opened(hang.id, key);
    expect(again.body.email).toBe("ana@example.com");
    expect(again.body.response.id).toBe(answered.body.id);
    const read = await app.t.request(
      "GET",
      `/api/hangs/${hang.id}/responses/${answered.body.id}`,
      undefined,
      {
        "X-Response-Secret": again.body.response.key,
      },
    );
    expect(read.body.guestEmail).toBe("ANA@example.com");

    // Answering again through the invitation changes her answer rather than being refused.
    const changed = await app.t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({
        guestName: "Ana",
        guestEmail: "ana@example.com",
        timeSlotAvailability: { [KEYS[0]]: "maybe", [KEYS[1]]: "yes" },
      }),
      { "X-Invitation-Key": key },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.id).toBe(answered.body.id);
    expect(changed.body.timeSlotAvailability[KEYS[1]]).toBe("yes");
  });

  it("proves only the address it was sent to", async () => {
    const { hang, mails } = await invitedHang("ana@example.com");
    const key = keyMailedTo(mails, hang.id, "ana@example.com");
    const ben = await app.t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ guestName: "Ben", guestEmail: "ben@example.com" }),
    );
    app.sink.received.length = 0;
    // Ana's key with Ben's address: a stranger's answer for Ben's address, refused as without it.
    const asBen = await app.t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ guestName: "Not Ben", guestEmail: "ben@example.com" }),
      { "X-Invitation-Key": key },
    );
    expect(asBen.status).toBe(409);
    const changeBen = await app.t.request(
      "PUT",
      `/api/hangs/${hang.id}/responses/${ben.body.id}`,
      responseInput({ guestName: "Not Ben", guestEmail: "ben@example.com" }),
      { "X-Invitation-Key": key },
    );
    expect(changeBen.status).toBe(403);
    // A new answer with another address through Ana's key proves nothing of that address.
    const carl = await app.t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ guestName: "Carl", guestEmail: "carl@example.com" }),
      { "X-Invitation-Key": key },
    );
    expect(carl.status).toBe(201);
    const [row] = await app.t.database.db.select().from(responses).where(eq(responses.id, carl.body.id));
    expect(row?.addressProvenAt).toBeNull();
  });
});
