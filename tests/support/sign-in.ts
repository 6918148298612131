// Signing in through the account chooser of a local OpenID provider, as a person does.
import type { Page } from "playwright-core";

/** From a page with the header's sign-in button: the whole round trip, as a new account. */
export async function signInAsNewAccount(page: Page, name: string, email: string) {
  await page.getByRole("button", { name: /^Sign In with / }).click();
  await chooseAnotherAccount(page, name, email);
}

/** On the provider's account chooser: "Use another account", then back to the app. */
export async function chooseAnotherAccount(page: Page, name: string, email: string) {
  await page.getByRole("heading", { name: "Choose an account" }).waitFor();
  const provider = new URL(page.url()).origin;
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL((url) => url.origin !== provider || !/^\/(dev-idp|oidc)\//.test(url.pathname));
}

export const accountMenu = (page: Page, name: string) =>
  page.getByRole("button", { name: `Account menu for ${name}` });

/** Closes the guest page's first-visit welcome dialog if it is open once the page has rendered. */
export async function closeWelcomeIfShown(page: Page, hangName: string) {
  await page.getByText(hangName).first().waitFor();
  const gotIt = page.getByRole("button", { name: "Got it, let's go!" });
  if (await gotIt.isVisible()) {
    await gotIt.click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
  }
}
