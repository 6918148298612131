// The guest page's first screen comes with the HTML: the hang's name, host and place, and for a
// browser new to the hang the welcome note under them, before any of the app's code has arrived.
// The app then takes over in one frame with nothing moving. The note's "Got it, let's go!" works
// before the app has arrived, after it, and when held down as it arrives; a note put away before
// the app arrived stays away, and a returning guest sees none. At phone and desktop widths.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { createHangViaApi, expectAccessible } from "../support/guest-flow.ts";
import { skipWelcome } from "../support/sign-in.ts";

const setup = serverAndBrowserForFile();
const WELCOME = "Welcome! Here's how it works";
/** The host's zone (createHangViaApi's): the page then adds no "Times are in …" line of its own. */
const HOST_ZONE = "America/New_York";

/** Holds back every script of the app until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The welcome note, wherever it is drawn (the server's first screen or the app). */
const welcomeNote = (page: Page) => page.getByRole("region", { name: WELCOME });
const gotIt = (page: Page) => page.getByRole("button", { name: "Got it, let's go!" });

/** Where the title and the note's heading and button are drawn. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element | null | undefined) => {
      const r = el?.getBoundingClientRect();
      return r ? [r.x, r.y, r.width, r.height] : null;
    };
    const note = document.querySelector("[data-welcome-note]");
    return {
      title: box(document.getElementById("hang-title")),
      welcome: box(note?.querySelector("h2")),
      gotIt: box(note?.querySelector("button")),
    };
  });

/** Every layout shift the page has seen so far, summed (what a person sees as things jumping). */
const shifted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(entries.reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );

/** Which title has focus: the first screen's, the app's (in #root), or the tag of whatever else. */
const focusedTitle = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.id === "hang-title" ? el.closest("#root, #first-screen")?.id : el?.tagName;
  });

const appTookOver = (page: Page) => page.waitForFunction(() => !document.getElementById("first-screen"));

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (_label, viewport) => {
  it("shows the hang and the welcome note before the app's code, and the app takes over with nothing moving", async () => {
    const hang = await createHangViaApi(setup.server.url, {
      name: "Porch pizza",
      hostName: "Hana Host",
      location: "12 Elm St",
    });
    const guest = await openPage(setup.browser, viewport, { timezoneId: HOST_ZONE });
    const { page } = guest;
    try {
      const release = await holdAppCode(page);
      await page.goto(hang.url, { waitUntil: "commit" });
      await welcomeNote(page).waitFor();
      await see(page, "Hosted by Hana Host");
      await see(page, "12 Elm St");
      await see(page, "Hana Host invited you to Porch pizza");
      // The layout is read once the style sheet has arrived, as the browser paints it: script can
      // measure the page before then, while the sheet is still on its way on a busy machine.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
      );
      expect(await page.evaluate(() => Boolean(document.getElementById("first-screen")))).toBe(true);
      expect(await page.getByRole("heading", { name: "Porch pizza", includeHidden: true }).count()).toBe(1);
      // A note in the page, not a dialog over it: nothing is hidden behind it and focus stays put.
      expect(await page.getByRole("dialog").count()).toBe(0);
      const before = await layout(page);
      expect(before.title).not.toBeNull();
      expect(before.welcome).not.toBeNull();
      expect(before.gotIt).not.toBeNull();
      await expectAccessible(page, "first screen with the welcome note, before the app's code");

      release();
      await appTookOver(page);
      await page.getByRole("button", { name: "Submit Response" }).waitFor();
      expect(await welcomeNote(page).count()).toBe(1);
      expect(await layout(page)).toEqual(before);
      expect(await shifted(page)).toBeLessThan(0.01);
      await expectAccessible(page, "the app's welcome note, after it took over");

      await gotIt(page).click();
      await welcomeNote(page).waitFor({ state: "detached" });
      await expect.poll(() => focusedTitle(page)).toBe("root");
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });

  it.each([
    ["a pointer", "mouse"],
    ["Space", "keyboard"],
  ] as const)(
    "lets a press with %s on the note's button that spans the app's arrival put it away",
    async (_name, by) => {
      const hang = await createHangViaApi(setup.server.url, { name: "Taco Tuesday" });
      const guest = await openPage(setup.browser, viewport);
      const { page } = guest;
      try {
        const release = await holdAppCode(page);
        await page.goto(hang.url, { waitUntil: "commit" });
        const box = await gotIt(page).boundingBox();
        if (!box) throw new Error("the welcome's button is not drawn");
        if (by === "keyboard") await gotIt(page).focus();
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await (by === "mouse" ? page.mouse.down() : page.keyboard.down(" "));
        // The app arrives and renders while the button is held: the server's screen stays meanwhile.
        release();
        await page.getByRole("button", { name: "Submit Response", includeHidden: true }).waitFor({
          state: "attached",
        });
        expect(await page.evaluate(() => Boolean(document.getElementById("first-screen")))).toBe(true);

        await (by === "mouse" ? page.mouse.up() : page.keyboard.up(" "));
        await appTookOver(page);
        await page.getByRole("button", { name: "Submit Response" }).waitFor();
        // The app had drawn its own note before the press ended: it does not show it after all.
        expect(await welcomeNote(page).count()).toBe(0);
        await expect.poll(() => focusedTitle(page)).toBe("root");
        expectClean(guest);
      } finally {
        await guest.close();
      }
    },
  );

  it("lets the guest answer with the note shown, and keeps what they typed when it is put away", async () => {
    const hang = await createHangViaApi(setup.server.url, { name: "Noodle night" });
    const guest = await openPage(setup.browser, viewport);
    const { page } = guest;
    try {
      await page.goto(hang.url);
      await appTookOver(page);
      await welcomeNote(page).waitFor();
      // The note blocks nothing: the form is the guest's straight away.
      await page.getByRole("textbox", { name: "Your name" }).click();
      await page.keyboard.type("Nora Noodle");
      await page.keyboard.press("Tab");
      await page.keyboard.type("nora@example.com");
      expect(await welcomeNote(page).count()).toBe(1);
      await gotIt(page).click();
      await welcomeNote(page).waitFor({ state: "detached" });
      expect(await page.getByRole("textbox", { name: "Your name" }).inputValue()).toBe("Nora Noodle");
      expect(await page.getByRole("textbox", { name: "Who's joining?" }).inputValue()).toBe(
        "nora@example.com",
      );
      // Put away for good: the next visit has no note.
      await page.reload();
      await appTookOver(page);
      await page.getByRole("button", { name: "Submit Response" }).waitFor();
      expect(await welcomeNote(page).count()).toBe(0);
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });

  it("keeps a note put away before the app's code arrived away, and shows none to a returning guest", async () => {
    const hang = await createHangViaApi(setup.server.url, { name: "Dumpling night" });
    const quick = await openPage(setup.browser, viewport);
    const back = await openPage(setup.browser, viewport);
    try {
      const release = await holdAppCode(quick.page);
      await quick.page.goto(hang.url, { waitUntil: "commit" });
      await welcomeNote(quick.page).waitFor();
      // The first screen's button works without any script of the app.
      await gotIt(quick.page).click();
      await welcomeNote(quick.page).waitFor({ state: "detached" });
      // As the app's own note does: focus goes to the hang's title, and stays there when the app
      // takes over.
      await expect.poll(() => focusedTitle(quick.page)).toBe("first-screen");
      release();
      await quick.page.getByRole("button", { name: "Submit Response" }).waitFor();
      expect(await welcomeNote(quick.page).count()).toBe(0);
      expect(await focusedTitle(quick.page)).toBe("root");

      await skipWelcome(back.page);
      const releaseBack = await holdAppCode(back.page);
      await back.page.goto(hang.url, { waitUntil: "commit" });
      await back.page.getByRole("heading", { name: "Dumpling night" }).waitFor();
      // Taken away as the page was read, before any of the app.
      expect(await back.page.evaluate(() => document.querySelectorAll("[data-welcome-note]").length)).toBe(0);
      releaseBack();
      await back.page.getByRole("button", { name: "Submit Response" }).waitFor();
      expect(await welcomeNote(back.page).count()).toBe(0);
      expectClean(quick, back);
    } finally {
      await quick.close();
      await back.close();
    }
  });
});
