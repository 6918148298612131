// The guest page's first screen comes with the HTML: the hang's name, host and place, and for a
// browser new to the hang the welcome dialog, open and focused, before any of the app's code has
// arrived. The app then takes over in one frame: nothing moves, focus stays in the dialog, and a
// welcome closed before the app arrived stays closed, as does one whose button was held down as it
// arrived, and the app's welcome does not come back under a guest who types at once. At phone and
// desktop widths.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { createHangViaApi, expectAccessible, pageUnhidden } from "../support/guest-flow.ts";
import { skipWelcome } from "../support/sign-in.ts";

const setup = serverAndBrowserForFile();
const WELCOME = "Welcome! Here's how it works";

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

/** Where the title and the dialog's heading are drawn, and what has focus. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element | null) => {
      const r = el?.getBoundingClientRect();
      return r ? [r.x, r.y, r.width, r.height] : null;
    };
    return {
      title: box(document.getElementById("hang-title")),
      welcome: box(document.querySelector("dialog[open] h2")),
      focused: document.activeElement?.textContent ?? null,
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

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (_label, viewport) => {
  it("shows the hang and the welcome before the app's code, and the app takes over with nothing moving", async () => {
    const hang = await createHangViaApi(setup.server.url, {
      name: "Porch pizza",
      hostName: "Hana Host",
      location: "12 Elm St",
    });
    const guest = await openPage(setup.browser, viewport);
    try {
      const release = await holdAppCode(guest.page);
      await guest.page.goto(hang.url, { waitUntil: "commit" });
      const welcome = guest.page.getByRole("dialog", { name: WELCOME });
      await welcome.waitFor();
      await see(guest.page, "Hosted by Hana Host");
      await see(guest.page, "12 Elm St");
      expect(
        await guest.page.getByRole("heading", { name: "Porch pizza", includeHidden: true }).count(),
      ).toBe(1);
      // A modal dialog: the browser moved focus into it, as the app's own does.
      const before = await layout(guest.page);
      expect(before.focused).toBe("Got it, let's go!");
      expect(before.title).not.toBeNull();
      expect(before.welcome).not.toBeNull();
      await expectAccessible(guest.page, "first screen with the welcome, before the app's code");

      release();
      await guest.page.waitForFunction(() => !document.getElementById("first-screen"));
      await guest.page.getByRole("button", { name: "Submit Response", includeHidden: true }).waitFor({
        state: "attached",
      });
      expect(await layout(guest.page)).toEqual(before);
      expect(await shifted(guest.page)).toBeLessThan(0.01);
      await expectAccessible(guest.page, "the app's welcome, after it took over");

      await guest.page.keyboard.press("Escape");
      await welcome.waitFor({ state: "detached" });
      await pageUnhidden(guest.page);
      await expect.poll(() => guest.page.evaluate(() => document.activeElement?.id)).toBe("hang-title");
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });

  it.each([
    ["a pointer", "mouse"],
    ["Space", "keyboard"],
  ] as const)(
    "lets a press with %s on the welcome's button that spans the app's arrival close it",
    async (_name, by) => {
      const hang = await createHangViaApi(setup.server.url, { name: "Taco Tuesday" });
      const guest = await openPage(setup.browser, viewport);
      const { page } = guest;
      try {
        const release = await holdAppCode(page);
        await page.goto(hang.url, { waitUntil: "commit" });
        const gotIt = page.getByRole("button", { name: "Got it, let's go!" });
        const box = await gotIt.boundingBox();
        if (!box) throw new Error("the welcome's button is not drawn");
        // The dialog put focus on the button: Space presses it as the pointer does.
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await (by === "mouse" ? page.mouse.down() : page.keyboard.down(" "));
        // The app arrives and renders while the button is held: the server's screen stays meanwhile.
        release();
        await page.getByRole("button", { name: "Submit Response", includeHidden: true }).waitFor({
          state: "attached",
        });
        expect(await page.evaluate(() => Boolean(document.getElementById("first-screen")))).toBe(true);

        await (by === "mouse" ? page.mouse.up() : page.keyboard.up(" "));
        await page.waitForFunction(() => !document.getElementById("first-screen"));
        await page.getByRole("button", { name: "Submit Response" }).waitFor();
        expect(await page.getByRole("dialog").count()).toBe(0);
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("hang-title");
        expectClean(guest);
      } finally {
        await guest.close();
      }
    },
  );

  it("keeps what the guest types straight after closing the app's welcome, which stays closed", async () => {
    const hang = await createHangViaApi(setup.server.url, { name: "Noodle night" });
    const guest = await openPage(setup.browser, viewport);
    const { page } = guest;
    try {
      await page.goto(hang.url);
      await page.waitForFunction(() => !document.getElementById("first-screen"));
      await page.getByRole("button", { name: "Got it, let's go!" }).waitFor();
      // "Got it", and the first keystroke in the same moment: the page is the guest's as soon as
      // the dialog is shut, a task before its "close" event reaches the app, and each keystroke
      // re-renders the page in between.
      await page.evaluate(() => {
        document.querySelector<HTMLButtonElement>("dialog[open] button[type=submit]")!.click();
        const name = document.querySelector<HTMLInputElement>('input[name="guestName"]')!;
        name.focus();
        name.value = "N";
        name.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertText", data: "N" }));
      });
      await page.keyboard.type("ora Noodle");
      await page.keyboard.press("Tab");
      await page.keyboard.type("nora@example.com");
      expect(await page.getByRole("textbox", { name: "Your name" }).inputValue()).toBe("Nora Noodle");
      expect(await page.getByRole("textbox", { name: "Who's joining?" }).inputValue()).toBe(
        "nora@example.com",
      );
      expect(await page.evaluate(() => document.querySelectorAll("dialog[open]").length)).toBe(0);
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });

  it("keeps a welcome closed before the app's code arrived closed, and shows none to a returning guest", async () => {
    const hang = await createHangViaApi(setup.server.url, { name: "Dumpling night" });
    const quick = await openPage(setup.browser, viewport);
    const back = await openPage(setup.browser, viewport);
    try {
      const release = await holdAppCode(quick.page);
      await quick.page.goto(hang.url, { waitUntil: "commit" });
      await quick.page.getByRole("dialog", { name: WELCOME }).waitFor();
      // The dialog's own buttons close it without any script of the app.
      await quick.page.getByRole("button", { name: "Got it, let's go!" }).click();
      await quick.page.getByRole("dialog").waitFor({ state: "hidden" });
      const focusedTitle = () =>
        quick.page.evaluate(() => {
          const el = document.activeElement;
          return el?.id === "hang-title" ? el.closest("#root, #first-screen")?.id : el?.tagName;
        });
      // As the app's own dialog does: focus goes to the hang's title, and stays there when the
      // app takes over.
      await expect.poll(focusedTitle).toBe("first-screen");
      release();
      await quick.page.getByRole("button", { name: "Submit Response" }).waitFor();
      expect(await quick.page.getByRole("dialog").count()).toBe(0);
      expect(await focusedTitle()).toBe("root");

      await skipWelcome(back.page);
      const releaseBack = await holdAppCode(back.page);
      await back.page.goto(hang.url, { waitUntil: "commit" });
      await back.page.getByRole("heading", { name: "Dumpling night" }).waitFor();
      expect(await back.page.getByRole("dialog").count()).toBe(0);
      releaseBack();
      await back.page.getByRole("button", { name: "Submit Response" }).waitFor();
      expect(await back.page.getByRole("dialog").count()).toBe(0);
      expectClean(quick, back);
    } finally {
      await quick.close();
      await back.close();
    }
  });
});
