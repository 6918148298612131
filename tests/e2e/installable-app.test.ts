// Hangs installs like an app and works offline (issue 49, part 5). Chromium finds nothing in the
// way of installing it, and its manifest and icons are what they say; a hang a guest opened shows
// with no connection — name, times, who's coming, their own answer — under a banner that says it is
// the saved copy and when it was saved (English and Spanish, at phone width); online, nothing comes
// from the saved copies; an answer changed offline is kept through a reload and sent once the
// connection is back, or the person hears it was not sent and why; and a new version of the app
// takes over an open page without leaving it stale.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { formatSlotIn } from "../../src/shared/i18n/slot-format.ts";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { KEYS, responseInput, SLOTS } from "../support/factories.ts";
import {
  answerAll,
  appTookOver,
  createHangViaApi,
  dismissWelcome,
  expectAccessible,
  slotGroups,
} from "../support/guest-flow.ts";
import { answeredInBrowser, post } from "../support/host-e2e.ts";
import { freePort, startServer } from "../support/server.ts";

const setup = serverAndBrowserForFile();
const BANNER = "You're offline. This is what the hang looked like when you last opened it.";

/** The page is controlled by the service worker, which has kept these pages and reads. */
async function keptOnDevice(page: Page, paths: string[]) {
  const missing = () =>
    page.evaluate(async (wanted) => {
      if (!navigator.serviceWorker.controller) return ["(no service worker in control)"];
      const kept: string[] = [];
      for (const name of ["hangs-pages", "hangs-reads"]) {
        for (const request of await (await caches.open(name)).keys())
          kept.push(new URL(request.url).pathname);
      }
      return wanted.filter((p) => !kept.includes(p));
    }, paths);
  await expect.poll(missing, { timeout: 30_000 }).toEqual([]);
}

/** Every address the service worker keeps, pages and reads. */
const keptAddresses = (page: Page) =>
  page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      if (name.startsWith("hangs-shell-")) continue;
      for (const request of await (await caches.open(name)).keys()) kept.push(request.url);
    }
    return kept;
  });

/** A hang another guest answered (publicly), so the page has someone coming. */
async function answeredHang(name: string) {
  const hang = await createHangViaApi(setup.server.url, { name });
  await post(setup.server.url, `/api/hangs/${hang.id}/responses`, responseInput({ guestName: "Gita Guest" }));
  return hang;
}

async function ownAnswerOnServer(baseUrl: string, hangId: string, own: { id: string; secret: string }) {
  const res = await fetch(`${baseUrl}/api/hangs/${hangId}/responses/${own.id}`, {
    headers: { "X-Response-Secret": own.secret },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { timeSlotAvailability: Record<string, string> };
}

/** Width and height from a PNG's header. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

describe("the installable app", () => {
  it("is installable: no installability errors, a manifest that parses, its icons at their sizes", async () => {
    const { url } = setup.server;
    const visitor = await openPage(setup.browser, DESKTOP);
    const { page } = visitor;
    try {
      await page.goto(`${url}/`);
      await page.getByRole("heading", { name: "Create a Hang" }).waitFor();
      await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
      const cdp = await page.context().newCDPSession(page);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);
      const found = await cdp.send("Page.getAppManifest");
      expect(found.url).toBe(`${url}/manifest.webmanifest`);
      expect(found.errors).toEqual([]);
      const manifest = JSON.parse(found.data ?? "{}");
      expect(manifest).toMatchObject({
        name: "Hangs",
        short_name: "Hangs",
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: "#c2410c",
        background_color: "#fffaf5",
        lang: "en",
      });
      const registration = await page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return { scope: r?.scope, script: r?.active?.scriptURL };
      });
      expect(registration).toEqual({ scope: `${url}/`, script: `${url}/sw.js` });

      // Each icon is a PNG of the size it claims; the maskable one fills its square to the corners.
      const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
      expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
        "192x192 any",
        "512x512 any",
        "512x512 maskable",
      ]);
      for (const icon of icons) {
        const res = await fetch(new URL(icon.src, url));
        expect(res.headers.get("content-type")).toBe("image/png");
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(pngSize(bytes)).toBe(icon.sizes);
        const corner = await sharp(bytes)
          .ensureAlpha()
          .extract({ left: 0, top: 0, width: 1, height: 1 })
          .raw()
          .toBuffer();
        expect(corner[3]).toBe(icon.purpose === "maskable" ? 255 : 0);
      }

      // In the browser's language, revalidated on each use; the worker never cached by HTTP.
      const spanish = await fetch(`${url}/manifest.webmanifest`, { headers: { "Accept-Language": "es" } });
      expect(spanish.headers.get("content-type")).toBe("application/manifest+json; charset=UTF-8");
      expect(spanish.headers.get("cache-control")).toBe("no-cache");
      expect(await spanish.json()).toMatchObject({
        lang: "es",
        description: expect.stringContaining("quedada"),
      });
      const worker = await fetch(`${url}/sw.js`);
      expect(worker.headers.get("cache-control")).toBe("no-cache");
      expect(worker.headers.get("content-type")).toContain("javascript");

      // The server-drawn first screen of a hang's page names the manifest too.
      const hang = await createHangViaApi(url, { name: "Board games" });
      const html = await (await fetch(hang.url)).text();
      expect(html).toContain('id="first-screen"');
      expect(html).toContain(
        '<link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials"',
      );
      expect(html).toContain('<meta name="theme-color" content="#c2410c"');
      expectClean(visitor);
    } finally {
      await visitor.close();
    }
  });

  it("shows a hang a guest answered with no connection, under the offline banner (English)", async () => {
    const hang = await answeredHang("Offline coffee");
    const guest = await openPage(setup.browser, PHONE);
    const { page } = guest;
    try {
      await page.goto(hang.url);
      await dismissWelcome(page);
      await answerAll(page, "Available", { name: "Olga Offline", email: "olga@example.com", isPublic: true });
      await page.getByRole("heading", { name: "Thanks for responding!" }).waitFor();
      const ownId = await page.evaluate(
        (id) => JSON.parse(localStorage.getItem("hangs.responses") ?? "{}")[id]?.responseId,
        hang.id,
      );
      const base = `/api/hangs/${hang.id}`;
      await keptOnDevice(page, [`/hang/${hang.id}`, base, `${base}/summary`, `${base}/responses/${ownId}`]);
      // Sign-in, the live stream and writes are never kept; the answer's secret is not in any address.
      const kept = await keptAddresses(page);
      expect(kept.filter((u) => /\/api\/auth|\/events|token=|secret/.test(u))).toEqual([]);

      await page.context().setOffline(true);
      await page.reload();
      const banner = page.getByRole("status").filter({ hasText: BANNER });
      await banner.waitFor();
      expect(await banner.innerText()).toMatch(/Saved on this device: \w{3} \d+, \d{4}, \d+:\d\d [AP]M/);
      await page.getByRole("heading", { level: 1, name: "Offline coffee" }).waitFor();
      await see(page, "Friday, March 5 - 6:00 PM to 7:30 PM");
      await see(page, "Gita Guest");
      await page.getByRole("heading", { name: "Your answer" }).waitFor();
      await see(page, "I'm in");
      // Said, not moved to: the focus stays where the page put it.
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=status]")))).toBe(
        false,
      );
      await expectAccessible(page, "a hang shown offline, with its banner");
      await page.context().setOffline(false);
      // Back online: read again, and the banner goes.
      await banner.waitFor({ state: "detached" });
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });

  it("shows it in Spanish too, and never a saved copy while online", async () => {
    const hang = await answeredHang("Café sin red");
    const guest = await openPage(setup.browser, PHONE, { locale: "es-ES" });
    const { page } = guest;
    try {
      const own = await answeredInBrowser(page, setup.server.url, hang.id, {
        name: "Sofía Sinred",
        email: "sofia@example.com",
      });
      await page.goto(hang.url);
      await appTookOver(page);
      const base = `/api/hangs/${hang.id}`;
      await keptOnDevice(page, [`/hang/${hang.id}`, base, `${base}/summary`, `${base}/responses/${own.id}`]);

      // Online, every page and read comes from the server: someone answers, the reload shows them.
      await post(
        setup.server.url,
        `${base}/responses`,
        responseInput({ guestName: "Nadia Nueva", guestEmail: "nadia@example.com" }),
      );
      await page.reload();
      await see(page, "Nadia Nueva");
      const fresh = await page.evaluate(
        async (read) => (await fetch(read)).headers.get("X-Hangs-Saved-At"),
        base,
      );
      expect(fresh).toBeNull();

      await page.context().setOffline(true);
      await page.reload();
      const banner = page
        .getByRole("status")
        .filter({ hasText: "Estás sin conexión. Así estaba la quedada la última vez que la abriste." });
      await banner.waitFor();
      expect(await banner.innerText()).toContain("Guardado en este dispositivo:");
      await page.getByRole("heading", { level: 1, name: "Café sin red" }).waitFor();
      await see(page, formatSlotIn(SLOTS[0]!, "es", { allDay: "", openEnd: "" }));
      await see(page, "Nadia Nueva");
      await page.getByRole("heading", { name: "Tu respuesta" }).waitFor();
      await expectAccessible(page, "a hang shown offline in Spanish");
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });

  it("shows it in German at desktop width", async () => {
    const hang = await answeredHang("Kaffee ohne Netz");
    const guest = await openPage(setup.browser, DESKTOP, { locale: "de-DE" });
    const { page } = guest;
    try {
      const own = await answeredInBrowser(page, setup.server.url, hang.id, {
        name: "Jonas",
        email: "jonas@example.com",
      });
      await page.goto(hang.url);
      await appTookOver(page);
      const base = `/api/hangs/${hang.id}`;
      await keptOnDevice(page, [`/hang/${hang.id}`, base, `${base}/summary`, `${base}/responses/${own.id}`]);
      await page.context().setOffline(true);
      await page.reload();
      const banner = page
        .getByRole("status")
        .filter({ hasText: "Du bist offline. So sah das Treffen aus, als du es zuletzt geöffnet hast." });
      await banner.waitFor();
      expect(await banner.innerText()).toContain("Auf diesem Gerät gespeichert:");
      await page.getByRole("heading", { level: 1, name: "Kaffee ohne Netz" }).waitFor();
      await see(page, formatSlotIn(SLOTS[0]!, "de", { allDay: "", openEnd: "" }));
      await see(page, "Gita Guest");
      await expectAccessible(page, "a hang shown offline in German, at desktop width");
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });

  it("keeps an answer changed offline through a reload and sends it once back online", async () => {
    const hang = await answeredHang("Picnic");
    const guest = await openPage(setup.browser, PHONE);
    const { page } = guest;
    try {
      const own = await answeredInBrowser(page, setup.server.url, hang.id, {
        name: "Pat",
        email: "pat@example.com",
      });
      await page.goto(hang.url);
      await appTookOver(page);
      const base = `/api/hangs/${hang.id}`;
      await keptOnDevice(page, [`/hang/${hang.id}`, base, `${base}/responses/${own.id}`]);
      await page.context().setOffline(true);
      await page.reload();
      await page.getByRole("status").filter({ hasText: BANNER }).waitFor();

      // The second time was a No: now it is a Yes, given offline.
      await page.getByRole("button", { name: "Edit Response" }).click();
      await slotGroups(page).nth(1).getByRole("button", { name: "Available", exact: true }).click();
      await page.getByRole("button", { name: "Update Response" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: "You're offline — this will be sent when you're back." })
        .waitFor();
      await page
        .getByRole("status")
        .filter({ hasText: "Your answer will be sent when you're back online." })
        .waitFor();
      await expectAccessible(page, "an answer waiting for the connection");

      // Kept in this browser: a reload (the tab dropped) does not lose it.
      await page.reload();
      await page
        .getByRole("status")
        .filter({ hasText: "Your answer will be sent when you're back online." })
        .waitFor();
      expect((await ownAnswerOnServer(setup.server.url, hang.id, own)).timeSlotAvailability[KEYS[1]]).toBe(
        "no",
      );

      await page.context().setOffline(false);
      await see(page, "Response updated!");
      await expect
        .poll(
          async () => (await ownAnswerOnServer(setup.server.url, hang.id, own)).timeSlotAvailability[KEYS[1]],
        )
        .toBe("yes");
      await page.getByText(BANNER).waitFor({ state: "detached" });
      expect(await page.evaluate(() => localStorage.getItem("hangs.answerOutbox"))).toBeNull();
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });

  it("says an answer given offline was not sent, and why, when the server refuses it", async () => {
    const hang = await answeredHang("Beach day");
    const guest = await openPage(setup.browser, PHONE);
    const { page } = guest;
    try {
      const own = await answeredInBrowser(page, setup.server.url, hang.id, {
        name: "Rui",
        email: "rui@example.com",
      });
      await page.goto(hang.url);
      await appTookOver(page);
      await keptOnDevice(page, [
        `/hang/${hang.id}`,
        `/api/hangs/${hang.id}`,
        `/api/hangs/${hang.id}/responses/${own.id}`,
      ]);
      await page.context().setOffline(true);
      await page.getByRole("button", { name: "Edit Response" }).click();
      await slotGroups(page).nth(1).getByRole("button", { name: "Maybe", exact: true }).click();
      await page.getByRole("button", { name: "Update Response" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: "You're offline — this will be sent when you're back." })
        .waitFor();

      // Meanwhile the host calls it off.
      await post(
        setup.server.url,
        `/api/hangs/${hang.id}/cancel`,
        { reason: "Storm warning" },
        hang.editToken,
      );
      await page.context().setOffline(false);
      await see(page, "Your answer wasn't sent");
      await see(page, "This hang has been cancelled and can no longer be changed.");
      await expectAccessible(page, "an answer the server refused once back online");
      expect((await ownAnswerOnServer(setup.server.url, hang.id, own)).timeSlotAvailability[KEYS[1]]).toBe(
        "no",
      );
      expect(await page.evaluate(() => localStorage.getItem("hangs.answerOutbox"))).toBeNull();
      expect(guest.errors).toEqual([]);
    } finally {
      await guest.close();
    }
  });

  it("lets a new version of the app take over an open page without leaving it stale", {
    timeout: 150_000,
  }, async () => {
    // Its own server on a copy of the built client, so the test can deploy a new build onto it.
    const built = path.resolve(process.env.CLIENT_DIR ?? "dist/client");
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-client-"));
    fs.cpSync(built, clientDir, { recursive: true });
    const port = await freePort();
    const first = await startServer({ port, env: { CLIENT_DIR: clientDir } });
    let second: Awaited<ReturnType<typeof startServer>> | undefined;
    const guest = await openPage(setup.browser, PHONE);
    const { page } = guest;
    try {
      const hang = await createHangViaApi(first.url, { name: "Pottery night" });
      await page.goto(hang.url);
      await dismissWelcome(page);
      await keptOnDevice(page, [`/hang/${hang.id}`, `/api/hangs/${hang.id}`]);
      const buildOf = () =>
        page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="hangs-build"]')?.content);
      const oldBuild = await buildOf();
      expect(oldBuild).toMatch(/^[0-9a-f]{16}$/);
      await page.evaluate(() => Object.assign(window, { openedBeforeTheDeploy: true }));

      // A deploy: the server stops, a new build (a new version in its page and its worker) is put
      // in place, and the server starts again on the same database.
      await first.stop();
      const newBuild = "0123456789abcdef";
      for (const file of ["index.html", "sw.js"]) {
        const at = path.join(clientDir, file);
        const text = fs.readFileSync(at, "utf8").replaceAll(oldBuild!, newBuild);
        fs.writeFileSync(at, text);
        fs.writeFileSync(`${at}.gz`, gzipSync(text));
        fs.writeFileSync(`${at}.br`, brotliCompressSync(text));
      }
      second = await startServer({ location: first.location, port, env: { CLIENT_DIR: clientDir } });

      // The browser looks for a new worker (as it does on its own, now and then): the new one
      // takes over, and the open page of the old build reloads once into the new one.
      let loads = 0;
      page.on("load", () => loads++);
      const reloaded = page.waitForEvent("load");
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      await reloaded;
      await page.getByRole("heading", { level: 1, name: "Pottery night" }).waitFor();
      expect(await buildOf()).toBe(newBuild);
      expect(await page.evaluate(() => "openedBeforeTheDeploy" in window)).toBe(false);
      const shells = await page.evaluate(async () =>
        (await caches.keys()).filter((n) => n.startsWith("hangs-shell-")),
      );
      expect(shells).toEqual([`hangs-shell-${newBuild}`]);
      expect(loads).toBe(1);

      // The page kept for offline was brought up to the new build too: offline, it is the new one.
      await page.context().setOffline(true);
      await page.reload();
      await page.getByRole("status").filter({ hasText: BANNER }).waitFor();
      await page.getByRole("heading", { level: 1, name: "Pottery night" }).waitFor();
      expect(await buildOf()).toBe(newBuild);
      expectClean(guest);
    } finally {
      await guest.close();
      if (second) {
        await first.stop();
        await second.dispose();
      } else {
        await first.dispose();
      }
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
