// "Download all": one ZIP of the full-size photos the viewer may see (hosts: hidden ones too),
// stored rather than compressed, named by hang, number and who added each, private and never
// cached; nobody but the hosts and the people who answered can fetch it, and a deleted photo is not in
// the next one. Open hang pages hear of every change to the album.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhotoView } from "../../src/shared/photos.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { changeKinds, readEventStream } from "../support/event-stream.ts";
import { albumDriver, as, host, ORIGIN, smallJpeg } from "../support/photo-album.ts";
import { readZip } from "../support/zip-reader.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { VOTES_PER_ADDRESS_PER_MINUTE: "100000" } });
});
afterAll(() => t.close());

const album = albumDriver(() => t);

async function download(hangId: string, headers: Record<string, string> = {}) {
  const res = await t.fetch(`/api/hangs/${hangId}/photos.zip`, { headers: { origin: ORIGIN, ...headers } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function fullImage(photo: PhotoView, headers: Record<string, string> = {}) {
  return Buffer.from(await (await t.fetch(photo.url, { headers })).arrayBuffer());
}

describe("Download all", () => {
  it("packs the photos as the viewer sees them, stored, named in plain ASCII", async () => {
    const hang = await album.newHang({ name: "Friday Café!" });
    const ana = await album.answer(hang, "Ana Álvarez", "ana@example.com");
    const byHost = await album.upload(hang, [await smallJpeg("#a00"), await smallJpeg("#0a0")], host(hang));
    expect(byHost.status, JSON.stringify(byHost.body)).toBe(201);
    const byAna = await album.upload(hang, [await smallJpeg("#00a")], as(ana));
    expect(byAna.status).toBe(201);
    const [first, second] = byHost.body as PhotoView[];
    const [anas] = byAna.body as PhotoView[];
    const hidden = await album.req(
      "PATCH",
      `/api/hangs/${hang.id}/photos/${second!.id}`,
      { hidden: true },
      host(hang),
    );
    expect(hidden.status).toBe(204);

    const asGuest = await download(hang.id, as(ana));
    expect(asGuest.status).toBe(200);
    expect(asGuest.headers.get("content-type")).toBe("application/zip");
    expect(asGuest.headers.get("content-disposition")).toBe('attachment; filename="friday-cafe-photos.zip"');
    expect(asGuest.headers.get("cache-control")).toBe("private, no-store");
    const guestEntries = readZip(asGuest.bytes);
    expect(guestEntries.map((e) => e.name)).toEqual([
      "friday-cafe-01-hana-host.jpg",
      "friday-cafe-02-ana.jpg",
    ]);
    expect(guestEntries.every((e) => e.method === 0)).toBe(true);
    expect(guestEntries[0]!.bytes.equals(await fullImage(first!))).toBe(true);
    expect(guestEntries[1]!.bytes.equals(await fullImage(anas!))).toBe(true);

    // The hosts get the hidden photo too, and each guest's full name.
    const asHost = readZip((await download(hang.id, host(hang))).bytes);
    expect(asHost.map((e) => e.name)).toEqual([
      "friday-cafe-01-hana-host.jpg",
      "friday-cafe-02-hana-host.jpg",
      "friday-cafe-03-ana-alvarez.jpg",
    ]);
    expect(asHost[1]!.bytes.equals(await fullImage(second!, host(hang)))).toBe(true);
  });

  it("is refused to the public link alone and to a wrong secret", async () => {
    const hang = await album.newHang();
    const gita = await album.answer(hang, "Gita Guest", "gita@example.com");
    expect((await album.upload(hang, [await smallJpeg()], as(gita))).status).toBe(201);
    const refused: Record<string, string>[] = [
      {},
      { "X-Response-Id": gita.id, "X-Response-Secret": "not-the-secret" },
    ];
    for (const headers of refused) {
      const res = await download(hang.id, headers);
      expect(res.status).toBe(403);
      expect(res.bytes.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false);
    }
    expect((await download("00000000-0000-4000-8000-000000000000", host(hang))).status).toBe(404);
  });

  it("comes the same from the page's form, whose fields carry the proof", async () => {
    const hang = await album.newHang({ name: "Form night" });
    const gita = await album.answer(hang, "Gita Guest", "gita3@example.com");
    expect((await album.upload(hang, [await smallJpeg("#123")], as(gita))).status).toBe(201);
    const posted = async (fields: Record<string, string>, origin = ORIGIN, site?: string) => {
      const res = await t.fetch(`/api/hangs/${hang.id}/photos.zip`, {
        method: "POST",
        headers: {
          origin,
          "content-type": "application/x-www-form-urlencoded",
          ...(site ? { "sec-fetch-site": site } : {}),
        },
        body: new URLSearchParams(fields).toString(),
      });
      return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
    };
    // The guest sees first names, the host full names, as with the headers.
    for (const [fields, name] of [
      [{ responseId: gita.id, secret: gita.secret }, "form-night-01-gita.jpg"],
      [{ token: hang.editToken }, "form-night-01-gita-guest.jpg"],
    ] as const) {
      const res = await posted(fields);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="form-night-photos.zip"');
      expect(readZip(res.bytes).map((e) => e.name)).toEqual([name]);
    }
    // A browser posting our own page's form under its no-referrer policy sends Origin: null.
    const fromOurPage = await posted({ responseId: gita.id, secret: gita.secret }, "null", "same-origin");
    expect(fromOurPage.status).toBe(200);
    const fromElsewhere = await posted({ responseId: gita.id, secret: gita.secret }, "null", "cross-site");
    expect(fromElsewhere.status).toBe(403);
    // A wrong secret, no proof, or a form from another site: no archive.
    for (const [fields, origin] of [
      [{ responseId: gita.id, secret: "not-the-secret" }, ORIGIN],
      [{}, ORIGIN],
      [{ responseId: gita.id, secret: gita.secret }, "https://elsewhere.example"],
    ] as const) {
      const res = await posted(fields, origin);
      expect(res.status).toBe(403);
      expect(res.bytes.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false);
    }
  });

  it("no longer holds a deleted photo, and an empty album is an empty archive", async () => {
    const hang = await album.newHang();
    const gita = await album.answer(hang, "Gita Guest", "gita2@example.com");
    const added = await album.upload(hang, [await smallJpeg("#111"), await smallJpeg("#eee")], as(gita));
    const [gone, kept] = added.body as PhotoView[];
    const goneBytes = await fullImage(gone!);
    expect(
      (await album.req("DELETE", `/api/hangs/${hang.id}/photos/${gone!.id}`, undefined, as(gita))).status,
    ).toBe(204);
    const entries = readZip((await download(hang.id, as(gita))).bytes);
    expect(entries.map((e) => e.name)).toEqual(["friday-coffee-01-gita.jpg"]);
    expect(entries[0]!.bytes.equals(await fullImage(kept!))).toBe(true);
    expect(entries.some((e) => e.bytes.equals(goneBytes))).toBe(false);

    const empty = await album.newHang();
    expect(readZip((await download(empty.id, host(empty))).bytes)).toEqual([]);
  });
});

describe("open pages", () => {
  it("hear of each change to the album, with ids only, and refetch it", async () => {
    const hang = await album.newHang();
    const gita = await album.answer(hang, "Gita Guest", "gita3@example.com");
    const stream = await readEventStream(await t.fetch(`/api/hangs/${hang.id}/events`));
    try {
      const added = await album.upload(hang, [await smallJpeg()], as(gita));
      expect(added.status).toBe(201);
      const event = await stream.waitFor((e) => e.data.includes("album-changed"));
      expect(JSON.parse(event.data)).toEqual({ hangId: hang.id, kind: "album-changed" });
      const [photo] = added.body as PhotoView[];
      await album.req("DELETE", `/api/hangs/${hang.id}/photos/${photo!.id}`, undefined, as(gita));
      await expect.poll(() => changeKinds(stream).filter((k) => k === "album-changed").length).toBe(2);
    } finally {
      await stream.close();
    }
  });
});
