// Friend groups as a signed-in host uses them: save groups from the panel, invite one group and two
// overlapping groups from the invite screen (each address mailed once, the invited skipped), save
// the invitees as a group, edit and delete; signed out, the panel offers sign-in; a lapsed session
// says so and opens the sign-in dialog. At phone and desktop widths, axe-clean in every state.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { mailCountTo } from "../support/dev-mailbox.ts";
import { createHang, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { expectAccessible, pageUnhidden } from "../support/guest-flow.ts";
import { focusedName, tabTo } from "../support/keyboard.ts";
import { signInAsNewAccount } from "../support/sign-in.ts";

const setup = serverAndBrowserForFile();

const mailCount = (address: string, atLeast: number) => mailCountTo(setup.server.url, address, atLeast);

const panel = (page: Page) => page.getByRole("list", { name: "Your friend groups" });

async function saveGroup(page: Page, name: string, emails: string[]) {
  await page.getByRole("button", { name: "New Group" }).click();
  const dialog = page.getByRole("dialog", { name: "New Friend Group" });
  await dialog.getByRole("textbox", { name: "Group name" }).fill(name);
  for (const email of emails) {
    await dialog.getByRole("textbox", { name: "Friend's email" }).fill(email);
    await dialog.getByRole("textbox", { name: "Friend's email" }).press("Enter");
  }
  await dialog.getByRole("button", { name: "Save Group" }).click();
  await see(page, "Friend group created!");
  await dialog.waitFor({ state: "detached" });
  await pageUnhidden(page);
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (label, viewport) => {
  it("saves friend groups and invites them in one tap, each address once", async () => {
    const host = await openPage(setup.browser, viewport);
    const { page } = host;
    const addr = (who: string) => `${who}-${label}@example.com`;
    try {
      await page.goto(`${setup.server.url}/`);
      // Signed out: the panel explains and opens the sign-in prompt.
      await see(page, "Sign in to save friend groups for quick invites");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      const prompt = page.getByRole("dialog", { name: "Sign in to save friend groups" });
      await prompt.waitFor();
      await expectAccessible(page, "sign-in prompt");
      await prompt.getByRole("button", { name: "Not now, I'll add emails manually" }).click();
      await prompt.waitFor({ state: "detached" });
      await pageUnhidden(page);

      await signInAsNewAccount(page, `Hana ${label}`, addr("hana"));
      await see(page, "No friend groups yet. Save the people you invite often.");
      await page.getByRole("button", { name: "New Group" }).click();
      const dialog = page.getByRole("dialog", { name: "New Friend Group" });
      await dialog.getByRole("button", { name: "Save Group" }).click();
      await dialog.getByText("Group name is required").waitFor();
      await dialog.getByRole("textbox", { name: "Group name" }).fill("Brunch crew");
      await dialog.getByRole("button", { name: "Save Group" }).click();
      await see(page, "Add some friends");
      await see(page, "Please add at least one email to the group.");
      const email = dialog.getByRole("textbox", { name: "Friend's email" });
      await email.fill(addr("ana"));
      await email.press("Enter");
      await email.fill(addr("ben"));
      await dialog.getByRole("button", { name: "Add", exact: true }).click();
      await email.fill(addr("ANA"));
      await email.press("Enter");
      expect(await dialog.getByRole("listitem").count()).toBe(2);
      await expectAccessible(page, "friend-group dialog");
      await dialog.getByRole("button", { name: "Save Group" }).click();
      await see(page, "Friend group created!");
      await panel(page).getByText("Brunch crew").waitFor();

      await saveGroup(page, "Climbers", [addr("ben"), addr("cat")]);
      await expectAccessible(page, "create page with friend groups");

      await createHang(page, setup.server.url, `Dim sum at ${label} width`);
      // Two overlapping groups: ben is in both and gets one invitation.
      await panel(page).getByRole("checkbox", { name: "Choose Brunch crew" }).click();
      await panel(page).getByRole("checkbox", { name: "Choose Climbers" }).click();
      await page.getByRole("button", { name: "Invite Chosen Groups (2)" }).click();
      await see(page, "Invites sent!");
      await see(page, "3 invitations are on their way.");
      const invited = page.getByRole("list", { name: "Invited" });
      for (const who of ["ana", "ben", "cat"]) await invited.getByText(addr(who)).waitFor();

      // The same group again: everyone is already invited, nothing is sent.
      await panel(page)
        .getByRole("listitem")
        .filter({ hasText: "Brunch crew" })
        .getByRole("button", { name: "Invite This Group" })
        .click();
      await see(page, "Everyone in this group is already invited");
      for (const who of ["ana", "ben", "cat"]) expect(await mailCount(addr(who), 1), who).toBe(1);
      await expectAccessible(page, "invite screen with friend groups");

      // The invitees become a group of their own.
      await page.getByRole("button", { name: "Save as Group" }).click();
      const saveAs = page.getByRole("dialog", { name: "Save as Group" });
      expect(await saveAs.getByRole("listitem").count()).toBe(3);
      await saveAs.getByRole("textbox", { name: "Group name" }).fill("Dim sum gang");
      await saveAs.getByRole("button", { name: "Save Group" }).click();
      await see(page, "Friend group saved!");
      await panel(page).getByText("Dim sum gang").waitFor();

      // Edit, then delete.
      await panel(page).getByRole("button", { name: "Edit Climbers" }).click();
      const edit = page.getByRole("dialog", { name: "Edit Friend Group" });
      await edit.getByRole("textbox", { name: "Group name" }).fill("Climbing crew");
      await edit.getByRole("button", { name: "Save Group" }).click();
      await see(page, "Friend group updated!");
      await panel(page).getByText("Climbing crew").waitFor();
      await panel(page).getByRole("button", { name: "Delete Brunch crew" }).click();
      await page
        .getByRole("dialog", { name: "Delete Brunch crew?" })
        .getByRole("button", { name: "Delete Friend Group" })
        .click();
      await see(page, "Friend group deleted");
      await panel(page).getByText("Brunch crew").waitFor({ state: "detached" });

      // The session lapses: the next save says so, then the sign-in dialog opens.
      await page.context().clearCookies();
      await page.getByRole("button", { name: "New Group" }).click();
      const late = page.getByRole("dialog", { name: "New Friend Group" });
      await late.getByRole("textbox", { name: "Group name" }).fill("Too late");
      await late.getByRole("textbox", { name: "Friend's email" }).fill(addr("dan"));
      await late.getByRole("textbox", { name: "Friend's email" }).press("Enter");
      await late.getByRole("button", { name: "Save Group" }).click();
      await see(page, "Unauthorized");
      await see(page, "You are logged out. Logging in again...");
      await page.getByRole("dialog", { name: "Sign in to save friend groups" }).waitFor();
      await expectAccessible(page, "sign-in dialog after the session lapsed");
      // The only failures are the lapsed session's 401s on friend-group calls.
      expect(host.errors).toEqual([]);
      expect(host.failedRequests.length).toBeGreaterThan(0);
      for (const failed of host.failedRequests)
        expect(failed).toMatch(/^401 (POST|GET) \/api\/friend-groups$/);
    } finally {
      await host.close();
    }
    // A long journey through several screens; slow when the machine is busy.
  }, 180_000);
});

describe("with the keyboard alone", () => {
  it("makes, renames and deletes a friend group, the focus going back to the button that opened each dialog", async () => {
    const host = await openPage(setup.browser, DESKTOP);
    const { page } = host;
    const onPage = () => page.evaluate(() => document.activeElement !== document.body);
    try {
      await page.goto(`${setup.server.url}/`);
      await signInAsNewAccount(page, "Kai Keys", "kai-keys@example.com");
      await see(page, "No friend groups yet. Save the people you invite often.");
      await tabTo(page, "New Group");
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "New Friend Group" });
      await expect.poll(() => focusedName(page)).toBe("Group name");
      await page.keyboard.type("Keys crew");
      await tabTo(page, "Friend's email");
      await page.keyboard.type("lea-keys@example.com");
      await page.keyboard.press("Enter");
      await dialog.getByText("lea-keys@example.com").waitFor();
      await tabTo(page, "Save Group");
      await page.keyboard.press("Enter");
      await see(page, "Friend group created!");
      await dialog.waitFor({ state: "detached" });
      await expect.poll(onPage).toBe(true);

      await panel(page).getByText("Keys crew").waitFor();
      await tabTo(page, "Edit Keys crew");
      await page.keyboard.press("Enter");
      const edit = page.getByRole("dialog", { name: "Edit Friend Group" });
      await expect.poll(() => focusedName(page)).toBe("Group name");
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("Key crew");
      await tabTo(page, "Save Group");
      await page.keyboard.press("Enter");
      await see(page, "Friend group updated!");
      await edit.waitFor({ state: "detached" });
      await expect.poll(() => focusedName(page)).toBe("Edit Key crew");

      await tabTo(page, "Delete Key crew");
      await page.keyboard.press("Enter");
      const confirm = page.getByRole("dialog", { name: "Delete Key crew?" });
      await expect.poll(() => focusedName(page)).toBe("Keep it");
      await page.keyboard.press("Escape");
      await confirm.waitFor({ state: "detached" });
      await expect.poll(() => focusedName(page)).toBe("Delete Key crew");
      await page.keyboard.press("Enter");
      await tabTo(page, "Delete Friend Group");
      await page.keyboard.press("Enter");
      await see(page, "Friend group deleted");
      await see(page, "No friend groups yet. Save the people you invite often.");
      // The row is gone with its buttons: the focus lands on the panel, not the page's body.
      await expect.poll(onPage).toBe(true);
    } finally {
      await host.close();
    }
  });
});
