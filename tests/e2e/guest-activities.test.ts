// Activity suggestions and votes as guests use them: the original activity from the host, the
// notice until a name and e-mail are given, the suggestion dialog and its checks, votes that
// change and stay highlighted for their voter only, and suggestions that look like HTML staying
// text. At phone and desktop widths.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import {
  createHangViaApi,
  dismissWelcome,
  expectAccessible,
  fillGuest,
  pageUnhidden,
} from "../support/guest-flow.ts";

const setup = serverAndBrowserForFile();
const NOTICE = "Fill out your name and email above to vote on activities and suggest alternatives!";
const PAYLOAD = `<script>document.title='pwned'</script><b>Escape room</b>`;

const panel = (page: Page) => page.getByRole("heading", { name: "What should we do?" });
const item = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });
const voteButton = (page: Page, title: string, label: string) =>
  item(page, title).getByRole("button", { name: new RegExp(`^${label}`) });

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (label, viewport) => {
  it("suggests an alternative and votes, one changeable vote per guest", async () => {
    const hang = await createHangViaApi(setup.server.url, {
      name: `Ideas at ${label} width`,
      allowActivitySuggestions: true,
    });
    const gita = await openPage(setup.browser, viewport);
    const vic = await openPage(setup.browser, viewport);
    const page = gita.page;
    try {
      await page.goto(hang.url);
      await dismissWelcome(page);
      await panel(page).waitFor();
      await see(page, NOTICE);
      // The original activity, from the host, takes no votes.
      const original = item(page, "Original");
      await original.getByText("Coffee").waitFor();
      await original.getByText("Suggested by Hana Host").waitFor();
      expect(await original.getByRole("button").count()).toBe(0);
      const suggest = page.getByRole("button", { name: "Suggest an alternative" });
      expect(await suggest.isDisabled()).toBe(true);

      await fillGuest(page, "Guest", "gita@example.com", false);
      await see(page, NOTICE); // "Guest" is no name
      await fillGuest(page, "Gita", "gita@example.com", false);
      await page.getByText(NOTICE).waitFor({ state: "detached" });

      await suggest.click();
      const dialog = page.getByRole("dialog", { name: "Suggest an alternative" });
      await dialog.waitFor();
      await expectAccessible(page, "suggestion dialog");
      await dialog.getByRole("button", { name: "Add Suggestion" }).click();
      await see(page, "Please select an activity");
      await see(page, "What would you like to suggest?");
      await dialog.getByRole("combobox", { name: "Activity" }).selectOption("other");
      await dialog.getByRole("button", { name: "Add Suggestion" }).click();
      await see(page, "Please describe your activity");
      await see(page, "What would you like to do?");
      await dialog.getByRole("textbox", { name: "What's the activity?" }).fill(PAYLOAD);
      await dialog
        .getByRole("textbox", { name: "Details (optional)" })
        .fill("Downtown, <i>cheap</i> on Fridays");
      await dialog.getByRole("button", { name: "Add Suggestion" }).click();
      await see(page, "Suggestion added!");
      await dialog.waitFor({ state: "detached" });
      await pageUnhidden(page);

      const idea = item(page, "Escape room");
      await idea.getByText(PAYLOAD, { exact: true }).waitFor();
      await idea.getByText("Downtown, <i>cheap</i> on Fridays").waitFor();
      await idea.getByText("Suggested by Gita").waitFor();
      expect(await page.locator("b", { hasText: "Escape room" }).count()).toBe(0);
      expect(await page.title()).not.toBe("pwned");

      await voteButton(page, "Escape room", "Love this!").click();
      await see(page, "Vote counted!");
      await expect
        .poll(() => voteButton(page, "Escape room", "Love this!").getAttribute("aria-pressed"))
        .toBe("true");
      await voteButton(page, "Escape room", "Not for me").click();
      await expect
        .poll(() => voteButton(page, "Escape room", "Not for me").getAttribute("aria-pressed"))
        .toBe("true");
      expect(await voteButton(page, "Escape room", "Love this!").getAttribute("aria-pressed")).toBe("false");
      expect(await voteButton(page, "Escape room", "Not for me").textContent()).toContain("1");

      await expectAccessible(page, "RSVP view with the activity panel");

      // Another guest sees the count, not Gita's choice, and votes once they say who they are.
      await vic.page.goto(hang.url);
      await dismissWelcome(vic.page);
      await item(vic.page, "Escape room").waitFor();
      // The votes arrive in their own request, a moment after the suggestions.
      await expect.poll(() => voteButton(vic.page, "Escape room", "Not for me").textContent()).toContain("1");
      expect(await voteButton(vic.page, "Escape room", "Not for me").getAttribute("aria-pressed")).toBe(
        "false",
      );
      expect(await voteButton(vic.page, "Escape room", "It's okay").isDisabled()).toBe(true);
      await fillGuest(vic.page, "Vic", "vic@example.com", false);
      await voteButton(vic.page, "Escape room", "It's okay").click();
      await see(vic.page, "Vote counted!");
      await expect
        .poll(() => voteButton(vic.page, "Escape room", "It's okay").getAttribute("aria-pressed"))
        .toBe("true");

      // Someone typing Gita's address cannot change her vote.
      await fillGuest(vic.page, "Vic", "gita@example.com", false);
      await voteButton(vic.page, "Escape room", "Love this!").click();
      await see(vic.page, "Oops! That didn't work");
      expect(vic.failedRequests).toEqual([expect.stringMatching(/^409 POST .+\/activity-votes$/)]);
      vic.failedRequests.length = 0;

      // Gita's vote is still hers after a reload (the browser keeps its voter key).
      await page.reload();
      await fillGuest(page, "Gita", "gita@example.com", false);
      await expect
        .poll(() => voteButton(page, "Escape room", "Not for me").getAttribute("aria-pressed"))
        .toBe("true");
      // Pressing her vote again takes it back; her own suggestion is hers to remove (nobody else's).
      await voteButton(page, "Escape room", "Not for me").click();
      await see(page, "Vote removed");
      await expect
        .poll(() => voteButton(page, "Escape room", "Not for me").getAttribute("aria-pressed"))
        .toBe("false");
      const removeIdea = page.getByRole("button", { name: /^Remove your suggestion/ });
      expect(await removeIdea.count()).toBe(1);
      expect(await vic.page.getByRole("button", { name: /^Remove your suggestion/ }).count()).toBe(0);
      await expectAccessible(page, "activity panel with a suggestion of one's own");
      await removeIdea.click();
      await see(page, "Suggestion removed");
      await item(page, "Escape room").waitFor({ state: "detached" });
      expectClean(gita, vic);
    } finally {
      await Promise.all([gita.close(), vic.close()]);
    }
  });

  it("shows no panel when the hang does not take suggestions", async () => {
    const hang = await createHangViaApi(setup.server.url, { name: `No ideas at ${label} width` });
    const guest = await openPage(setup.browser, viewport);
    try {
      await guest.page.goto(hang.url);
      await dismissWelcome(guest.page);
      await see(guest.page, "Hosted by Hana Host");
      expect(await panel(guest.page).count()).toBe(0);
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });
});
