// The private photo album: every photo re-encoded upright with no metadata; seen only by hosts and
// people who answered; bad files, limits and a cancelled hang each refused clearly with nothing
// stored; deleted photos gone from the next backup, and the album carried whole by backup and restore.
import { readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backup, verify } from "../../src/server/db/backup.ts";
import { dumpPglite } from "../../src/server/db/backup-embedded.ts";
import { photoParts, photos } from "../../src/server/db/schema.ts";
import {
  PHOTO_DAMAGED,
  PHOTO_NOT_AN_IMAGE,
  PHOTO_NOT_YOURS,
  PHOTO_PERSON_FULL,
  PHOTO_TOO_BIG,
  PHOTO_TOO_MANY_PIXELS,
  PHOTOS_ANSWER_FIRST,
  PHOTOS_CANCELLED,
  PHOTOS_NOT_YET,
  PHOTOS_PRIVATE,
  type PhotoView,
} from "../../src/shared/photos.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, responseInput } from "../support/factories.ts";
import {
  decompressionBombPng,
  jpegWithPrivateMetadata,
  pixelAt,
  SECRETS,
  SVG_WITH_SCRIPT,
  sidewaysJpeg,
} from "../support/photo-files.ts";

const ORIGIN = "http://localhost:5000";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { PHOTO_MAX_UPLOAD_MB: "2", PHOTOS_PER_PERSON: "4", VOTES_PER_ADDRESS_PER_MINUTE: "100000" },
  });
});
afterAll(() => t.close());

interface Hang {
  id: string;
  editToken: string;
}
interface Guest {
  id: string;
  secret: string;
}

const req = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.request(method, url, body, { origin: ORIGIN, ...headers });
const host = (hang: Hang) => ({ "X-Edit-Token": hang.editToken });
const as = (guest: Guest) => ({ "X-Response-Id": guest.id, "X-Response-Secret": guest.secret });

async function newHang(overrides = {}): Promise<Hang> {
  const res = await req("POST", "/api/hangs", hangInput({ photosOpen: true, ...overrides }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

let guests = 0;
async function answer(hang: Hang, name = "Gita Guest"): Promise<Guest> {
  guests++;
  const res = await req(
    "POST",
    `/api/hangs/${hang.id}/responses`,
    responseInput({ guestName: name, guestEmail: `guest${guests}@example.com` }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id, secret: res.body.secret };
}

async function upload(hang: Hang, files: Buffer[], headers: Record<string, string>) {
  const form = new FormData();
  for (const [i, file] of files.entries())
    form.append("photo", new Blob([new Uint8Array(file)]), `IMG_${i}.jpg`);
  const res = await t.fetch(`/api/hangs/${hang.id}/photos`, {
    method: "POST",
    body: form,
    headers: { origin: ORIGIN, ...headers },
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), headers: res.headers };
}

async function list(hang: Hang, headers: Record<string, string>): Promise<PhotoView[]> {
  const res = await req("GET", `/api/hangs/${hang.id}/photos`, undefined, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function image(url: string, headers: Record<string, string> = {}) {
  const res = await t.fetch(url, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function storedCount(hang: Hang): Promise<number> {
  const [row] = await t.ctx.db.select({ n: count() }).from(photos).where(eq(photos.hangId, hang.id));
  return row?.n ?? 0;
}

describe("what comes out of an upload", () => {
  it("keeps no GPS, camera serial, make or XMP: read back and searched for byte by byte", async () => {
    const hang = await newHang();
    const guest = await answer(hang);
    const original = await jpegWithPrivateMetadata();
    // The fixture really carries what must go.
    const before = await exifr.parse(original, { gps: true, xmp: true, tiff: true, exif: true });
    expect(before.latitude).toBeGreaterThan(27);
    expect(original.includes(SECRETS.serial)).toBe(true);
    expect(original.includes(SECRETS.xmpCreator)).toBe(true);

    const added = await upload(hang, [original], as(guest));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const [photo] = await list(hang, as(guest));
    expect(photo).toMatchObject({ width: 64, height: 48, addedBy: "Gita", mine: true, hidden: false });
    expect(Object.keys(photo!).sort()).toEqual(
      ["addedAt", "addedBy", "height", "hidden", "id", "mine", "thumbnailUrl", "url", "width"].sort(),
    );
    for (const url of [photo!.url, photo!.thumbnailUrl]) {
      const { status, bytes, headers } = await image(url);
      expect(status).toBe(200);
      expect(headers.get("content-type")).toBe("image/jpeg");
      expect(headers.get("cache-control")).toMatch(/^private/);
      expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(headers.get("x-robots-tag")).toMatch(/noindex/);
      const after = await exifr.parse(bytes, {
        gps: true,
        xmp: true,
        tiff: true,
        exif: true,
        iptc: true,
        icc: true,
      });
      expect(after).toBeUndefined();
      for (const secret of [
        SECRETS.serial,
        SECRETS.make,
        SECRETS.xmpCreator,
        "Exif\0",
        "http://ns.adobe.com/xap",
      ]) {
        expect(bytes.includes(secret), secret).toBe(false);
      }
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    }
  });

  it("turns an EXIF-rotated JPEG upright", async () => {
    const hang = await newHang();
    const added = await upload(hang, [await sidewaysJpeg()], host(hang));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const [photo] = added.body as PhotoView[];
    expect(photo).toMatchObject({ width: 32, height: 48, addedBy: "Hana Host", mine: true });
    const { bytes } = await image(photo!.url);
    expect((await sharp(bytes).metadata()).orientation ?? 1).toBe(1);
    const [r1, , b1] = await pixelAt(bytes, 16, 4);
    const [r2, , b2] = await pixelAt(bytes, 16, 44);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(60);
  });

  it("turns an iPhone HEIC (HEVC, rotation in the file) upright", async () => {
    // Made with libheif's heif-enc (x265) from a sideways photo, with the rotation box an iPhone
    // writes added: stored 48×32, shown 32×48, red on top (tests/fixtures/photos/README.md).
    const heic = await readFile(path.join(import.meta.dirname, "../fixtures/photos/iphone-portrait.heic"));
    const hang = await newHang();
    const added = await upload(hang, [heic], host(hang));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const [photo] = added.body as PhotoView[];
    expect(photo).toMatchObject({ width: 32, height: 48 });
    const { bytes } = await image(photo!.url);
    expect(bytes.includes("Exif\0")).toBe(false);
    const [r1, , b1] = await pixelAt(bytes, 16, 4);
    const [r2, , b2] = await pixelAt(bytes, 16, 44);
    expect([r1! > 200, b1! < 60, b2! > 200, r2! < 60]).toEqual([true, true, true, true]);
  });

  it("keeps the first frame of a GIF and a PNG's pixels", async () => {
    const hang = await newHang();
    const gif = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#00f" } })
      .gif()
      .toBuffer();
    const png = await sharp({ create: { width: 30, height: 30, channels: 4, background: "#0f08" } })
      .png()
      .toBuffer();
    const added = await upload(hang, [gif, png], host(hang));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((added.body as PhotoView[]).map((p) => [p.width, p.height])).toEqual([
      [20, 10],
      [30, 30],
    ]);
  });
});

describe("who sees the album", () => {
  it("is the hosts and people who answered, never the public link alone", async () => {
    const hang = await newHang();
    const guest = await answer(hang);
    const [photo] = (await upload(hang, [await sidewaysJpeg()], as(guest))).body as PhotoView[];
    const stranger = await req("GET", `/api/hangs/${hang.id}/photos`);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(PHOTOS_PRIVATE);
    // A wrong secret, someone else's hang's token: the same refusal.
    const other = await newHang();
    for (const headers of [host(other), { ...as(guest), "X-Response-Secret": "nope" }]) {
      expect((await req("GET", `/api/hangs/${hang.id}/photos`, undefined, headers)).status).toBe(403);
    }
    expect((await list(hang, host(hang))).map((p) => p.id)).toEqual([photo!.id]);
    // The public view says whether photos are open, and carries no photo.
    const publicView = await req("GET", `/api/hangs/${hang.id}`);
    expect(publicView.body.photosOpen).toBe(true);
    expect(JSON.stringify(publicView.body)).not.toContain(photo!.id);
    // Image paths are random: a guessed one is simply not there.
    expect((await image(`/api/photos/${"A".repeat(43)}/full`)).status).toBe(404);
    expect(photo!.id).toMatch(/^[\w-]{43}$/);
  });

  it("lets an uploader delete their own photo, a host hide or delete any", async () => {
    const hang = await newHang();
    const gita = await answer(hang, "Gita Guest");
    const ravi = await answer(hang, "Ravi Guest");
    const [mine] = (await upload(hang, [await sidewaysJpeg()], as(gita))).body as PhotoView[];
    const [theirs] = (await upload(hang, [await sidewaysJpeg()], as(ravi))).body as PhotoView[];
    const notMine = await req("DELETE", `/api/hangs/${hang.id}/photos/${theirs!.id}`, undefined, as(gita));
    expect([notMine.status, notMine.body.message]).toEqual([403, PHOTO_NOT_YOURS]);
    const hideByGuest = await req(
      "PATCH",
      `/api/hangs/${hang.id}/photos/${theirs!.id}`,
      { hidden: true },
      as(gita),
    );
    expect(hideByGuest.status).toBe(403);

    const hidden = await req(
      "PATCH",
      `/api/hangs/${hang.id}/photos/${theirs!.id}`,
      { hidden: true },
      host(hang),
    );
    expect(hidden.status).toBe(204);
    expect((await list(hang, as(gita))).map((p) => p.id)).toEqual([mine!.id]);
    expect((await image(theirs!.thumbnailUrl)).status).toBe(404);
    expect((await image(`${theirs!.thumbnailUrl}?token=${hang.editToken}`)).status).toBe(200);
    expect((await list(hang, host(hang))).find((p) => p.id === theirs!.id)?.hidden).toBe(true);

    expect(
      (await req("DELETE", `/api/hangs/${hang.id}/photos/${mine!.id}`, undefined, as(gita))).status,
    ).toBe(204);
    expect(
      (await req("DELETE", `/api/hangs/${hang.id}/photos/${theirs!.id}`, undefined, host(hang))).status,
    ).toBe(204);
    expect(await storedCount(hang)).toBe(0);
    expect((await image(mine!.url)).status).toBe(404);
  });
});

describe("what is refused, with nothing stored", () => {
  it("answers each bad file with its own clear message", async () => {
    const hang = await newHang();
    const guest = await answer(hang);
    const good = await sidewaysJpeg();
    const truncated = (await jpegWithPrivateMetadata()).subarray(0, 400);
    const tooBig = Buffer.concat([good, Buffer.alloc(3 * 1024 * 1024)]);
    const cases: [string, Buffer[], number, string][] = [
      ["too big", [tooBig], 413, PHOTO_TOO_BIG],
      [
        "only claims to be an image",
        [Buffer.from("Not a photo, just a name ending in .jpg")],
        415,
        PHOTO_NOT_AN_IMAGE,
      ],
      ["SVG with a script", [SVG_WITH_SCRIPT], 415, PHOTO_NOT_AN_IMAGE],
      ["decompression bomb", [decompressionBombPng()], 413, PHOTO_TOO_MANY_PIXELS],
      ["truncated JPEG", [truncated], 422, PHOTO_DAMAGED],
      // One bad photo among good ones: none of them is kept.
      ["a good photo beside a bad one", [good, SVG_WITH_SCRIPT], 415, PHOTO_NOT_AN_IMAGE],
    ];
    for (const [what, files, status, message] of cases) {
      const res = await upload(hang, files, as(guest));
      expect([what, res.status, res.body.message]).toEqual([what, status, message]);
    }
    expect(await storedCount(hang)).toBe(0);
    // The server is unharmed: the next good photo goes in.
    expect((await upload(hang, [good], as(guest))).status).toBe(201);
  });

  it("refuses someone who has not answered, a closed album, a cancelled hang and a full share", async () => {
    const closed = await newHang({ photosOpen: false });
    const early = await upload(closed, [await sidewaysJpeg()], host(closed));
    expect([early.status, early.body.message]).toEqual([409, PHOTOS_NOT_YET]);

    const hang = await newHang();
    const stranger = await upload(hang, [await sidewaysJpeg()], {});
    expect([stranger.status, stranger.body.message]).toEqual([403, PHOTOS_ANSWER_FIRST]);

    const guest = await answer(hang);
    const four = await Promise.all([1, 2, 3, 4].map(() => sidewaysJpeg()));
    expect((await upload(hang, four, as(guest))).status).toBe(201);
    const fifth = await upload(hang, [await sidewaysJpeg()], as(guest));
    expect([fifth.status, fifth.body.message]).toEqual([409, PHOTO_PERSON_FULL]);
    expect(await storedCount(hang)).toBe(4);
    // Nothing half-stored: the refused photo's bytes, sent ahead in pieces, are gone with it.
    expect(await t.ctx.db.select({ n: count() }).from(photoParts)).toEqual([{ n: 0 }]);

    const cancelled = await req("POST", `/api/hangs/${hang.id}/cancel`, { reason: "Rained out" }, host(hang));
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBeLessThan(300);
    const late = await upload(hang, [await sidewaysJpeg()], host(hang));
    expect([late.status, late.body.message]).toEqual([409, PHOTOS_CANCELLED]);
    expect(await storedCount(hang)).toBe(4);
  });
});

describe("backups", () => {
  it("carry the album whole, and not a photo deleted before them", async () => {
    const hang = await newHang();
    const [kept, gone] = (
      await upload(hang, [await sidewaysJpeg(), await jpegWithPrivateMetadata()], host(hang))
    ).body as PhotoView[];
    await req("DELETE", `/api/hangs/${hang.id}/photos/${gone!.id}`, undefined, host(hang));
    const file = path.join(os.tmpdir(), `hangs-photos-${process.pid}-${Date.now()}.backup`);
    const { location } = t.database;
    try {
      if (t.database.pglite) await dumpPglite(t.database.pglite, file);
      else await backup({ dataDir: location.dataDir, databaseUrl: location.databaseUrl }, file);
      // Restored into a scratch database of the same kind: every row and byte read back the same.
      const { checks } = await verify({ dataDir: location.dataDir, databaseUrl: location.databaseUrl }, file);
      const album = checks.find((check) => check.table === "public.photos");
      expect(album?.ok).toBe(true);
      expect(album?.restored.rows).toBe(await t.ctx.db.$count(photos));
      const [restoredIds] = [await t.ctx.db.select({ id: photos.id }).from(photos)];
      expect(restoredIds.map((row) => row.id)).toContain(kept!.id);
      expect(restoredIds.map((row) => row.id)).not.toContain(gone!.id);
    } finally {
      await rm(file, { force: true });
    }
  });
});
