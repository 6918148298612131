// Personal access tokens in the browser: a signed-in person makes one on /account with the keyboard
// alone, sees it once (focus on it), and a plain fetch from outside the browser — as curl would —
// lists their hangs with it; after Revoke (confirmed) the same call is refused. axe in every state.
import { describe, expect, it } from "vitest";
import { TOKEN_PATTERN, TOKEN_REVOKED } from "../../src/shared/access-tokens.ts";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { createHangViaApi, expectAccessible, pageUnhidden } from "../support/guest-flow.ts";
import { focusedName, tabTo } from "../support/keyboard.ts";
import { expectPhoneFriendly } from "../support/phone-checks.ts";
import { signInAsNewAccount, skipWelcome } from "../support/sign-in.ts";

const setup = serverAndBrowserForFile();

/** What a script does with the token: no cookie, no Origin, just the header. */
const listHangs = (token: string) =>
  fetch(`${setup.server.url}/api/user/hangs`, { headers: { Authorization: `Bearer ${token}` } });

describe("personal access tokens on /account", () => {
  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it(`are created, used from outside the browser and revoked (${label})`, async () => {
      const person = await openPage(setup.browser, viewport);
      const { page } = person;
      await skipWelcome(page);
      try {
        const email = `tia-${label}@example.com`;
        await createHangViaApi(setup.server.url, { name: `Tia's picnic ${label}`, hostEmail: email });
        await page.goto(`${setup.server.url}/`);
        await signInAsNewAccount(page, "Tia Token", email);
        await page.goto(`${setup.server.url}/account`);
        await page.getByRole("heading", { name: "Personal access tokens" }).waitFor();
        await see(page, "You have no tokens yet.");
        await expectAccessible(page, `no tokens (${label})`);
        if (viewport === PHONE) await expectPhoneFriendly(page, "tokens, empty");

        // An empty name is refused on the spot, with the field marked.
        await tabTo(page, "Create token");
        await page.keyboard.press("Enter");
        const name = page.getByRole("textbox", { name: "Token name" });
        await see(page, "Give the token a name");
        expect(await name.getAttribute("aria-invalid")).toBe("true");
        expect(await focusedName(page)).toBe("Token name");
        await expectAccessible(page, `name missing (${label})`);

        // Keyboard only: the name, then "Read only" (chosen already), then create.
        await page.keyboard.type("Picnic script");
        await tabTo(page, "Create token");
        await page.keyboard.press("Enter");
        await page.getByRole("heading", { name: "Your new token: Picnic script" }).waitFor();
        await see(page, "You won't see this again.");
        const field = page.getByRole("textbox", { name: "New token" });
        const token = await field.inputValue();
        expect(token).toMatch(TOKEN_PATTERN);
        // The focus is on the token, ready to copy.
        expect(await focusedName(page)).toBe("New token");
        await expectAccessible(page, `token shown (${label})`);
        if (viewport === PHONE) await expectPhoneFriendly(page, "token shown");

        // As curl would: the person's hangs, with the token alone.
        const listed = await listHangs(token);
        expect(listed.status).toBe(200);
        expect(((await listed.json()) as { name: string }[]).map((h) => h.name)).toEqual([
          `Tia's picnic ${label}`,
        ]);

        await page.getByRole("button", { name: "I've copied it" }).click();
        expect(await field.count()).toBe(0);
        const row = page.getByRole("listitem").filter({ hasText: "Picnic script" });
        await row.getByText("Read only").waitFor();
        await row.getByText(/Never used|Last used/).waitFor();
        await expectAccessible(page, `token list (${label})`);
        if (viewport === PHONE) await expectPhoneFriendly(page, "token list");

        // Revoke asks first; keeping it changes nothing.
        await tabTo(page, "Revoke Picnic script");
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog", { name: "Revoke Picnic script?" });
        await dialog.getByText("stops working at once").waitFor();
        await expectAccessible(page, `revoke dialog (${label})`);
        await dialog.getByRole("button", { name: "Keep it" }).click();
        await pageUnhidden(page);
        expect(await focusedName(page)).toBe("Revoke Picnic script");
        expect((await listHangs(token)).status).toBe(200);

        await page.keyboard.press("Enter");
        await dialog.getByRole("button", { name: "Revoke" }).click();
        await see(page, "Token revoked");
        await see(page, "You have no tokens yet.");
        await pageUnhidden(page);
        expect(await focusedName(page)).toBe("Token name");
        const refused = await listHangs(token);
        expect(refused.status).toBe(401);
        expect(((await refused.json()) as { message: string }).message).toBe(TOKEN_REVOKED);
        expectClean(person);
      } finally {
        await person.close();
      }
    });
  }
});
