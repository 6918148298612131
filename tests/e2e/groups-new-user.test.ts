// Groups and friend groups as a new user meets them, at phone and desktop widths: a person typed
// into Invite Members (or an address typed into a friend group) is not dropped; a friend group is
// a private address list that never turns up as an empty group; removing a member or deleting a
// friend group asks first and puts the focus somewhere that still exists; signed out, a group is
// "Group not found"; deleting a group asks nothing more of the server. Axe-clean in each state.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE, type WatchedPage } from "../support/browser.ts";
import { mailCountTo } from "../support/dev-mailbox.ts";
import { see, serverAndBrowserForFile } from "../support/e2e.ts";
import { expectAccessible, pageUnhidden } from "../support/guest-flow.ts";
import { signInAsNewAccount } from "../support/sign-in.ts";

const setup = serverAndBrowserForFile();

const mailCount = (address: string, atLeast: number) => mailCountTo(setup.server.url, address, atLeast);

/** What has the focus, as a person using a screen reader would hear it named. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute("aria-label") || el?.textContent?.trim() || el?.tagName;
  });

/** A call from inside the signed-in page, with its session. */
function callApi<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([method, url, body]) => {
      const res = await fetch(url, {
        method,
        headers: { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.status === 204 ? null : res.json();
    },
    [method, url, body] as const,
  ) as Promise<T>;
}

const tab = (page: Page, name: string | RegExp) => page.getByRole("tab", { name });
const friendPanel = (page: Page) => page.getByRole("list", { name: "Your friend groups" });

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("at %s width", (label, viewport) => {
  const addr = (who: string) => `${who}-${label}@new-user.example.com`;

  it("keeps friend groups as address lists, apart from groups, and deletes one only when asked", async () => {
    const hana = await openPage(setup.browser, viewport);
    const { page } = hana;
    try {
      await page.goto(`${setup.server.url}/`);
      await signInAsNewAccount(page, `Hana ${label}`, addr("hana"));

      // The address typed in but not added is saved with the group.
      await page.getByRole("button", { name: "New Group" }).click();
      const dialog = page.getByRole("dialog", { name: "New Friend Group" });
      await dialog.getByText("Only you see this list: nobody on it is told.").waitFor();
      await dialog.getByRole("textbox", { name: "Group name" }).fill("Brunch crew");
      await dialog.getByRole("textbox", { name: "Friend's email" }).fill(addr("ana"));
      await dialog.getByRole("button", { name: "Add", exact: true }).click();
      await dialog.getByRole("textbox", { name: "Friend's email" }).fill(addr("ben"));
      await dialog.getByRole("button", { name: "Save Group" }).click();
      await see(page, "Friend group created!");
      await friendPanel(page)
        .getByText(`${addr("ana")}, ${addr("ben")}`)
        .waitFor();
      // Half an address is not saved: the field says why and the dialog stays.
      await page.getByRole("button", { name: "New Group" }).click();
      await dialog.getByRole("textbox", { name: "Group name" }).fill("Typo crew");
      await dialog.getByRole("textbox", { name: "Friend's email" }).fill("cat@");
      await dialog.getByRole("button", { name: "Save Group" }).click();
      await dialog.getByText("Valid email is required").waitFor();
      await expectAccessible(page, "friend-group dialog with a bad address");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });
      await pageUnhidden(page);
      const lists = await callApi<{ id: string; name: string }[]>(page, "GET", "/api/friend-groups");
      expect(lists.map((l) => l.name)).toEqual(["Brunch crew"]);

      // The dashboard's Groups tab holds groups only: not the friend group.
      await page.goto(`${setup.server.url}/dashboard`);
      await tab(page, "Groups (0)").click();
      await see(page, "No groups yet. Create one for the people you hang out with.");
      await see(page, "Your friend groups (saved lists of addresses) are on the create screen.");
      await expectAccessible(page, "empty groups tab");
      await page.getByRole("button", { name: "Create Group" }).click();
      const create = page.getByRole("dialog", { name: "Create Group" });
      await create.getByRole("textbox", { name: "Group name" }).fill("Book club");
      await create.getByRole("textbox", { name: "Description (optional)" }).fill("First Sundays");
      await expectAccessible(page, "create group dialog");
      await create.getByRole("button", { name: "Create Group" }).click();
      await see(page, "Group created successfully!");
      await tab(page, "Groups (1)").waitFor();
      const groups = page.getByRole("list", { name: "Your groups" });
      await groups.getByText("First Sundays").waitFor();
      expect(await groups.getByRole("link").count()).toBe(1);
      expect(await page.getByText("Brunch crew").count()).toBe(0);
      await pageUnhidden(page);
      await expectAccessible(page, "groups tab with a group");
      await groups.getByRole("link", { name: /Book club/ }).click();
      await page.getByRole("heading", { name: "Book club" }).waitFor();
      await tab(page, "Members").click();
      await page.getByRole("list", { name: "Members (1)" }).waitFor();

      // A friend group has no group page, not even for its owner.
      await page.goto(`${setup.server.url}/groups/${lists[0]!.id}`);
      await page.getByRole("heading", { name: "Group not found" }).waitFor();
      await expectAccessible(page, "friend group as a group page");

      // Deleting a friend group asks first; keeping it gives the focus back to its trash button.
      await page.goto(`${setup.server.url}/`);
      const trash = friendPanel(page).getByRole("button", { name: "Delete Brunch crew" });
      await trash.click();
      const confirm = page.getByRole("dialog", { name: "Delete Brunch crew?" });
      await confirm.getByText("Nobody on it is told").waitFor();
      await expectAccessible(page, "delete friend group confirm");
      await confirm.getByRole("button", { name: "Keep it" }).click();
      await confirm.waitFor({ state: "detached" });
      await pageUnhidden(page);
      await expect.poll(() => focused(page)).toBe("Delete Brunch crew");
      await friendPanel(page).getByText("Brunch crew").waitFor();
      await trash.click();
      await confirm.getByRole("button", { name: "Delete Friend Group" }).click();
      await see(page, "Friend group deleted");
      await confirm.waitFor({ state: "detached" });
      await see(page, "No friend groups yet. Save the people you invite often.");
      await expect.poll(() => focused(page)).toBe("New Group");
      // Nobody was told about the friend group: its addresses got no mail.
      expect(await mailCount(addr("ana"), 0)).toBe(0);

      // The only failure is the friend group's id asked for as a group.
      expect(hana.errors).toEqual([]);
      expect(hana.failedRequests).toEqual([`404 GET /api/groups/${lists[0]!.id}`]);
    } finally {
      await hana.close();
    }
  }, 180_000);

  it("invites the person typed in, removes a member only when asked, and deletes the group cleanly", async () => {
    const people: WatchedPage[] = [];
    try {
      const ana = await openPage(setup.browser, viewport);
      people.push(ana);
      const { page } = ana;
      await page.goto(`${setup.server.url}/`);
      await signInAsNewAccount(page, `Ana ${label}`, addr("ana-creator"));
      const group = await callApi<{ id: string }>(page, "POST", "/api/groups", { name: `Climbers ${label}` });
      const groupPath = `/groups/${group.id}`;

      // Signed out, the group is not found; the page says how someone invited gets in.
      const ben = await openPage(setup.browser, viewport);
      people.push(ben);
      await ben.page.goto(`${setup.server.url}${groupPath}`);
      await ben.page.getByRole("heading", { name: "Group not found" }).waitFor();
      await see(ben.page, "Invited to a group? Use Sign In at the top");
      await expectAccessible(ben.page, "group signed out");

      // Invite Members: the person in the fields is invited without "Add to List".
      await page.goto(`${setup.server.url}${groupPath}`);
      await tab(page, "Members").click();
      await page.getByRole("button", { name: "Invite Members" }).click();
      const invite = page.getByRole("dialog", { name: "Invite Members" });
      await invite.getByRole("textbox", { name: "Name" }).fill("Ben Member");
      await invite.getByRole("button", { name: "Send Invitations" }).click();
      await invite.getByText("Valid email is required").waitFor();
      const emailField = invite.getByRole("textbox", { name: "Email" });
      expect(await emailField.evaluate((el) => el === document.activeElement)).toBe(true);
      await expectAccessible(page, "invite members with a missing email");
      await emailField.fill(addr("ben"));
      await invite.getByRole("button", { name: "Send Invitations" }).click();
      await see(page, "Invitations sent!");
      await invite.waitFor({ state: "detached" });
      await page.getByRole("list", { name: "Pending invites (1)" }).getByText("Ben Member").waitFor();
      expect(await mailCount(addr("ben"), 1)).toBe(1);

      // Ben signs in with that address and joins.
      await signInAsNewAccount(ben.page, "Ben Member", addr("ben"));
      await ben.page.getByRole("button", { name: "Join group" }).click();
      await tab(ben.page, "Overview").waitFor();

      // Removing him asks first; keeping him returns to his menu button.
      await page.reload();
      await tab(page, "Members").click();
      const manageBen = page.getByRole("button", { name: "Manage Ben Member" });
      await manageBen.click();
      await page.getByRole("menuitem", { name: "Remove Member" }).click();
      const confirm = page.getByRole("dialog", { name: "Remove Ben Member?" });
      await confirm.getByText("They lose access to the group page").waitFor();
      await expectAccessible(page, "remove member confirm");
      await confirm.getByRole("button", { name: "Keep member" }).click();
      await confirm.waitFor({ state: "detached" });
      await pageUnhidden(page);
      await expect.poll(() => focused(page)).toBe("Manage Ben Member");
      await page.getByRole("list", { name: "Members (2)" }).getByText("Ben Member").waitFor();
      await manageBen.click();
      await page.getByRole("menuitem", { name: "Remove Member" }).click();
      await confirm.getByRole("button", { name: "Remove Member" }).click();
      await see(page, "Member removed");
      await page.getByRole("list", { name: "Members (1)" }).waitFor();
      await expect.poll(() => focused(page)).toBe("Invite Members");
      await pageUnhidden(page);
      await expectAccessible(page, "members after a removal");
      await ben.page.reload();
      await ben.page.getByRole("heading", { name: "Group not found" }).waitFor();

      // Deleting asks first, then goes home without asking for the deleted group again.
      await page.getByRole("button", { name: "Manage", exact: true }).click();
      await page.getByRole("menuitem", { name: "Delete Group" }).click();
      await page
        .getByRole("dialog", { name: "Delete Group" })
        .getByRole("button", { name: "Delete Group" })
        .click();
      await see(page, "Group deleted");
      await page.waitForURL(`${setup.server.url}/`);
      await page.waitForLoadState("networkidle");
      expect(ana.errors).toEqual([]);
      expect(ana.failedRequests).toEqual([]);
      expect(ben.errors).toEqual([]);
    } finally {
      for (const person of people) await person.close();
    }
  }, 180_000);
});
