// What the guest browser tests share: the first-visit welcome note, an accessibility scan,
// answering, and hangs made through the API (as a host's browser would).
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { CreateHangInput } from "../../src/shared/hang.ts";
import { axeScan } from "./axe.ts";
import { hangInput } from "./factories.ts";

/**
 * A first visit shows the welcome as a note in the page (it blocks nothing); "Got it, let's go!"
 * puts it away, which keeps the page's layout as the tests that follow expect it.
 */
export async function dismissWelcome(page: Page) {
  await appTookOver(page);
  const gotIt = page.getByRole("button", { name: "Got it, let's go!" });
  await gotIt.click();
  await gotIt.waitFor({ state: "detached" });
}

/** The app has replaced the server-drawn first screen of the guest page. */
export async function appTookOver(page: Page) {
  await page.waitForFunction(() => !document.getElementById("first-screen"));
}

/**
 * The page behind a modal dialog is aria-hidden until the dialog has finished closing: until then
 * it has no roles to find, and a role locator waits in vain.
 */
export async function pageUnhidden(page: Page) {
  await page.waitForFunction(() => !document.querySelector("[data-aria-hidden]"));
}

/**
 * Colours fade between states (a pressed button turns green over 150 ms): contrast is checked on
 * the state a person settles on, not halfway through the fade. Spinners run forever and don't count.
 */
export async function afterTransitions(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
}

/** axe-core over the whole page as it is now: no violations of any impact. */
export async function expectAccessible(page: Page, where: string) {
  await afterTransitions(page);
  const { violations } = await (await axeScan(page)).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`,
  );
  expect(found, where).toEqual([]);
}

export async function createHangViaApi(baseUrl: string, overrides: Partial<CreateHangInput> = {}) {
  const res = await fetch(`${baseUrl}/api/hangs`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(hangInput({ hostTimezone: "America/New_York", ...overrides })),
  });
  if (res.status !== 201) throw new Error(`Creating a hang failed: ${res.status} ${await res.text()}`);
  const hang = (await res.json()) as { id: string; editToken: string };
  return { ...hang, url: `${baseUrl}/hang/${hang.id}` };
}

/** Each time slot is a group named by its display string, e.g. "Friday, March 5 - 6:00 PM to 7:30 PM". */
export const slotGroups = (page: Page) => page.getByRole("group", { name: /^\w+day, \w+ \d+ - \d/ });

export async function fillGuest(page: Page, name: string, email: string, isPublic: boolean) {
  await page.getByRole("textbox", { name: "Your name" }).fill(name);
  await page.getByRole("textbox", { name: "Who's joining?" }).fill(email);
  if (isPublic)
    await page.getByRole("checkbox", { name: "Make my response visible to other guests" }).check();
}

/** Answers every slot with `choice`, gives name and e-mail, and submits. */
export async function answerAll(
  page: Page,
  choice: "Available" | "Maybe" | "Not Available",
  guest: { name: string; email: string; isPublic?: boolean },
) {
  // all() does not wait: the groups must be there (and no longer hidden by a closing dialog).
  await slotGroups(page).first().waitFor();
  for (const slot of await slotGroups(page).all()) {
    await slot.getByRole("button", { name: choice, exact: true }).click();
  }
  await fillGuest(page, guest.name, guest.email, guest.isPublic ?? false);
  await page.getByRole("button", { name: /^Submit (New )?Response$/ }).click();
}
