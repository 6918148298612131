// Plus-ones and capacity per time, in heads, in the browser (decision 0065): a guest answers
// keyboard-only with a party of two — Friday is FULL, so they choose "Put me on the waitlist" and
// say Available to both times; Saturday takes them, Friday keeps them waiting. The next guest sees
// "This hang is full!" while a party waits; the host sees heads ("6 people: 3 answers + 3 guests")
// and the party's size; when Friday frees up, the waiting party gets in and an e-mail. axe in each
// state, at phone and desktop widths.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverSinkAndBrowserForFile } from "../support/e2e.ts";
import { KEYS, responseInput } from "../support/factories.ts";
import { createHangViaApi, dismissWelcome, expectAccessible, slotGroups } from "../support/guest-flow.ts";
import { holdToken } from "../support/host-e2e.ts";
import { focusedName, tabTo } from "../support/keyboard.ts";

const setup = serverSinkAndBrowserForFile();
const SHOTS = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function answerViaApi(hangId: string, name: string, body: object) {
  const res = await fetch(`${setup.server.url}/api/hangs/${hangId}/responses`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(
      responseInput({ guestName: name, guestEmail: `${name.toLowerCase()}@example.com`, ...body }),
    ),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; secret: string };
}

/** Presses Shift+Tab until the focused element's name starts with `name`. */
async function tabBackTo(page: Page, name: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Shift+Tab");
    if ((await focusedName(page)).startsWith(name)) return;
  }
  throw new Error(`Tabbing back never reached "${name}"`);
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (label, viewport) => {
  it("answers with a party keyboard-only, waits whole on a full time, and is let in when it frees", async () => {
    const hang = await createHangViaApi(setup.server.url, {
      name: `Game night at ${label} width`,
      maxCapacity: 4,
      plusOnesAllowed: 2,
    });
    // Ana and a guest on both times, Ben and a guest on Friday: Friday is full, Saturday has 2 left.
    await answerViaApi(hang.id, "Ana", {
      timeSlotAvailability: { [KEYS[0]]: "yes", [KEYS[1]]: "yes" },
      plusOnes: 1,
    });
    const ben = await answerViaApi(hang.id, "Ben", {
      timeSlotAvailability: { [KEYS[0]]: "yes", [KEYS[1]]: "no" },
      plusOnes: 1,
    });
    const gusEmail = `gus-${label}@example.com`;
    const [guest, next, host] = await Promise.all([
      openPage(setup.browser, viewport),
      openPage(setup.browser, viewport),
      openPage(setup.browser, viewport),
    ]);
    try {
      const { page } = guest;
      await page.goto(hang.url);
      await dismissWelcome(page);
      const [friday, saturday] = [slotGroups(page).nth(0), slotGroups(page).nth(1)];
      // Friday is full: FULL in place of Available; the hang is not full (Saturday is open).
      expect(await friday.getByRole("button", { name: "FULL" }).isDisabled()).toBe(true);
      await saturday.getByRole("button", { name: "Available", exact: true }).waitFor();
      expect(await page.getByText("This hang is full!").count()).toBe(0);
      await see(page, "One time is full for your party.");
      await expectAccessible(page, "a time full, the waitlist offered");

      // Keyboard only from here: wait for Friday, then Available to both times.
      await tabTo(page, "Put me on the waitlist");
      await page.keyboard.press("Space");
      await friday.getByRole("button", { name: "Available", exact: true }).waitFor();
      await tabBackTo(page, "Available");
      await page.keyboard.press("Space");
      await tabBackTo(page, "Available");
      await page.keyboard.press("Space");
      expect(
        await friday.getByRole("button", { name: "Available", exact: true }).getAttribute("aria-pressed"),
      ).toBe("true");
      expect(
        await saturday.getByRole("button", { name: "Available", exact: true }).getAttribute("aria-pressed"),
      ).toBe("true");
      // Saying yes asks who comes along: one guest, named.
      await tabTo(page, "How many guests are you bringing?");
      await page.keyboard.press("ArrowDown");
      const size = page.getByRole("combobox", { name: "How many guests are you bringing?" });
      expect(await size.inputValue()).toBe("1");
      await tabTo(page, "Guest 1");
      await page.keyboard.type("Kim");
      await expectAccessible(page, "party of two, on the waitlist");
      await shot(page, `party-form-${label}`);
      await tabTo(page, "Your name");
      await page.keyboard.type("Gus Guest");
      await tabTo(page, "Who's joining?");
      await page.keyboard.type(gusEmail);
      await tabTo(page, "Submit Response");
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();

      // Saturday took the party of two (now full too); Friday keeps it waiting, whole.
      const mine = await (
        await fetch(`${setup.server.url}/api/hangs/${hang.id}/responses`, {
          headers: { "X-Edit-Token": hang.editToken },
        })
      ).json();
      expect(mine.find((r: { guestEmail: string }) => r.guestEmail === gusEmail)).toMatchObject({
        plusOnes: 1,
        plusOneNames: ["Kim"],
        waitingFor: [KEYS[0]],
      });

      // The next guest: every time is full, a party waits.
      await next.page.goto(hang.url);
      await dismissWelcome(next.page);
      await see(next.page, "This hang is full!");
      await expectAccessible(next.page, "a full hang with a waiting party");
      await shot(next.page, `full-hang-${label}`);

      // The host sees heads, and the party beside its name.
      await holdToken(host.page, hang);
      await host.page.goto(`${hang.url}?host=true`);
      await see(host.page, "6 people: 3 answers + 3 guests");
      await see(host.page, "Gus Guest +1");
      await see(host.page, "FULL");
      await expectAccessible(host.page, "host view with parties and a waitlist");
      await shot(host.page, `host-parties-${label}`);

      // Ben can't come after all: Friday frees two spots, the waiting party of two is in.
      const left = await fetch(`${setup.server.url}/api/hangs/${hang.id}/responses/${ben.id}`, {
        method: "PUT",
        headers: { "Content-Type": "application/json", "X-Response-Secret": ben.secret },
        body: JSON.stringify(
          responseInput({
            guestName: "Ben",
            guestEmail: "ben@example.com",
            timeSlotAvailability: { [KEYS[0]]: "no", [KEYS[1]]: "no" },
          }),
        ),
      });
      expect(left.status).toBe(200);
      const mail = await setup.sink.waitForMail(gusEmail, "A spot opened up");
      expect(mail.subject).toBe(`A spot opened up: you're in for Game night at ${label} width!`);
      expectClean(guest, next, host);
    } finally {
      await Promise.all([guest.close(), next.close(), host.close()]);
    }
  });
});
