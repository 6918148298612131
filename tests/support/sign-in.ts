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

/**
 * These flows are not about the first-visit welcome: mark this browser as having visited, so the
 * dialog (which loads on its own) cannot open over the page in the middle of a step.
 */
export async function skipWelcome(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("hasVisited", "true"));
}
