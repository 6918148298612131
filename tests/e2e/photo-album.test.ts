// The album in real browsers: the host opens it before lock-in on the edit form; a guest who
// answered adds photos keyboard-only on a phone (a JPEG, an iPhone HEIC, and a text file named .jpg
// that the server refuses), watches each one's progress, opens the viewer and moves with the arrow
// keys; the host hides one and the guest no longer sees it; a German guest reads it in German. The
// public link alone shows no album. axe finds nothing in each state, in the light and dark themes.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { see, serverAndBrowserForFile } from "../support/e2e.ts";
import { SLOTS } from "../support/factories.ts";
import { appTookOver, createHangViaApi, expectAccessible, pageUnhidden } from "../support/guest-flow.ts";
import { answeredInBrowser, holdToken, post } from "../support/host-e2e.ts";
import { tabTo } from "../support/keyboard.ts";
import { expectPhoneFriendly } from "../support/phone-checks.ts";
import { readZip } from "../support/zip-reader.ts";

const setup = serverAndBrowserForFile();
const NOT_A_PHOTO = "That file isn't a photo we can read. Use JPEG, PNG, WebP, HEIC or GIF.";
const HEIC = new URL("../fixtures/photos/iphone-portrait.heic", import.meta.url);

/** An answer given through the API, its secret kept in `page`'s browser as answering there would. */
const answeredIn = (page: Page, hangId: string, name: string, email: string) =>
  answeredInBrowser(page, setup.server.url, hangId, { name, email });

const thumbnails = (page: Page) => page.getByRole("list", { name: /^(Photos|Fotos)$/ }).getByRole("button");

/** Which thumbnail holds the focus (its place in the grid), -1 for none. */
const focusedThumbnail = (page: Page) =>
  page.evaluate(() => {
    const buttons = [...document.querySelectorAll("ul[aria-label] li > button")];
    return buttons.indexOf(document.activeElement as Element);
  });

/** Presses Tab until the thumbnail at `index` holds the focus. */
async function tabToThumbnail(page: Page, index: number) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if ((await focusedThumbnail(page)) === index) return;
  }
  throw new Error(`Tabbing never reached thumbnail ${index}`);
}

/** Every image on the page has loaded and has pixels (none refused or broken). */
async function imagesLoaded(page: Page) {
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
}

async function darkTheme(page: Page, on: boolean) {
  await page.emulateMedia({ colorScheme: on ? "dark" : "light" });
  await page.waitForFunction((dark) => matchMedia("(prefers-color-scheme: dark)").matches === dark, on);
}

describe("the photo album", () => {
  it("a guest adds photos by keyboard on a phone, views them, and a host hides one", async () => {
    const host = await openPage(setup.browser, DESKTOP);
    const guest = await openPage(setup.browser, PHONE);
    const stranger = await openPage(setup.browser, PHONE);
    try {
      const hang = await createHangViaApi(setup.server.url, { name: "Beach day" });
      await answeredIn(guest.page, hang.id, "Ana Alba", "ana@example.com");

      // Before lock-in the album is closed: the guest's page has none.
      await guest.page.goto(hang.url);
      await appTookOver(guest.page);
      await see(guest.page, "Your answer");
      expect(await guest.page.getByRole("heading", { name: "Album" }).count()).toBe(0);

      // The host opens it before lock-in on the edit form.
      await host.page.goto(`${setup.server.url}/edit/${hang.id}?token=${hang.editToken}`);
      const photosOpen = host.page.getByRole("switch", { name: /^Photos before lock-in/ });
      expect(await photosOpen.getAttribute("aria-checked")).toBe("false");
      await photosOpen.click();
      await host.page.getByRole("button", { name: "Save Changes" }).click();
      await see(host.page, "Hang updated!");
      const view = (await (await fetch(`${setup.server.url}/api/hangs/${hang.id}`)).json()) as {
        photosOpen: boolean;
      };
      expect(view.photosOpen).toBe(true);

      // The public link alone: no album on the page, and the API lists nothing.
      await stranger.page.goto(hang.url);
      await appTookOver(stranger.page);
      await see(stranger.page, "Beach day");
      expect(await stranger.page.getByRole("heading", { name: "Album" }).count()).toBe(0);
      expect((await fetch(`${setup.server.url}/api/hangs/${hang.id}/photos`)).status).toBe(403);

      // The guest: an empty album.
      await guest.page.reload();
      await appTookOver(guest.page);
      await see(guest.page, "No photos yet. Add the first ones!");
      await expectAccessible(guest.page, "album, empty (390 px)");
      await expectPhoneFriendly(guest.page, "album, empty");

      // Keyboard only: three files at once; the first is held on its way so its row is seen busy.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let first = true;
      await guest.page.route(`**/api/hangs/${hang.id}/photos`, async (route) => {
        if (route.request().method() === "POST" && first) {
          first = false;
          await held;
        }
        await route.continue();
      });
      const jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#2a9d8f" } })
        .jpeg()
        .toBuffer();
      // Listened for before the focus moves: the browser is told to hand the chooser to the test.
      const chooser = guest.page.waitForEvent("filechooser");
      await tabTo(guest.page, "Add photos");
      await guest.page.keyboard.press("Enter");
      await (await chooser).setFiles([
        { name: "sunset.jpg", mimeType: "image/jpeg", buffer: jpeg },
        { name: "IMG_0042.HEIC", mimeType: "image/heic", buffer: await readFile(HEIC) },
        { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Shopping list: milk, eggs\n") },
      ]);
      const uploads = guest.page.getByRole("list", { name: "Photos being added" });
      await uploads.getByRole("progressbar", { name: "sunset.jpg" }).waitFor();
      await uploads.getByText("Waiting…").first().waitFor();
      await expectAccessible(guest.page, "album, uploading (390 px)");
      release();

      // Each row finishes on its own; the text file gets the server's words and Try again.
      const row = (name: string) => uploads.getByRole("listitem").filter({ hasText: name });
      await row("sunset.jpg").getByText("Added").waitFor();
      await row("IMG_0042.HEIC").getByText("Added").waitFor();
      await row("notes.jpg").getByText(NOT_A_PHOTO).waitFor();
      expect(await uploads.getByRole("progressbar").count()).toBe(0);
      await see(guest.page, "2 photos added. 1 photo couldn't be added");
      await expect.poll(() => thumbnails(guest.page).count()).toBe(2);
      const alts = await thumbnails(guest.page)
        .getByRole("img")
        .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt));
      for (const alt of alts) expect(alt).toMatch(/^Photo added by Ana on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await imagesLoaded(guest.page);
      await expectAccessible(guest.page, "album, a refused upload and two photos (390 px)");
      await expectPhoneFriendly(guest.page, "album, a refused upload and two photos");

      // Try again: sent once more, refused once more, with the focus kept on its row.
      await tabTo(guest.page, "Try again");
      const refusedAgain = guest.page.waitForResponse(
        (res) => res.request().method() === "POST" && res.status() === 415,
      );
      await guest.page.keyboard.press("Enter");
      await refusedAgain;
      await row("notes.jpg").getByRole("button", { name: "Try again" }).waitFor();
      await row("notes.jpg").getByText(NOT_A_PHOTO).waitFor();
      expect(await guest.page.evaluate(() => document.activeElement?.tagName)).toBe("LI");
      await tabTo(guest.page, "Remove from the list");
      await guest.page.keyboard.press("Enter");
      await uploads.getByText("notes.jpg").waitFor({ state: "detached" });

      // The viewer: opened from the first thumbnail, moved with the arrow keys, closed with Escape.
      await tabToThumbnail(guest.page, 0);
      await guest.page.keyboard.press("Enter");
      const viewer = guest.page.getByRole("dialog", { name: "Photo 1 of 2" });
      await viewer.waitFor();
      await viewer.getByRole("img", { name: alts[0]! }).waitFor();
      await imagesLoaded(guest.page);
      await expectAccessible(guest.page, "album, viewer open (390 px)");
      await expectPhoneFriendly(guest.page, "album, viewer open");
      await guest.page.keyboard.press("ArrowRight");
      await guest.page.getByRole("dialog", { name: "Photo 2 of 2" }).waitFor();
      await guest.page.keyboard.press("ArrowRight");
      await guest.page.getByRole("dialog", { name: "Photo 1 of 2" }).waitFor();
      await guest.page.keyboard.press("ArrowLeft");
      await guest.page.getByRole("dialog", { name: "Photo 2 of 2" }).waitFor();

      // Delete asks first; keeping the photo leaves the viewer as it was.
      await tabTo(guest.page, "Delete");
      await guest.page.keyboard.press("Enter");
      const confirm = guest.page.getByRole("dialog", { name: "Delete this photo?" });
      await confirm.waitFor();
      await expectAccessible(guest.page, "album, delete question (390 px)");
      await confirm.getByRole("button", { name: "Keep it" }).click();
      await confirm.waitFor({ state: "detached" });
      // As a person would: Escape once the focus is back in the viewer.
      await expect
        .poll(() => guest.page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
        .toBe(true);
      await guest.page.keyboard.press("Escape");
      await guest.page.getByRole("dialog").waitFor({ state: "detached" });
      await pageUnhidden(guest.page);
      // The focus is back on the thumbnail of the photo shown last.
      expect(await focusedThumbnail(guest.page)).toBe(1);

      // Download all, by keyboard: one ZIP the browser saves, with both photos in it.
      const saved = guest.page.waitForEvent("download");
      await tabTo(guest.page, "Download all 2 photos (ZIP)");
      await guest.page.keyboard.press("Enter");
      const download = await saved;
      expect(download.suggestedFilename()).toBe("beach-day-photos.zip");
      const zipped = readZip(await readFile((await download.path())!));
      expect(zipped.map((entry) => entry.name)).toEqual(["beach-day-01-ana.jpg", "beach-day-02-ana.jpg"]);
      await see(guest.page, "Album");

      // Dark theme, once, with the grid.
      await darkTheme(guest.page, true);
      await expectAccessible(guest.page, "album, two photos, dark theme");
      await darkTheme(guest.page, false);

      // The host hides the first photo: marked Hidden for hosts, gone for the guest.
      await holdToken(host.page, hang);
      await host.page.goto(`${hang.url}?host=true`);
      await expect.poll(() => thumbnails(host.page).count()).toBe(2);
      await thumbnails(host.page).first().click();
      const hostViewer = host.page.getByRole("dialog", { name: "Photo 1 of 2" });
      await hostViewer.getByRole("button", { name: "Hide" }).click();
      await see(host.page, "Photo hidden from guests");
      await hostViewer.getByText("Hidden from guests. Only hosts see it.").waitFor();
      await hostViewer.getByRole("button", { name: "Show" }).waitFor();
      await host.page.keyboard.press("Escape");
      await host.page.getByRole("dialog").waitFor({ state: "detached" });
      await thumbnails(host.page).first().getByText("Hidden").waitFor();
      // Its image still loads for the host (the edit token goes with it).
      await imagesLoaded(host.page);
      await expectAccessible(host.page, "host's album, a hidden photo (1280 px)");

      await guest.page.reload();
      await appTookOver(guest.page);
      await expect.poll(() => thumbnails(guest.page).count()).toBe(1);
      expect(await thumbnails(guest.page).getByText("Hidden").count()).toBe(0);
      expect(guest.errors).toEqual([]);
      // The refused text file, twice, is the only error answer the guest's page met.
      expect(guest.failedRequests).toEqual([
        `415 POST /api/hangs/${hang.id}/photos`,
        `415 POST /api/hangs/${hang.id}/photos`,
      ]);
      expect(host.errors).toEqual([]);
      expect(stranger.errors).toEqual([]);
    } finally {
      await Promise.all([host.close(), guest.close(), stranger.close()]);
    }
  }, 180_000);

  it("reads in German, and opens at lock-in without the host turning it on", async () => {
    const guest = await openPage(setup.browser, PHONE, { locale: "de-DE" });
    try {
      const hang = await createHangViaApi(setup.server.url, { name: "Grillabend" });
      await answeredIn(guest.page, hang.id, "Jörg Jung", "joerg@example.com");
      const slot = SLOTS[0]!;
      await post(
        setup.server.url,
        `/api/hangs/${hang.id}/finalize`,
        { finalDateTime: `${slot.date}T${slot.startTime}` },
        hang.editToken,
      );

      await guest.page.goto(hang.url);
      await appTookOver(guest.page);
      await guest.page.getByRole("heading", { name: "Album" }).waitFor();
      await see(guest.page, "Noch keine Fotos. Füge die ersten hinzu!");
      const chooser = guest.page.waitForEvent("filechooser");
      await tabTo(guest.page, "Fotos hinzufügen");
      await guest.page.keyboard.press("Enter");
      const jpeg = await sharp({ create: { width: 90, height: 60, channels: 3, background: "#e76f51" } })
        .jpeg()
        .toBuffer();
      await (await chooser).setFiles([{ name: "grill.jpg", mimeType: "image/jpeg", buffer: jpeg }]);
      await see(guest.page, "Hinzugefügt");
      await expect.poll(() => thumbnails(guest.page).count()).toBe(1);
      const alt = await thumbnails(guest.page).getByRole("img").getAttribute("alt");
      expect(alt).toMatch(/^Foto von Jörg, hinzugefügt am \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);
      await thumbnails(guest.page).first().click();
      const viewer = guest.page.getByRole("dialog", { name: "Foto 1 von 1" });
      await viewer.getByText(/^Hinzugefügt von Jörg am /).waitFor();
      await viewer.getByRole("button", { name: "Löschen" }).waitFor();
      await imagesLoaded(guest.page);
      await expectAccessible(guest.page, "German album, viewer open (390 px)");
      await expectPhoneFriendly(guest.page, "German album, viewer open");
      expect(guest.errors).toEqual([]);
      expect(guest.failedRequests).toEqual([]);
    } finally {
      await guest.close();
    }
  }, 120_000);
});
