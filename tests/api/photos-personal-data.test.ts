// A person's photos are their data: the export lists the ones they added (where, when, the image
// paths; never the images), and deleting their account or erasing their answer deletes them from the
// database. Others' photos stay: a host who leaves takes their own photos, not their guests'.
import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { photos, users } from "../../src/server/db/schema.ts";
import { deleteAccount } from "../../src/server/features/account/mutations.ts";
import type { PhotoView } from "../../src/shared/photos.ts";
import type { TestApp } from "../support/app.ts";
import { albumDriver, as, host, ORIGIN, smallJpeg } from "../support/photo-album.ts";
import { signedInAppForFile } from "../support/signed-in-app.ts";
import { sessionCookie, type TestIssuer } from "../support/test-issuer.ts";

let issuer: TestIssuer;
let t: TestApp;
signedInAppForFile(
  (app, started) => {
    t = app;
    issuer = started;
  },
  { env: { VOTES_PER_ADDRESS_PER_MINUTE: "100000" } },
);

const album = albumDriver(() => t);

async function signIn(sub: string, email: string) {
  const idToken = await issuer.idToken({ sub, email, given_name: "Dee", family_name: "Doe" });
  const res = await t.request("POST", "/api/auth/google", { idToken });
  expect(res.status).toBe(200);
  return { cookie: sessionCookie(res.headers), origin: ORIGIN };
}

async function stored(ids: string[]) {
  const [row] = await t.ctx.db.select({ n: count() }).from(photos).where(inArray(photos.id, ids));
  return row!.n;
}

const ids = (body: PhotoView[]) => body.map((p) => p.id);

describe("a person's photos", () => {
  it("are in their export, and go with their account; their guests' photos stay", async () => {
    const dee = await signIn("dee-photos", "dee@example.com");
    // Dee answers Hana's hang and adds a photo; Dee hosts a hang of her own and adds one there.
    const hanas = await album.newHang({ name: "Hana's picnic" });
    const asGuest = await album.answer(hanas, "Dee Doe", "dee@example.com");
    const deeAsGuest = ids((await album.upload(hanas, [await smallJpeg("#a00")], as(asGuest))).body);
    const deesOwn = await album.newHang({
      name: "Dee's dinner",
      hostName: "Dee Doe",
      hostEmail: "dee@example.com",
    });
    const deeAsHost = ids((await album.upload(deesOwn, [await smallJpeg("#0a0")], host(deesOwn))).body);
    const gita = await album.answer(deesOwn, "Gita Guest", "gita@example.com");
    const gitas = ids((await album.upload(deesOwn, [await smallJpeg("#00a")], as(gita))).body);
    expect(deeAsGuest).toHaveLength(1);
    expect(deeAsHost).toHaveLength(1);

    const exported = await t.request("GET", "/api/user/export", undefined, dee);
    expect(exported.status).toBe(200);
    expect(exported.body.photos).toEqual([
      {
        hangId: hanas.id,
        hangName: "Hana's picnic",
        addedAt: expect.any(String),
        addedAs: "guest",
        hidden: false,
        width: 40,
        height: 30,
        url: `/api/photos/${deeAsGuest[0]}/full`,
        thumbnailUrl: `/api/photos/${deeAsGuest[0]}/thumbnail`,
      },
      expect.objectContaining({
        hangId: deesOwn.id,
        addedAs: "host",
        url: `/api/photos/${deeAsHost[0]}/full`,
      }),
    ]);

    const [user] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "dee@example.com"));
    await deleteAccount(t.ctx, user!.id);
    expect(await stored([...deeAsGuest, ...deeAsHost])).toBe(0);
    expect(await stored(gitas)).toBe(1);
    expect((await t.fetch(`/api/photos/${deeAsHost[0]}/full`)).status).toBe(404);
  });

  it("go when a guest erases their answer", async () => {
    const hang = await album.newHang();
    const gita = await album.answer(hang, "Gita Guest", "gita.erase@example.com");
    const ben = await album.answer(hang, "Ben Brown", "ben.erase@example.com");
    const gitas = ids(
      (await album.upload(hang, [await smallJpeg("#111"), await smallJpeg("#222")], as(gita))).body,
    );
    const bens = ids((await album.upload(hang, [await smallJpeg("#333")], as(ben))).body);
    const removed = await album.req(
      "DELETE",
      `/api/hangs/${hang.id}/responses/${gita.id}`,
      undefined,
      as(gita),
    );
    expect(removed.status).toBe(204);
    expect(await stored(gitas)).toBe(0);
    expect(await stored(bens)).toBe(1);
  });
});
