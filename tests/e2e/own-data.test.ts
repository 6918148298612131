// People own their data, in the browser: a guest removes their answer from the own-answer card (the
// host's open page follows), and a signed-in person finds their account page in the account menu,
// downloads their data and deletes the account after typing DELETE.
import fs from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, openServer, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { KEYS } from "../support/factories.ts";
import { answerAll, dismissWelcome, expectAccessible, pageUnhidden } from "../support/guest-flow.ts";
import { answeredHang, holdToken } from "../support/host-e2e.ts";
import { expectPhoneFriendly } from "../support/phone-checks.ts";
import { accountMenu, signInAsNewAccount, skipWelcome } from "../support/sign-in.ts";

const setup = serverAndBrowserForFile();
const SHOTS = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe("a guest removes their response", () => {
  it("from the own-answer card, after confirming; the host's open page follows", async () => {
    const guest = await openPage(setup.browser, PHONE);
    const host = await openPage(setup.browser, DESKTOP);
    try {
      const hang = await answeredHang(setup.server.url, { name: "Sunday brunch", maxCapacity: 4 }, [
        ["Ana", { [KEYS[0]]: "yes" }],
      ]);
      await holdToken(host.page, hang);
      await host.page.goto(`${hang.url}?host=true`);
      await see(host.page, "1 of 4 spots taken");

      const { page } = guest;
      await page.goto(hang.url);
      await dismissWelcome(page);
      await answerAll(page, "Available", { name: "Gus Guest", email: "gus@example.com", isPublic: true });
      await see(page, "Thanks for responding!");
      await see(host.page, "2 of 4 spots taken");

      await page.goto(hang.url);
      const ownAnswer = page.getByRole("heading", { name: "Your answer" });
      await ownAnswer.waitFor();
      const remove = page.getByRole("button", { name: "Remove my response" });
      await expectPhoneFriendly(page, "own answer card");
      await shot(page, "own-answer-card-390");
      await remove.click();
      const dialog = page.getByRole("dialog", { name: "Remove your response?" });
      await dialog.getByText('Your answer to "Sunday brunch"').waitFor();
      await expectAccessible(page, "remove response dialog");
      await shot(page, "remove-response-dialog-390");

      // Changing their mind keeps everything.
      await dialog.getByRole("button", { name: "Keep it" }).click();
      await pageUnhidden(page);
      await ownAnswer.waitFor();

      await remove.click();
      await page.getByRole("dialog").getByRole("button", { name: "Remove Response" }).click();
      await see(page, "Response removed");
      await see(page, "Your answer, votes and suggestions are gone.");
      await page.getByRole("button", { name: /^Submit (New )?Response$/ }).waitFor();
      expect(await ownAnswer.count()).toBe(0);
      // Focus lands on the hang's title, not lost with the card.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("hang-title");
      await see(host.page, "1 of 4 spots taken");

      // A reload knows nothing of the old answer.
      await page.reload();
      await page.getByRole("button", { name: /^Submit (New )?Response$/ }).waitFor();
      expectClean(guest, host);
    } finally {
      await Promise.all([guest.close(), host.close()]);
    }
  });
});

describe("your account and data", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`downloads the data and deletes the account (${label})`, async () => {
      const person = await openPage(setup.browser, viewport);
      const { page } = person;
      await skipWelcome(page);
      try {
        const email = `dana-${label}@example.com`;
        const hosted = await answeredHang(
          setup.server.url,
          { name: `Dana's game night ${label}`, hostName: "Dana Doe", hostEmail: email },
          [["Gil", { [KEYS[0]]: "yes" }]],
        );
        await page.goto(`${setup.server.url}/`);
        await signInAsNewAccount(page, "Dana Doe", email);
        await accountMenu(page, "Dana Doe").click();
        await page.getByRole("menuitem", { name: "Your account and data" }).click();
        await page.getByRole("heading", { name: "Your account", exact: true }).waitFor();
        await see(page, email);
        await expectAccessible(page, `account page (${label})`);
        if (viewport === PHONE) await expectPhoneFriendly(page, "account page");
        await shot(page, `account-page-${viewport.width}`);

        const downloading = page.waitForEvent("download");
        await page.getByRole("link", { name: "Download my data" }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(/^hangs-data-\d{4}-\d{2}-\d{2}\.json$/);
        const data = JSON.parse(await fs.readFile((await download.path())!, "utf8"));
        expect(data.account.email).toBe(email);
        expect(data.hostedHangs).toEqual([
          expect.objectContaining({
            name: `Dana's game night ${label}`,
            answers: { yes: 1, maybe: 0, no: 0 },
          }),
        ]);
        expect(JSON.stringify(data)).not.toContain("gil@example.com");

        await page.getByRole("button", { name: "Delete my account" }).click();
        const dialog = page.getByRole("dialog", { name: "Delete your account?" });
        await dialog.getByText("Upcoming hangs you host are cancelled").waitFor();
        const confirm = dialog.getByRole("textbox", { name: "Type DELETE to confirm" });
        await confirm.fill("delete it");
        await dialog.getByRole("button", { name: "Delete Account" }).click();
        await dialog.getByText("That doesn't say DELETE. Type DELETE to confirm.").waitFor();
        expect(await confirm.getAttribute("aria-invalid")).toBe("true");
        await expectAccessible(page, `delete account dialog with its error (${label})`);
        await shot(page, `delete-account-dialog-${viewport.width}`);

        await confirm.fill("DELETE");
        await dialog.getByRole("button", { name: "Delete Account" }).click();
        await see(page, "Your account is deleted");
        await page.waitForURL(`${setup.server.url}/`);
        await page
          .getByRole("button", { name: /^Sign In/ })
          .first()
          .waitFor();
        await page.getByRole("heading", { name: "Create a Hang" }).waitFor();

        // The hang Dana hosted is cancelled for its guest, with the usual mail.
        const mailbox = await openPage(setup.browser, DESKTOP);
        try {
          await openServer(
            setup.server.url,
            mailbox.page,
            "gil@example.com",
            `Cancelled: Dana's game night ${label}`,
          );
          await see(mailbox.page, "The host deleted their account.");
        } finally {
          await mailbox.close();
        }
        const hang = await (await fetch(`${setup.server.url}/api/hangs/${hosted.id}`)).json();
        expect(hang).toMatchObject({ isCancelled: true, hostName: "A former member" });
        expectClean(person);
      } finally {
        await person.close();
      }
    });
  }
});
