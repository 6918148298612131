// "Add someone's answer" on the host view, keyboard only: the dialog takes the focus, refuses an
// empty name with a message (axe 0 open and in its error state), adds the answer, gives the focus
// back, and the answer shows "added by the host" until its person opens the mailed link. At phone
// and desktop widths, and in German.
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverSinkAndBrowserForFile } from "../support/e2e.ts";
import { KEYS } from "../support/factories.ts";
import { expectAccessible } from "../support/guest-flow.ts";
import { answeredHang, holdToken } from "../support/host-e2e.ts";
import { focusedName, tabTo } from "../support/keyboard.ts";
import { expectPhoneFriendly } from "../support/phone-checks.ts";

const setup = serverSinkAndBrowserForFile();

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (label, viewport) => {
  it("adds someone's answer with the keyboard, and its person takes it over from the mail", async () => {
    const host = await openPage(setup.browser, viewport);
    const person = await openPage(setup.browser, viewport);
    const email = `tomas-${label}@example.com`;
    try {
      const hang = await answeredHang(setup.server.url, { name: `Board games (${label})` }, [
        ["Ana", { [KEYS[0]]: "yes" }],
      ]);
      const page = host.page;
      await holdToken(page, hang);
      await page.goto(`${hang.url}?host=true`);
      await page.getByRole("heading", { name: "Answers you added" }).waitFor();

      await tabTo(page, "Add someone's answer");
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Add someone's answer" });
      await dialog.waitFor();
      // The focus moves into the dialog, to its first field.
      await expect.poll(() => focusedName(page)).toBe("Their name");
      await expectAccessible(page, "add-answer dialog");
      if (label === "phone") await expectPhoneFriendly(page, "add-answer dialog");

      // Sent empty: the message says what to fix, and the focus goes to the name.
      await tabTo(page, "Add answer");
      await page.keyboard.press("Enter");
      await dialog.getByRole("alert").getByText("Check the fields marked below.").waitFor();
      await dialog.getByText("Name is required").waitFor();
      await expect.poll(() => focusedName(page)).toBe("Their name");
      await expectAccessible(page, "add-answer dialog with errors");

      await page.keyboard.type("Tomás");
      await tabTo(page, "Their e-mail");
      await page.keyboard.type(email);
      await tabTo(page, "Available");
      await page.keyboard.press("Space");
      await tabTo(page, "Add answer");
      await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "detached" });
      await see(page, "Answer added");
      // Back to the button that opened it.
      await expect.poll(() => focusedName(page)).toBe("Add someone's answer");
      await see(page, "Not confirmed yet");
      await expect(page.getByText("added by the host").first().isVisible()).resolves.toBe(true);

      // Its person opens the link mailed to them: the answer is theirs, and the mark changes.
      const mail = await setup.sink.waitForMail(email, "Hana Host added your answer");
      const link = /http\S+\?response=[\w-]+&key=[\w.-]+/.exec(mail.text)?.[0];
      expect(link).toBeTruthy();
      await person.page.goto(link!);
      await person.page.getByRole("textbox", { name: /name/i }).first().waitFor();
      await expect(person.page.getByRole("textbox", { name: /name/i }).first()).toBeDefined();
      await page.reload();
      await see(page, "Confirmed by them");
      await expect(page.getByText("added by the host").count()).resolves.toBe(0);
      await expect(page.getByRole("button", { name: "Change Tomás's answer" }).count()).resolves.toBe(0);
      expectClean(host, person);
    } finally {
      await host.close();
      await person.close();
    }
  });
});

it("works in German, with the server's refusal in German", async () => {
  const host = await openPage(setup.browser, DESKTOP, { locale: "de-DE" });
  try {
    const hang = await answeredHang(setup.server.url, { name: "Spieleabend" }, [
      ["Ana", { [KEYS[0]]: "yes" }],
    ]);
    const page = host.page;
    await holdToken(page, hang);
    await page.goto(`${hang.url}?host=true`);
    await page.getByRole("button", { name: "Antwort für jemanden eintragen" }).click();
    const dialog = page.getByRole("dialog", { name: "Antwort für jemanden eintragen" });
    await dialog.waitFor();
    // Ana's address is taken: the server says so in German.
    await dialog.getByRole("textbox", { name: "Name" }).fill("Ana B.");
    await dialog.getByRole("textbox", { name: "E-Mail (optional)" }).fill("ana@example.com");
    await dialog.getByRole("button", { name: "Verfügbar", exact: true }).first().click();
    await dialog.getByRole("button", { name: "Antwort eintragen" }).click();
    await dialog
      .getByRole("alert")
      .getByText("Mit dieser E-Mail hat schon jemand geantwortet. Nur diese Person kann die Antwort ändern.")
      .waitFor();
    await expectAccessible(page, "German dialog refused");
    await dialog.getByRole("textbox", { name: "E-Mail (optional)" }).fill("");
    await dialog.getByRole("button", { name: "Antwort eintragen" }).click();
    await dialog.waitFor({ state: "detached" });
    await see(page, "vom Gastgeber eingetragen");
    await see(page, "Keine E-Mail");
    await expectAccessible(page, "German host view with an entered answer");
    // The 409 was expected; nothing else failed.
    expect(host.errors).toEqual([]);
    expect(host.failedRequests).toEqual([`409 POST /api/hangs/${hang.id}/host-answers`]);
  } finally {
    await host.close();
  }
});
