// A crowded hang: the guest page loads counts and the first few names, never everyone's answers;
// "Show all (N)" pages through a group in a list that renders only what is on screen.
import type { Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FIRST_NAMES } from "../../src/shared/summary.ts";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { KEYS } from "../support/factories.ts";
import { createHangViaApi, dismissWelcome, expectAccessible } from "../support/guest-flow.ts";

// One test machine answers for the whole crowd: lift the per-address answer limit, as a real
// crowd's many addresses would.
const setup = serverAndBrowserForFile({
  ANSWERS_PER_ADDRESS_PER_MINUTE: "1000",
  ANSWERS_PER_HANG_PER_MINUTE: "1000",
});
const CROWD = 70;

// Words each library's code keeps through minifying: zod's internals, react-hook-form's options and
// TanStack Virtual's API. The guest page's first load needs none of them.
const SCHEMA_LIBRARY = "_zod";
const FORM_LIBRARY = "shouldUnregister";
const VIRTUAL_LIST = "getVirtualItems";

async function answerAsCrowd(baseUrl: string, hangId: string) {
  for (let n = 1; n <= CROWD; n++) {
    const res = await fetch(`${baseUrl}/api/hangs/${hangId}/responses`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        guestName: `Crowd ${n}`,
        guestEmail: `crowd${n}@example.com`,
        isPublic: true,
        timeSlotAvailability: { [KEYS[0]]: "yes", [KEYS[1]]: "no" },
      }),
    });
    if (res.status !== 201) throw new Error(`Answering failed: ${res.status}`);
  }
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (_label, viewport) => {
  it("first loads only the first names, then shows all of a group a page at a time", async () => {
    const hang = await createHangViaApi(setup.server.url);
    await answerAsCrowd(setup.server.url, hang.id);
    const guest = await openPage(setup.browser, viewport);
    const apiBodies: string[] = [];
    const apiPaths: string[] = [];
    const scripts: string[] = [];
    const keep = async (res: Response) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith(".js")) scripts.push(await res.text().catch(() => ""));
      if (!url.pathname.startsWith("/api/")) return;
      apiPaths.push(url.pathname + url.search);
      apiBodies.push(await res.text().catch(() => ""));
    };
    guest.page.on("response", (res) => void keep(res));
    try {
      await guest.page.goto(hang.url);
      await dismissWelcome(guest.page);
      await see(guest.page, `Going (${CROWD})`);
      const firstLoad = apiBodies.join("\n");
      expect(apiPaths.some((p) => p.startsWith(`/api/hangs/${hang.id}/responses`))).toBe(false);
      expect(firstLoad).toContain(`Crowd ${FIRST_NAMES}"`);
      expect(firstLoad).not.toContain(`Crowd ${FIRST_NAMES + 1}"`);
      expect(firstLoad).not.toContain(`Crowd ${CROWD}"`);
      // Lighter for a cheap phone: the answer form checks itself without a schema or form library,
      // and the virtual list comes with "Show all".
      const firstScripts = scripts.join("\n");
      expect(scripts.length).toBeGreaterThan(0);
      expect(firstScripts).not.toContain(SCHEMA_LIBRARY);
      expect(firstScripts).not.toContain(FORM_LIBRARY);
      expect(firstScripts).not.toContain(VIRTUAL_LIST);

      await guest.page
        .getByRole("button", { name: `Show all (${CROWD})` })
        .first()
        .click();
      const list = guest.page.getByRole("region", { name: `Going (${CROWD})` });
      await list.waitFor();
      expect(await list.evaluate((el) => el === document.activeElement)).toBe(true);
      await see(guest.page, `Crowd ${FIRST_NAMES + 1}`);
      expect(scripts.join("\n")).toContain(VIRTUAL_LIST);
      // Virtualised: far fewer rows in the page than names in the group.
      expect(await list.getByRole("listitem").count()).toBeLessThan(CROWD / 2);
      await expectAccessible(guest.page, "all names of a group");

      // Scrolling to the end fetches the next page and shows the last guest.
      for (
        let i = 0;
        i < 10 && !(await guest.page.getByText(`Crowd ${CROWD}`, { exact: true }).count());
        i++
      ) {
        await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        await guest.page.waitForTimeout(150);
      }
      await guest.page.getByText(`Crowd ${CROWD}`, { exact: true }).waitFor();
      expect(apiPaths.filter((p) => p.includes("/summary/names")).length).toBeGreaterThanOrEqual(2);
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });
});
