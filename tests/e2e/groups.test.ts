// A group run by several signed-in people, each in their own browser: the creator invites a member
// and an admin (mailed), the invitees sign in, open the group and see only the invitation until
// they press "Join group", the admin changes a role, the member only views (and plans no hangs),
// nobody can touch the creator, an outsider sees "Group not found"; the creator edits and deletes
// the group. Creator at desktop width, the others at phone width.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE, type WatchedPage } from "../support/browser.ts";
import { mailCountTo } from "../support/dev-mailbox.ts";
import { createHang, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { expectAccessible } from "../support/guest-flow.ts";
import { expectPhoneFriendly } from "../support/phone-checks.ts";
import { signInAsNewAccount } from "../support/sign-in.ts";

const setup = serverAndBrowserForFile();

const mailCount = (address: string, atLeast: number) => mailCountTo(setup.server.url, address, atLeast);

/** A person's own browser, signed in through the chooser on the given page. */
async function signedIn(
  viewport: typeof PHONE,
  name: string,
  email: string,
  path: string,
): Promise<WatchedPage> {
  const person = await openPage(setup.browser, viewport);
  await person.page.goto(`${setup.server.url}${path}`);
  if (path !== "/") await person.page.getByRole("heading", { name: "Group not found" }).waitFor();
  await signInAsNewAccount(person.page, name, email);
  return person;
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

/** The invitation on the group page, then "Join group": the group opens with its title focused. */
async function join(page: Page, groupName: string) {
  await page.getByRole("heading", { name: groupName }).waitFor();
  await see(page, "Ana Creator invited you to join this group");
  await page.getByRole("button", { name: "Join group" }).click();
  await see(page, `You joined ${groupName}!`);
  await page.getByRole("tab", { name: "Overview" }).waitFor();
  await expect
    .poll(() => page.evaluate(() => [document.activeElement?.tagName, document.activeElement?.textContent]))
    .toEqual(["H1", groupName]);
}

describe("a group with members and roles", () => {
  it("is run by its creator and admins, viewed by members and hidden from outsiders", async () => {
    const people: WatchedPage[] = [];
    try {
      const ana = await signedIn(DESKTOP, "Ana Creator", "ana@example.com", "/");
      people.push(ana);
      const created = await ana.page.evaluate(async () => {
        const res = await fetch("/api/groups", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: "Climbing crew", description: "Tuesdays at the wall" }),
        });
        return (await res.json()) as { id: string };
      });
      const groupPath = `/groups/${created.id}`;
      const page = ana.page;
      await page.goto(`${setup.server.url}${groupPath}`);
      await page.getByRole("heading", { name: "Climbing crew" }).waitFor();
      await see(page, "Group overview");
      await expectAccessible(page, "group overview");
      await tab(page, "Settings").click();
      await page.getByRole("heading", { name: "Name and description" }).waitFor();
      await see(page, "Tuesdays at the wall");
      await page.getByRole("heading", { name: "Delete this group" }).waitFor();
      await expectAccessible(page, "settings tab");

      // Invite Members: the dialog's refusals, then a member and an admin.
      await tab(page, "Members").click();
      await page.getByRole("button", { name: "Invite Members" }).click();
      const dialog = page.getByRole("dialog", { name: "Invite Members" });
      await dialog.getByRole("button", { name: "Send Invitations" }).click();
      await see(page, "No invitations to send");
      await dialog.getByRole("button", { name: "Add to List" }).click();
      await dialog.getByText("Name is required").waitFor();
      await dialog.getByText("Valid email is required").waitFor();
      await dialog.getByRole("textbox", { name: "Name" }).fill("Ben Member");
      await dialog.getByRole("textbox", { name: "Email" }).fill("ben@example.com");
      await dialog.getByRole("button", { name: "Add to List" }).click();
      await dialog.getByRole("textbox", { name: "Name" }).fill("Ben Again");
      await dialog.getByRole("textbox", { name: "Email" }).fill("BEN@example.com");
      await dialog.getByRole("button", { name: "Add to List" }).click();
      await see(page, "This person is already in your invite list.");
      await dialog.getByRole("textbox", { name: "Name" }).fill("Cleo Admin");
      await dialog.getByRole("textbox", { name: "Email" }).fill("cleo@example.com");
      await dialog.getByRole("combobox", { name: "Role" }).click();
      await page.getByRole("option", { name: "Admin" }).click();
      await dialog.getByRole("button", { name: "Add to List" }).click();
      await expectAccessible(page, "invite members dialog");
      await dialog.getByRole("textbox", { name: "Name" }).fill("Dan Maybe");
      await dialog.getByRole("textbox", { name: "Email" }).fill("dan@example.com");
      await dialog.getByRole("button", { name: "Add to List" }).click();
      await dialog.getByRole("button", { name: "Send Invitations" }).click();
      await see(page, "Invitations sent!");
      await page.getByRole("list", { name: "Pending invites (3)" }).waitFor();
      // A pending invitation can be cancelled.
      await page.getByRole("button", { name: "Manage Dan Maybe" }).click();
      await page.getByRole("menuitem", { name: "Cancel Invite" }).click();
      const cancelInvite = page.getByRole("dialog", { name: "Cancel the invitation to Dan Maybe?" });
      await expectAccessible(page, "cancel invite confirm");
      await cancelInvite.getByRole("button", { name: "Cancel Invite" }).click();
      await see(page, "Member removed");
      const pending = page.getByRole("list", { name: "Pending invites (2)" });
      await pending.getByText("ben@example.com").waitFor();
      expect(await mailCount("ben@example.com", 1)).toBe(1);
      expect(await mailCount("cleo@example.com", 1)).toBe(1);
      await expectAccessible(page, "members tab");

      // Ben signs in with the invited address and opens the group: an invitation that names the
      // group, who started it and its size, and nobody's details, until he presses "Join group".
      const ben = await signedIn(PHONE, "Ben Member", "ben@example.com", groupPath);
      people.push(ben);
      await ben.page.getByRole("button", { name: "Join group" }).waitFor();
      await see(ben.page, "It has 1 member.");
      await ben.page.getByRole("button", { name: "Decline" }).waitFor();
      expect(await ben.page.getByText("ana@example.com").count()).toBe(0);
      expect(await tab(ben.page, "Members").count()).toBe(0);
      await expectAccessible(ben.page, "group invitation");
      await expectPhoneFriendly(ben.page, "group invitation");
      // Only looking at it joined nothing: the creator still sees Ben as invited.
      await page.reload();
      await tab(page, "Members").click();
      await page.getByRole("list", { name: "Pending invites (2)" }).getByText("ben@example.com").waitFor();
      await join(ben.page, "Climbing crew");
      await expectAccessible(ben.page, "group just joined");
      await expectPhoneFriendly(ben.page, "group just joined");
      // He is a member, and only views: no managing, and no planning hangs for the group.
      expect(await ben.page.getByRole("button", { name: "Manage" }).count()).toBe(0);
      expect(await tab(ben.page, "Settings").count()).toBe(0);
      await tab(ben.page, "Members").click();
      await ben.page.getByRole("list", { name: "Members (2)" }).getByText("Ben Member").waitFor();
      expect(await ben.page.getByRole("button", { name: /^Manage / }).count()).toBe(0);
      await expectAccessible(ben.page, "members tab as a member");
      await tab(ben.page, "Hangs").click();
      await see(ben.page, "No upcoming hangs.");
      expect(await ben.page.getByRole("tabpanel").getByRole("link", { name: "Create Hang" }).count()).toBe(0);

      // Cleo, invited as admin, changes Ben's role; the creator has no menu.
      const cleo = await signedIn(PHONE, "Cleo Admin", "cleo@example.com", groupPath);
      people.push(cleo);
      await see(cleo.page, "invited you to join this group as an admin");
      await join(cleo.page, "Climbing crew");
      await tab(cleo.page, "Members").click();
      await cleo.page.getByRole("button", { name: "Manage Ben Member" }).click();
      await cleo.page.getByRole("menuitem", { name: "Make Admin" }).click();
      await see(cleo.page, "Role updated");
      expect(await cleo.page.getByRole("button", { name: /^Manage Ana/ }).count()).toBe(0);

      // A hang planned for the group: the invite screen invites its members; the Hangs tab lists it.
      await tab(page, "Hangs").click();
      await page.getByRole("tabpanel").getByRole("link", { name: "Create Hang" }).click();
      await page.waitForURL(/\/create\?groupId=/);
      const createPath = new URL(page.url()).pathname + new URL(page.url()).search;
      await createHang(page, setup.server.url, "Group dim sum", { path: createPath });
      await page.getByRole("button", { name: "Invite the group (3)" }).click();
      await see(page, "3 invitations are on their way.");
      expect(await mailCount("ben@example.com", 2)).toBe(2);
      await page.goto(`${setup.server.url}${groupPath}`);
      await tab(page, "Hangs").click();
      const upcoming = page.getByRole("list", { name: "upcoming hangs" });
      await upcoming.getByText("Group dim sum").waitFor();
      await upcoming.getByText("Planning", { exact: true }).waitFor();
      await expectAccessible(page, "hangs tab");

      // An outsider learns nothing.
      const eve = await signedIn(PHONE, "Eve Outsider", "eve@example.com", groupPath);
      people.push(eve);
      await eve.page.getByRole("heading", { name: "Group not found" }).waitFor();
      await eve.page.getByRole("link", { name: "Go Home" }).waitFor();
      await expectAccessible(eve.page, "group not found");

      // The creator edits: a blank name is refused, no change just closes, a change is saved.
      await page.getByRole("button", { name: "Manage", exact: true }).click();
      await page.getByRole("menuitem", { name: "Edit Group" }).click();
      const edit = page.getByRole("dialog", { name: "Edit Group" });
      await edit.getByRole("textbox", { name: "Group name" }).fill("x".repeat(101));
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await edit.getByText("Group name must be less than 100 characters").waitFor();
      await edit.getByRole("textbox", { name: "Group name" }).fill(" ");
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await edit.getByText("Group name is required").waitFor();
      await edit.getByRole("textbox", { name: "Group name" }).fill("Climbing crew");
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await edit.waitFor({ state: "detached" });
      // The Settings tab opens the same dialog.
      await tab(page, "Settings").click();
      await page.getByRole("tabpanel").getByRole("button", { name: "Edit Group" }).click();
      await edit.getByRole("textbox", { name: "Group name" }).fill("Bouldering crew");
      await expectAccessible(page, "edit group dialog");
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await see(page, "Group updated");
      await page.getByRole("heading", { name: "Bouldering crew" }).waitFor();
      await page.getByRole("tabpanel").getByText("Bouldering crew").waitFor();

      // Deleting asks first; then the group is gone for its members too.
      await page.getByRole("button", { name: "Manage", exact: true }).click();
      await page.getByRole("menuitem", { name: "Delete Group" }).click();
      const confirm = page.getByRole("dialog", { name: "Delete Group" });
      await expectAccessible(page, "delete group confirm");
      await confirm.getByRole("button", { name: "Delete Group" }).click();
      await see(page, "Group deleted");
      await ben.page.reload();
      await ben.page.getByRole("heading", { name: "Group not found" }).waitFor();

      for (const person of people) expect(person.errors).toEqual([]);
    } finally {
      for (const person of people) await person.close();
    }
    // A long journey through several screens; slow when the machine is busy.
  }, 180_000);
});
