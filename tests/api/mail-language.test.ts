// Mail goes out in its recipient's language: an account's choice, else the language the guest
// answered in, else the language the hang was created in (the inviter's). Calendar entries follow.
import { describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema.ts";
import { hangInput, KEYS, responseInput } from "../support/factories.ts";
import { inviteOf } from "../support/ics.ts";
import { appWithMailSink, PUBLIC_URL } from "../support/mail-app.ts";

const app = appWithMailSink();

const inLanguage = (language: string) => ({ "Accept-Language": language });

async function answer(hangId: string, name: string, language: string) {
  const email = `${name.toLowerCase()}@example.com`;
  const input = responseInput({
    guestName: name,
    guestEmail: email,
    timeSlotAvailability: { [KEYS[0]]: "yes" },
  });
  const res = await app.t.request("POST", `/api/hangs/${hangId}/responses`, input, inLanguage(language));
  expect(res.status).toBe(201);
  return email;
}

const mailTo = async (email: string, count = 1) => {
  await app.sink.waitFor(1);
  const deadline = Date.now() + 20_000;
  while (app.sink.to(email).length < count) {
    if (Date.now() > deadline) throw new Error(`No mail for ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return app.sink.to(email).at(-1)!;
};

describe("mail in the recipient's language", () => {
  it("follows the hang's language for the host and new invitees, and each guest's own once they answer", async () => {
    const { body: hang } = await app.t.request(
      "POST",
      "/api/hangs",
      hangInput({ name: "Kegeln" }),
      inLanguage("de-DE,de;q=0.9,en;q=0.5"),
    );
    const ready = await mailTo("hana@example.com");
    expect(ready.subject).toBe("Dein Treffen auf Hangs ist bereit");
    expect(ready.html).toContain('<html lang="de">');
    expect(ready.text).toContain("Freitag, 5. März");

    // Nobody knows the invitee's language yet: the host's.
    const host = { "X-Edit-Token": hang.editToken as string };
    await app.t.request("POST", `/api/hangs/${hang.id}/invite`, { email: "ines@example.com" }, host);
    expect((await mailTo("ines@example.com")).subject).toBe("Hana Host hat dich eingeladen: Kegeln");

    const ines = await answer(hang.id, "Ines", "es");
    const confirmation = await mailTo(ines, 2);
    expect(confirmation.subject).toBe("Tu respuesta en Hangs");
    expect(confirmation.text).toContain("viernes, 5 de marzo");
    const bob = await answer(hang.id, "Bob", "en-US");
    expect((await mailTo(bob)).subject).toBe("Your answer on Hangs");

    app.sink.received.length = 0;
    const finalDateTime = "2027-03-05T18:00";
    const body = { finalDateTime, notifyConfirmed: true };
    const locked = await app.t.request("POST", `/api/hangs/${hang.id}/finalize`, body, host);
    expect(locked.status).toBe(200);
    const spanish = await mailTo(ines);
    expect(spanish.subject).toMatch(/^¡Es un hecho! Kegeln, viernes, 5 de marzo de 2027/);
    expect(inviteOf(spanish).description).toContain(`Detalles: ${PUBLIC_URL}/hang/${hang.id}`);
    const english = await mailTo(bob);
    expect(english.subject).toMatch(/^It's on: Kegeln, Friday, March 5, 2027 at /);
  });

  it("is an account's own choice first, wherever they answered", async () => {
    await app.t.ctx.db
      .insert(users)
      .values({ email: "Lena@Example.com", name: "Lena", emailVerified: true, language: "es" });
    const { body: hang } = await app.t.request("POST", "/api/hangs", hangInput({ name: "Brunch" }));
    await mailTo("hana@example.com");
    const lena = await answer(hang.id, "Lena", "de");
    expect((await mailTo(lena)).subject).toBe("Tu respuesta en Hangs");
  });
});

describe("calendar entries in the reader's language", () => {
  it("downloads a hang's entry in the language the page asked for", async () => {
    const { body: hang } = await app.t.request("POST", "/api/hangs", hangInput({ vibe: "coffee" }));
    const res = await app.t.raw(`/api/hangs/${hang.id}/calendar.ics`, { headers: inLanguage("de") });
    const ics = (await res.text()).replace(/\r\n /g, "");
    expect(ics).toContain("DESCRIPTION:☕ Kaffee mit Hana Host");
    expect(ics).toContain("Details und wer kommt:");
  });
});
