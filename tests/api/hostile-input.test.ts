// Hostile input gets a clear 4xx and stores nothing: NUL characters, forged or broken Origin headers,
// non-JSON writes, impossible or past final dates, loose e-mail addresses, and oversized bodies.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { describe, expect, it } from "vitest";
import { hangs } from "../../src/server/db/schema.ts";
import { hangInput, responseInput } from "../support/factories.ts";
import { YES_FIRST } from "../support/host-flow.ts";
import { appWithMailSink } from "../support/mail-app.ts";

const app = appWithMailSink();
const NUL = "\u0000";

async function hangCount() {
  return (await app.t.ctx.db.select({ id: hangs.id }).from(hangs)).length;
}

describe("NUL characters", () => {
  it("are refused with the field named, in bodies, nested fields, keys and query values", async () => {
    const before = await hangCount();
    const named = await app.t.request("POST", "/api/hangs", hangInput({ name: `Coffee${NUL}` }));
    expect(named.status).toBe(400);
    expect(named.body.errors).toEqual({ name: "Must not contain a NUL character" });

    const nested = structuredClone(hangInput());
    nested.timeSlots![0]!.date = `2027-03-05${NUL}`;
    const slot = await app.t.request("POST", "/api/hangs", nested);
    expect(slot.status).toBe(400);
    expect(slot.body.errors).toHaveProperty("timeSlots.0.date");
    expect(await hangCount()).toBe(before);

    const hang = await app.host.newHang();
    const key = await app.t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ timeSlotAvailability: { [`slot${NUL}`]: "yes" } }),
    );
    expect(key.status).toBe(400);
    expect(Object.keys(key.body.errors)[0]).toMatch(/^timeSlotAvailability\.slot/);

    for (const path of [
      `/api/hangs/${hang.id}?token=%00`,
      "/api/places/search?q=caf%00e",
      "/api/location-suggestions?vibe=%00",
      `/api/hangs/${hang.id}/calendar.ics?tz=%00`,
    ]) {
      const res = await app.t.request("GET", path);
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toMatch(/NUL/);
    }
  });
});

describe("the Origin check and content types on writes", () => {
  it("refuses an Origin that does not parse or only looks like ours with 403", async () => {
    const before = await hangCount();
    for (const origin of [
      "null",
      "not a url",
      "http://localhost:5103.evil.example",
      "http://hangs.test:5000/x",
    ]) {
      const res = await app.t.request("POST", "/api/hangs", hangInput(), { Origin: origin });
      expect(res.status, origin).toBe(403);
      expect(res.body).toEqual({ message: "Cross-site request refused" });
    }
    expect(await hangCount()).toBe(before);
  });

  it("takes writes without Origin only as JSON; any other content type is 415", async () => {
    const before = await hangCount();
    const send = (headers: Record<string, string>) =>
      app.t.app.request("/api/hangs", { method: "POST", headers, body: JSON.stringify(hangInput()) });
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const res = await send({ "Content-Type": type });
      expect(res.status, type).toBe(415);
      expect((await res.json()).message).toMatch(/JSON/);
      const sameSite = await send({ "Content-Type": type, Origin: "http://hangs.test:5000" });
      expect(sameSite.status, type).toBe(415);
    }
    expect((await send({})).status).toBe(415);
    expect(await hangCount()).toBe(before);
    expect((await send({ "Content-Type": "application/json; charset=utf-8" })).status).toBe(201);
  });
});

describe("finalize dates", () => {
  it("refuses impossible dates and times with the field's message, and sends nothing", async () => {
    const hang = await app.host.newHang();
    await app.host.answers(hang, [["Ana", YES_FIRST]]);
    for (const finalDateTime of [
      "2027-13-45T18:00",
      "2027-02-30T18:00",
      "2027-03-01T99:99",
      "2027-03-01T24:00Z",
    ]) {
      const res = await app.host.finalize(hang, { finalDateTime });
      expect(res.status, finalDateTime).toBe(400);
      expect(res.body.errors, finalDateTime).toEqual({
        finalDateTime: "Final date and time must look like 2027-03-13T18:00",
      });
    }
    const leapDay = await app.host.finalize(hang, { finalDateTime: "2028-02-29T18:00" });
    expect(leapDay.body.finalDateTime).toBe("2028-02-29T12:15:00.000Z");
  });

  it("refuses a new time in the past but keeps an unchanged one, so notes can be fixed afterwards", async () => {
    const hang = await app.host.newHang();
    const past = await app.host.finalize(hang, { finalDateTime: "2020-01-01T18:00" });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ finalDateTime: "Final date and time must be in the future" });
    expect((await app.host.get(hang)).body.isFinalized).toBe(false);
  });
});

describe("e-mail addresses", () => {
  it("are held to one strict rule on every form", async () => {
    const hang = await app.host.newHang();
    for (const email of [
      "a@b-.com",
      "a@-b.com",
      `${"x".repeat(65)}@example.com`,
      `a@${"b".repeat(64)}.com`,
    ]) {
      const create = await app.t.request("POST", "/api/hangs", hangInput({ hostEmail: email }));
      expect(create.body.errors, email).toEqual({ hostEmail: "Valid email is required" });
      const answer = await app.t.request(
        "POST",
        `/api/hangs/${hang.id}/responses`,
        responseInput({ guestEmail: email }),
      );
      expect(answer.body.errors, email).toEqual({ guestEmail: "Valid email is required" });
      const invite = await app.t.request(
        "POST",
        `/api/hangs/${hang.id}/invite`,
        { email },
        app.host.asHost(hang),
      );
      expect(invite.status, email).toBe(400);
    }
  });
});

describe("oversized bodies", () => {
  it("always answer 413 with the message over a real socket, declared or streamed", async () => {
    const server = serve({ fetch: app.t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/hangs`;
    const megabyte = JSON.stringify({ name: "x".repeat(1024 * 1024) });
    try {
      for (let i = 0; i < 10; i++) {
        const streamed = i % 2 === 1;
        const res = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: streamed ? new Blob([megabyte]).stream() : megabyte,
          duplex: "half",
        } as RequestInit);
        expect(res.status).toBe(413);
        expect(await res.json()).toEqual({ message: "The request is too large" });
      }
    } finally {
      server.close();
    }
  });
});
