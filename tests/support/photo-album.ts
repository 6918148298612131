// Driving a hang's album through the API in tests: a hang open to photos, answers, uploads, and a
// small photo to add. Shared by the album's download, end, daily-mail and personal-data tests.
import sharp from "sharp";
import { expect } from "vitest";
import type { TestApp } from "./app.ts";
import { hangInput, responseInput } from "./factories.ts";

export const ORIGIN = "http://localhost:5000";

export interface Hang {
  id: string;
  editToken: string;
}
export interface Guest {
  id: string;
  secret: string;
  email: string;
}

export const host = (hang: Hang) => ({ "X-Edit-Token": hang.editToken });
export const as = (guest: Guest) => ({ "X-Response-Id": guest.id, "X-Response-Secret": guest.secret });

export function albumDriver(app: () => TestApp) {
  const req = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    app().request(method, url, body, { origin: ORIGIN, ...headers });
  return {
    req,
    async newHang(overrides = {}): Promise<Hang> {
      const res = await req("POST", "/api/hangs", hangInput({ photosOpen: true, ...overrides }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    },
    async answer(hang: Hang, name: string, email: string, overrides = {}): Promise<Guest> {
      const body = responseInput({ guestName: name, guestEmail: email, ...overrides });
      const res = await req("POST", `/api/hangs/${hang.id}/responses`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return { id: res.body.id, secret: res.body.secret, email };
    },
    async upload(hang: Hang, files: Buffer[], headers: Record<string, string>) {
      const form = new FormData();
      for (const file of files) form.append("photo", new Blob([new Uint8Array(file)]), "IMG.jpg");
      const res = await app().fetch(`/api/hangs/${hang.id}/photos`, {
        method: "POST",
        body: form,
        headers: { origin: ORIGIN, ...headers },
      });
      return { status: res.status, body: JSON.parse(await res.text()) };
    },
  };
}

/** A small JPEG of one colour (each colour's bytes differ, so each photo can be told apart). */
export function smallJpeg(background = "#3a7", width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}
