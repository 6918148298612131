// A capacity-2 hang fills up: the third guest sees the full warning and FULL in place of Available,
// chooses "Put me on the waitlist" (a Maybe stays a Maybe, decision 0065), says Available and waits
// first in line; a guest whose page missed the hang filling (no live
// updates) is refused with the spec's toast; when a confirmed guest drops out, the first in line gets the spot and an e-mail
// (read from a real SMTP sink). At phone and desktop widths.
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverSinkAndBrowserForFile } from "../support/e2e.ts";
import { answerAll, createHangViaApi, dismissWelcome, slotGroups } from "../support/guest-flow.ts";

const setup = serverSinkAndBrowserForFile();

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (label, viewport) => {
  it("fills, shows FULL and the waitlist, refuses a late yes, and promotes the first in line", async () => {
    const name = `Sushi for two at ${label} width`;
    const hang = await createHangViaApi(setup.server.url, { name, maxCapacity: 2 });
    const [ana, ben, late, cy] = await Promise.all([
      openPage(setup.browser, viewport),
      openPage(setup.browser, viewport),
      openPage(setup.browser, viewport),
      openPage(setup.browser, viewport),
    ]);
    const email = (who: string) => `${who}-${label}@example.com`;
    try {
      // Lee's page gets no live updates (its event stream answers 204: do not reconnect), so it
      // stays as loaded, with a spot left, like a page whose connection is down.
      await late.page.route(/\/events$/, (route) => route.fulfill({ status: 204 }));
      for (const page of [ana.page, late.page]) {
        await page.goto(hang.url);
        await dismissWelcome(page);
      }
      await answerAll(ana.page, "Available", { name: "Ana", email: email("ana"), isPublic: true });
      await ana.page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();

      // Late loaded with one spot left; Ben takes it first.
      await ben.page.goto(hang.url);
      await dismissWelcome(ben.page);
      await answerAll(ben.page, "Available", { name: "Ben", email: email("ben"), isPublic: true });
      await ben.page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      await answerAll(late.page, "Available", { name: "Lee", email: email("lee") });
      await see(late.page, "This hang is full!");
      await see(late.page, 'All 2 spots are taken. You can respond "Maybe" in case spots open up.');
      expect(late.failedRequests).toEqual([expect.stringMatching(/^409 POST \/api\/hangs\/.+\/responses$/)]);
      late.failedRequests.length = 0;
      // The page now knows: FULL in place of Available.
      await slotGroups(late.page).nth(0).getByRole("button", { name: "FULL" }).waitFor();

      await cy.page.goto(hang.url);
      await dismissWelcome(cy.page);
      await see(cy.page, "This hang is full!");
      await see(cy.page, "All 2 spots are taken. You can still respond Maybe or No in case spots open up.");
      await slotGroups(cy.page).first().waitFor();
      for (const slot of await slotGroups(cy.page).all()) {
        expect(await slot.getByRole("button", { name: "FULL" }).isDisabled()).toBe(true);
        expect(await slot.getByRole("button", { name: "Available", exact: true }).count()).toBe(0);
      }
      // Waiting is an explicit choice: it makes Available pressable again on the full times.
      await cy.page.getByRole("checkbox", { name: "Put me on the waitlist" }).check();
      await slotGroups(cy.page).first().getByRole("button", { name: "Available", exact: true }).waitFor();
      await answerAll(cy.page, "Available", { name: "Cy", email: email("cy"), isPublic: true });
      await cy.page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      await see(cy.page, "You're #1 on the waitlist.");

      // Ana drops out: Cy is in and hears about it.
      // "Change my answer" on the thanks screen opens her answer's form at once.
      await ana.page.getByRole("button", { name: "Change my answer" }).click();
      await ana.page.getByRole("heading", { name: "Edit your response" }).waitFor();
      await slotGroups(ana.page).first().waitFor();
      for (const slot of await slotGroups(ana.page).all()) {
        await slot.getByRole("button", { name: "Not Available", exact: true }).click();
      }
      await ana.page.getByRole("button", { name: "Update Response" }).click();
      await see(ana.page, "Response updated!");

      const mail = await setup.sink.waitForMail(email("cy"), `A spot opened up: you're in for ${name}!`);
      expect(mail.text).toContain("Good news, Cy: you're in!");
      const editLink = mail.text.match(/https?:\/\/\S+\?response=\S+/)?.[0];
      expect(editLink).toBeDefined();

      await cy.page.reload();
      await cy.page.getByRole("heading", { name: "Your answer" }).waitFor();
      await see(cy.page, "I'm in");
      expect(await cy.page.getByText("on the waitlist").count()).toBe(0);
      // Cy holds a spot now: told so, not that the hang is full.
      await see(cy.page, "You have a spot! You're one of the 2 confirmed guests.");
      expect(await cy.page.getByText("This hang is full!").count()).toBe(0);
      // Cy's own answer is public here; "You" to Cy all the same.
      await cy.page.getByRole("heading", { name: "Who's responded so far" }).waitFor();
      expect(await cy.page.getByText("You", { exact: true }).count()).toBeGreaterThan(0);
      expect(setup.sink.to(email("late")).filter((m) => m.subject.startsWith("A spot"))).toEqual([]);
      expectClean(ana, ben, late, cy);
    } finally {
      await Promise.all([ana, ben, late, cy].map((p) => p.close()));
    }
  });
});
