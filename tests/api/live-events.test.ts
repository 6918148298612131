// GET /api/hangs/{id}/events: every change to a hang reaches its open pages as kinds and ids only,
// and one network cannot hold an unbounded number of streams.
import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HANG_EVENTS_CHANNEL } from "../../src/server/features/live/mutations.ts";
import { MAX_QUEUED_WRITES } from "../../src/server/features/live/streams.ts";
import { overSocket, startTestApp, type TestApp } from "../support/app.ts";
import { changeKinds, readEventStream } from "../support/event-stream.ts";
import { hangInput, KEYS, responseInput } from "../support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { TRUST_PROXY: "loopback", LIVE_STREAMS_PER_ADDRESS: "2" },
    socketAddress: "127.0.0.1",
  });
});
afterAll(() => t.close());

const from = (address: string) => ({ "x-forwarded-for": address });

async function openStream(hangId: string, address: string) {
  return readEventStream(
    await t.fetch(`/api/hangs/${hangId}/events`, {
      headers: { ...from(address), "accept-encoding": "gzip" },
    }),
  );
}

describe("the event stream", () => {
  it("carries every change as kinds and ids, never an e-mail, token or secret", async () => {
    const created = await t.request(
      "POST",
      "/api/hangs",
      hangInput({ maxCapacity: 2, allowActivitySuggestions: true }),
    );
    const hang = created.body as { id: string; editToken: string };
    const host = { "X-Edit-Token": hang.editToken };
    const stream = await openStream(hang.id, "203.0.113.1");
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("x-accel-buffering")).toBe("no");
    expect(stream.headers.get("content-encoding")).toBeNull();

    const secrets: string[] = [hang.editToken];
    const answer = async (name: string, email: string, slot: "yes" | "maybe", waitlist = false) => {
      const res = await t.request("POST", `/api/hangs/${hang.id}/responses`, {
        ...responseInput({ guestName: name, guestEmail: email, timeSlotAvailability: { [KEYS[0]]: slot } }),
        ...(waitlist ? { waitlist: true } : {}),
      });
      expect(res.status).toBe(201);
      secrets.push(res.body.secret);
      return res.body as { id: string; secret: string };
    };
    const sam = await answer("Sam Sender", "sam@example.com", "yes");
    await answer("Ola Other", "ola@example.com", "yes");
    // The time is full: Wes asks to wait for a spot (decision 0065).
    const wes = await answer("Wes Waiting", "wes@example.com", "yes", true);
    // Sam leaves the yes: Wes is promoted from the waitlist.
    const leave = await t.request(
      "PUT",
      `/api/hangs/${hang.id}/responses/${sam.id}`,
      responseInput({
        guestName: "Sam Sender",
        guestEmail: "sam@example.com",
        timeSlotAvailability: { [KEYS[0]]: "no" },
      }),
      { "X-Response-Secret": sam.secret },
    );
    expect(leave.status).toBe(200);
    const suggestion = await t.request(
      "POST",
      `/api/hangs/${hang.id}/activity-suggestions`,
      {
        suggestedBy: "Ola Other",
        suggestedByEmail: "ola@example.com",
        vibe: "bowling",
        customActivity: null,
        description: null,
      },
      { "X-Response-Secret": secrets[2]! },
    );
    expect(suggestion.status).toBe(201);
    secrets.push(suggestion.body.voterKey);
    const vote = await t.request("POST", `/api/hangs/${hang.id}/activity-votes`, {
      suggestionId: suggestion.body.id,
      voterName: "Vic Voter",
      voterEmail: "vic@example.com",
      voteType: "love",
    });
    expect(vote.status).toBe(201);
    secrets.push(vote.body.voterKey);
    expect(
      (await t.request("POST", `/api/hangs/${hang.id}/invite`, { email: "ivy@example.com" }, host)).status,
    ).toBe(201);
    const edit = await t.request("PUT", `/api/hangs/${hang.id}/edit`, { name: "Saturday coffee" }, host);
    expect(edit.status).toBe(200);
    const finalize = await t.request(
      "POST",
      `/api/hangs/${hang.id}/finalize`,
      { finalDateTime: "2027-03-05T18:00" },
      host,
    );
    expect(finalize.status).toBe(200);
    const cancel = await t.request("POST", `/api/hangs/${hang.id}/cancel`, { reason: "Rain" }, host);
    expect(cancel.status).toBe(200);

    await stream.waitFor((e) => e.event === "change" && JSON.parse(e.data).kind === "cancelled");
    expect(changeKinds(stream)).toEqual([
      "response-created",
      "response-created",
      "response-created",
      "response-updated",
      "waitlist-promoted",
      "suggestion-added",
      "vote-cast",
      "invited",
      "edited",
      "finalized",
      "cancelled",
    ]);
    const promoted = stream.events.find((e) => e.data.includes("waitlist-promoted"))!;
    expect(JSON.parse(promoted.data)).toEqual({
      hangId: hang.id,
      kind: "waitlist-promoted",
      responseId: wes.id,
    });

    const raw = stream.raw();
    expect(raw).not.toMatch(/@/);
    expect(raw).not.toMatch(/Sam|Ola|Wes|Vic|Ivy|Rain|Saturday/);
    for (const secret of secrets) expect(raw).not.toContain(secret);
    await stream.close();
  });

  it("says nothing for a write that is refused", async () => {
    const hang = (await t.request("POST", "/api/hangs", hangInput({ maxCapacity: 2 }))).body;
    const stream = await openStream(hang.id, "203.0.113.2");
    await t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ guestEmail: "a@example.com" }),
    );
    await t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ guestEmail: "b@example.com" }),
    );
    const full = await t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      responseInput({ guestEmail: "c@example.com" }),
    );
    expect(full.status).toBe(409);
    await t.request(
      "POST",
      `/api/hangs/${hang.id}/invite`,
      { email: "d@example.com" },
      { "X-Edit-Token": hang.editToken },
    );
    await stream.waitFor((e) => e.data.includes("invited"));
    expect(changeKinds(stream)).toEqual(["response-created", "response-created", "invited"]);
    await stream.close();
  });

  it("answers 404 for a hang that does not exist", async () => {
    const res = await t.fetch("/api/hangs/00000000-0000-4000-8000-000000000000/events");
    expect(res.status).toBe(404);
    expect((await t.fetch("/api/hangs/nope/events")).status).toBe(404);
  });
});

describe("the cap on open streams per client address", () => {
  it("answers 429 past the cap, counts each address apart, and frees a slot when a page closes", async () => {
    const hang = (await t.request("POST", "/api/hangs", hangInput())).body;
    const first = await openStream(hang.id, "198.51.100.7");
    const second = await openStream(hang.id, "198.51.100.7");
    expect([first.status, second.status]).toEqual([200, 200]);

    const refused = await t.fetch(`/api/hangs/${hang.id}/events`, { headers: from("198.51.100.7") });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/Too many live pages are open from your network/);
    const elsewhere = await openStream(hang.id, "198.51.100.8");
    expect(elsewhere.status).toBe(200);

    await first.close();
    await expect
      .poll(async () => {
        const again = await t.fetch(`/api/hangs/${hang.id}/events`, { headers: from("198.51.100.7") });
        if (again.status === 200) await readEventStream(again).then((s) => s.close());
        return again.status;
      })
      .toBe(200);
    await Promise.all([second.close(), elsewhere.close()]);
  });
});

/** A page's stream on a real socket, read by hand so the test can stop reading it. */
function rawStream(port: number, hangId: string, version = "1.1") {
  const socket = net.connect(port, "127.0.0.1", () =>
    socket.write(`GET /api/hangs/${hangId}/events HTTP/${version}\r\nHost: 127.0.0.1:${port}\r\n\r\n`),
  );
  let text = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    text += chunk;
  });
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return {
    socket,
    closed,
    text: () => text,
    opened: () => text.includes("retry: "),
    changes: () => text.split("event: change").length - 1,
  };
}

describe("a page that stops reading", () => {
  it("is cut off by the server once too much waits for it, while a page that reads keeps up", async () => {
    const hang = (await t.request("POST", "/api/hangs", hangInput())).body as { id: string };
    const streams = t.ctx.live.streams;
    await overSocket(t, async (port) => {
      const reading = rawStream(port, hang.id);
      const stalled = rawStream(port, hang.id);
      await expect.poll(() => reading.opened() && stalled.opened()).toBe(true);
      stalled.socket.pause();

      // Many changes, as answers and votes announce them, in batches a reading page takes in stride.
      const batch = 400;
      let fired = 0;
      let mostQueued = 0;
      while (streams.size === 2 && fired < 100_000) {
        await t.database.db.execute(sql`
          select pg_notify(${HANG_EVENTS_CHANNEL}, json_build_object(
            'hangId', ${hang.id}::text, 'kind', 'response-created', 'responseId', gen_random_uuid())::text)
          from generate_series(1, ${batch})`);
        fired += batch;
        mostQueued = Math.max(mostQueued, streams.queued);
        await expect.poll(() => reading.changes(), { timeout: 10_000 }).toBe(fired);
        mostQueued = Math.max(mostQueued, streams.queued);
      }

      expect(streams.size).toBe(1);
      expect(mostQueued).toBeLessThanOrEqual(MAX_QUEUED_WRITES + batch);
      expect(streams.queued).toBe(0);
      // The server ended the stalled page's connection: once it reads again, what was in flight
      // arrives, then the end. The page reconnects and refetches.
      stalled.socket.resume();
      await stalled.closed;
      expect(stalled.changes()).toBeLessThan(fired);
      expect(reading.socket.destroyed).toBe(false);
      reading.socket.destroy();
      await reading.closed;
    });
    await expect.poll(() => streams.size).toBe(0);
  }, 60_000);
});

describe("the stream on the wire", () => {
  it("frames each event as one HTTP/1.1 chunk, and sends an HTTP/1.0 client the bare events", async () => {
    const hang = (await t.request("POST", "/api/hangs", hangInput())).body as { id: string };
    await overSocket(t, async (port) => {
      const current = rawStream(port, hang.id);
      const old = rawStream(port, hang.id, "1.0");
      await expect.poll(() => current.opened() && old.opened()).toBe(true);
      const change = { hangId: hang.id, kind: "response-created", responseId: crypto.randomUUID() };
      await t.database.db.execute(sql`select pg_notify(${HANG_EVENTS_CHANNEL}, ${JSON.stringify(change)})`);
      const event = `event: change\ndata: ${JSON.stringify(change)}\n\n`;
      await expect.poll(() => current.changes() + old.changes()).toBe(2);

      expect(current.text()).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*transfer-encoding: chunked\r\n/i);
      expect(current.text().endsWith(`${Buffer.byteLength(event).toString(16)}\r\n${event}\r\n`)).toBe(true);
      expect(old.text()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(old.text()).not.toMatch(/transfer-encoding/i);
      expect(old.text().endsWith(`\r\n\r\nretry: 2000\n\n${event}`)).toBe(true);

      // The server ends them as each protocol ends a body: a last empty chunk, or the close. (It
      // takes no stream after this: this test is the file's last.)
      await t.ctx.live.streams.close();
      await old.closed;
      await expect.poll(() => current.text().endsWith("\r\n0\r\n\r\n")).toBe(true);
      current.socket.destroy();
      expect(old.text().endsWith(event)).toBe(true);
    });
  });
});
