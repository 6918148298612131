// "Add someone's answer": the host enters an answer given by text or in person. It goes through the
// guests' write path (capacity, live pages), is marked "added by the host" wherever answers show,
// and with an e-mail its person is mailed once a link that lets them take it over (decision 0068).
import { describe, expect, it } from "vitest";
import { hangInput, KEYS, responseInput } from "../support/factories.ts";
import { appWithMailSink } from "../support/mail-app.ts";

const app = appWithMailSink();

async function newHang(overrides: Parameters<typeof hangInput>[0] = {}) {
  const res = await app.t.request("POST", "/api/hangs", hangInput(overrides));
  expect(res.status).toBe(201);
  return res.body as { id: string; editToken: string };
}

const asHost = (hang: { editToken: string }) => ({ "X-Edit-Token": hang.editToken });

const entered = (overrides: Record<string, unknown> = {}) => ({
  guestName: "Tomás Texter",
  isPublic: true,
  timeSlotAvailability: { [KEYS[0]]: "yes", [KEYS[1]]: "maybe" },
  ...overrides,
});

function addAnswer(hang: { id: string; editToken: string }, body: unknown, headers = asHost(hang)) {
  return app.t.request("POST", `/api/hangs/${hang.id}/host-answers`, body, headers);
}

/** Every name the guest page's summary shows for the first time, with its mark. */
async function publicNames(hangId: string) {
  const summary = await app.t.request("GET", `/api/hangs/${hangId}/summary`);
  const yes = summary.body.slots[0].yes.first as { guestName: string; addedByHost?: boolean }[];
  return yes.map((name) => [name.guestName, name.addedByHost === true]);
}

/** The key of the link mailed to `email` about answer `responseId`. */
async function mailedKey(email: string, responseId: string) {
  const mail = await app.sink.waitForMail(email, "Hana Host added your answer");
  const key = new RegExp(`/hang/[\\w-]+\\?response=${responseId}&key=([\\w.-]+)`).exec(mail.text)?.[1];
  expect(key).toBeTruthy();
  return { mail, key: key! };
}

describe("the host adds someone's answer", () => {
  it("without an e-mail: counted like any answer, marked, and nobody is mailed", async () => {
    const hang = await newHang();
    const res = await addAnswer(hang, entered({ guestEmail: "" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ guestName: "Tomás Texter", guestEmail: "", hostEntry: "host" });
    expect(res.body.secret).toBeUndefined();

    expect(await publicNames(hang.id)).toEqual([["Tomás Texter", true]]);
    const summary = await app.t.request("GET", `/api/hangs/${hang.id}/summary`, undefined, asHost(hang));
    expect(summary.body.counts).toMatchObject({ yes: 1 });
    expect(summary.body.slots[0].yes.first[0]).toMatchObject({ guestEmail: "", addedByHost: true });
    const list = await app.t.request("GET", `/api/hangs/${hang.id}/responses`);
    expect(list.body[0]).toMatchObject({ guestName: "Tomás Texter", addedByHost: true });
    expect(JSON.stringify(list.body)).not.toContain("invalid");

    // A second one without an e-mail is a second answer, not a clash of addresses.
    expect((await addAnswer(hang, entered({ guestName: "Ana" }))).status).toBe(201);
    // The only mail that ever arrives is the one to an address.
    await addAnswer(hang, entered({ guestName: "Lee", guestEmail: "lee@example.com" }));
    await app.sink.waitForMail("lee@example.com", "Hana Host added your answer");
    expect(app.sink.received.filter((m) => m.to !== "hana@example.com").map((m) => m.to)).toEqual([
      "lee@example.com",
    ]);
  });

  it("with an e-mail: one mail whose link lets its person take the answer over", async () => {
    const hang = await newHang();
    const res = await addAnswer(hang, entered({ guestEmail: "tomas@example.com" }));
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    const { mail, key } = await mailedKey("tomas@example.com", id);
    expect(mail.subject).toBe("Hana Host added your answer: Friday coffee");
    expect(mail.text).toContain("Tomás Texter");
    expect(mail.text).toMatch(/: Yes/);
    // Unasked mail: it says why it came and how to stop it.
    expect(mail.text).toContain("Never e-mail me from Hangs");
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http/im);

    // Until then the host may change it.
    const changed = await app.t.request(
      "PUT",
      `/api/hangs/${hang.id}/host-answers/${id}`,
      entered({
        guestEmail: "tomas@example.com",
        timeSlotAvailability: { [KEYS[0]]: "yes", [KEYS[1]]: "no" },
      }),
      asHost(hang),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.timeSlotAvailability[KEYS[1]]).toBe("no");

    // Opening the mailed link proves the address: the answer is theirs now.
    const opened = await app.t.request("GET", `/api/hangs/${hang.id}/responses/${id}`, undefined, {
      "X-Response-Secret": key,
    });
    expect(opened.status).toBe(200);
    expect(opened.body.guestEmail).toBe("tomas@example.com");
    expect(await publicNames(hang.id)).toEqual([["Tomás Texter", false]]);
    const mine = await app.t.request(
      "PUT",
      `/api/hangs/${hang.id}/responses/${id}`,
      responseInput({
        guestName: "Tomás",
        guestEmail: "tomas@example.com",
        timeSlotAvailability: { [KEYS[0]]: "no", [KEYS[1]]: "yes" },
      }),
      { "X-Response-Secret": key },
    );
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ guestName: "Tomás", hostEntry: "confirmed", addedByHost: false });

    // …and the host can no longer change or remove it.
    const late = await app.t.request(
      "PUT",
      `/api/hangs/${hang.id}/host-answers/${id}`,
      entered({ guestEmail: "tomas@example.com" }),
      asHost(hang),
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("They have confirmed this answer, so only they can change it now.");
    const remove = await app.t.request("DELETE", `/api/hangs/${hang.id}/host-answers/${id}`, undefined, {
      ...asHost(hang),
      "Content-Type": "application/json",
    });
    expect(remove.status).toBe(409);
    const listed = await app.t.request("GET", `/api/hangs/${hang.id}/host-answers`, undefined, asHost(hang));
    expect(listed.body).toEqual([
      expect.objectContaining({ id, hostEntry: "confirmed", guestName: "Tomás" }),
    ]);
    expect(app.sink.to("tomas@example.com")).toHaveLength(1);
  });

  it("only the host may add, change or remove: 401 without a token, 403 with another's", async () => {
    const hang = await newHang();
    const other = await newHang();
    expect((await addAnswer(hang, entered(), {} as never)).status).toBe(401);
    const forbidden = await addAnswer(hang, entered(), asHost(other));
    expect(forbidden.status).toBe(403);
    const added = await addAnswer(hang, entered());
    const change = await app.t.request(
      "PUT",
      `/api/hangs/${hang.id}/host-answers/${added.body.id}`,
      entered(),
      asHost(other),
    );
    expect(change.status).toBe(403);
    // A guest's own answer is not the host's to change here.
    const guest = await app.t.request("POST", `/api/hangs/${hang.id}/responses`, responseInput());
    const notHosts = await app.t.request(
      "PUT",
      `/api/hangs/${hang.id}/host-answers/${guest.body.id}`,
      entered(),
      asHost(hang),
    );
    expect(notHosts.status).toBe(403);
    // The guest's secret path cannot reach an answer the host entered.
    const byGuest = await app.t.request(
      "PUT",
      `/api/hangs/${hang.id}/responses/${added.body.id}`,
      responseInput({ guestEmail: "x@example.com" }),
      { "X-Response-Secret": guest.body.secret },
    );
    expect(byGuest.status).toBe(403);
  });

  it("an address that already answered is a 409, and nothing is stored or mailed", async () => {
    const hang = await newHang();
    await app.t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ guestEmail: "gina@example.com" }),
    );
    await app.sink.waitForMail("gina@example.com", "Your answer");
    const taken = await addAnswer(hang, entered({ guestEmail: "GINA@example.com" }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      "Someone already answered with this e-mail. Only they can change that answer.",
    );
    const again = await addAnswer(hang, entered({ guestEmail: "lee@example.com" }));
    expect(again.status).toBe(201);
    expect((await addAnswer(hang, entered({ guestEmail: "lee@example.com" }))).status).toBe(409);
    const list = await app.t.request("GET", `/api/hangs/${hang.id}/responses`);
    expect(list.body).toHaveLength(2);
    await app.sink.waitForMail("lee@example.com", "Hana Host added your answer");
    // The address's owner is not mailed an edit link for the host's try (the host is not them).
    expect(app.sink.to("gina@example.com").map((m) => m.subject)).toEqual(["Your answer on Hangs"]);
  });

  it("the host's guest list marks them, and shows no stand-in address", async () => {
    const hang = await newHang({ questions: [] });
    await addAnswer(hang, entered({ guestName: "Lee" }));
    const res = await app.t.raw(`/api/hangs/${hang.id}/guests.csv`, { headers: asHost(hang) });
    expect(res.status).toBe(200);
    const text = await res.text();
    const [header, lee] = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toContain("Added by the host");
    expect(lee).toMatch(/^Lee,,Yes,Maybe,.*Not confirmed yet,/);
    expect(text).not.toContain("invalid");
  });

  it("bad input is a 400 with the field named", async () => {
    const hang = await newHang();
    const long = await addAnswer(hang, entered({ guestName: "x".repeat(10_000) }));
    expect(long.status).toBe(400);
    expect(long.body.errors.guestName).toBe("Must be at most 100 characters");
    const slot = await addAnswer(hang, entered({ timeSlotAvailability: { "1999-01-01": "yes" } }));
    expect(slot.status).toBe(400);
    expect(slot.body.message).toBe("That time slot is not part of this hang");
    const email = await addAnswer(hang, entered({ guestEmail: "not an address" }));
    expect(email.status).toBe(400);
    expect(email.body.errors.guestEmail).toBe("Valid email is required");
    const none = await addAnswer(hang, entered({ timeSlotAvailability: {} }));
    expect(none.status).toBe(400);
    expect((await app.t.request("GET", `/api/hangs/${hang.id}/responses`)).body).toEqual([]);
  });

  it("counts against the capacity as a guest's answer does, and its removal frees the spot", async () => {
    const hang = await newHang({ maxCapacity: 2 });
    await app.t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ guestEmail: "a@example.com" }),
    );
    const first = await addAnswer(hang, entered({ guestName: "First" }));
    expect(first.status).toBe(201);
    const full = await app.t.request("POST", `/api/hangs/${hang.id}/responses`, responseInput());
    expect(full.status).toBe(409);
    const removed = await app.t.request(
      "DELETE",
      `/api/hangs/${hang.id}/host-answers/${first.body.id}`,
      undefined,
      { ...asHost(hang), "Content-Type": "application/json" },
    );
    expect(removed.status).toBe(204);
    const now = await app.t.request("POST", `/api/hangs/${hang.id}/responses`, responseInput());
    expect(now.status).toBe(201);
  });
});
