// The container image as an operator runs it: built from the repository's Containerfile (on a
// stand-in for the Node base image, since none can be pulled here), started against PostgreSQL on a
// database of its own, it migrates, serves a hang and an answer, keeps them across a restart, runs
// as a non-root user with its health check passing, and on SIGTERM drains and exits 0 in time.
// Without podman (or its tools) this fails and says what to install: it never skips for that.
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withDatabase } from "../support/database-url.ts";
import { hangInput, responseInput } from "../support/factories.ts";
import { freePort } from "../support/free-port.ts";
import { nodeStandInImage, requireContainerTools } from "../support/node-stand-in-image.ts";
import { podman, runTool } from "../support/podman.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const IMAGE = "localhost/hangs:test";
const SHUTDOWN_TIMEOUT_SECONDS = 10;
const run = randomBytes(4).toString("hex");
const CONTAINER = `hangs-test-${run}`;
const VOLUME = `hangs-test-data-${run}`;
const DATABASE = `hangs_container_${run}`;

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Builds the image from the Containerfile, replacing (and removing) the one an earlier run left. */
async function buildImage(base: string) {
  const previous = await runTool("podman", ["image", "inspect", "--format", "{{.Id}}", IMAGE]);
  // Docker's format: the OCI one has no HEALTHCHECK.
  await podman(
    [
      "build",
      "--format",
      "docker",
      "--build-arg",
      `NODE_IMAGE=${base}`,
      "-f",
      "Containerfile",
      "-t",
      IMAGE,
      ROOT,
    ],
    { timeoutMs: 20 * 60_000 },
  );
  const now = await podman(["image", "inspect", "--format", "{{.Id}}", IMAGE]);
  const old = previous.stdout.trim();
  if (previous.code === 0 && old !== now) await runTool("podman", ["rmi", old]);
}

/** Waits until the container's server is ready, or fails with what it logged. */
async function waitUntilReady(site: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const state = await podman(["inspect", "--format", "{{.State.Status}}", CONTAINER]);
    if (state !== "running") break;
    const ready = await fetch(`${site}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The container did not become ready:\n${await logs()}`);
}

async function logs() {
  const result = await runTool("podman", ["logs", CONTAINER]);
  return result.stdout + result.stderr;
}

let site = "";
let sink: SmtpSink;

describe.skipIf(process.env.TEST_DB !== "postgres")("the container image", () => {
  beforeAll(async () => {
    await requireContainerTools();
    // The first run bootstraps the stand-in (minutes) and builds without a layer cache.
    await buildImage(await nodeStandInImage());
    await adminQuery(`create database "${DATABASE}"`);
    sink = await startSmtpSink();
  }, 30 * 60_000);

  afterAll(async () => {
    await runTool("podman", ["rm", "--force", "--time", "0", CONTAINER]);
    await runTool("podman", ["volume", "rm", "--force", VOLUME]);
    await adminQuery(`drop database if exists "${DATABASE}" with (force)`);
    await sink?.stop();
  }, 60_000);

  async function send(path: string, body: unknown) {
    const res = await fetch(`${site}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return res.json();
  }

  it("serves as a non-root user, keeps hangs across a restart, and stops cleanly on SIGTERM", {
    timeout: 5 * 60_000,
  }, async () => {
    const port = await freePort();
    site = `http://localhost:${port}`;
    // The machine's network, so the container reaches PostgreSQL and the mail sink on loopback.
    await podman([
      "run",
      "--detach",
      "--name",
      CONTAINER,
      "--network",
      "host",
      "--volume",
      `${VOLUME}:/var/lib/hangs`,
      "--env",
      `PORT=${port}`,
      "--env",
      `PUBLIC_URL=${site}`,
      "--env",
      "SESSION_SECRET=a-production-secret-of-at-least-32-chars",
      "--env",
      `DATABASE_URL=${withDatabase(process.env.TEST_DATABASE_URL!, DATABASE)}`,
      "--env",
      `SMTP_URL=${sink.url}`,
      "--env",
      `SHUTDOWN_TIMEOUT_SECONDS=${SHUTDOWN_TIMEOUT_SECONDS}`,
      IMAGE,
    ]);
    await waitUntilReady(site);

    // The server itself is the container's first process (so signals reach it), not as root.
    const status = await podman(["exec", CONTAINER, "cat", "/proc/1/status", "/proc/1/cmdline"]);
    const uids = (/^Uid:\s+(.*)$/m.exec(status)?.[1] ?? "").split(/\s+/).map(Number);
    expect(uids).toHaveLength(4);
    expect(uids.every((uid) => uid > 0)).toBe(true);
    expect(status).toContain("dist/server/main.mjs");
    expect(await runTool("podman", ["healthcheck", "run", CONTAINER])).toMatchObject({ code: 0 });

    const hang = await send("/api/hangs", hangInput({ name: "Container coffee" }));
    await send(`/api/hangs/${hang.id}/responses`, responseInput({ guestName: "Ana" }));
    await sink.waitForMail("hana@example.com", "Your hang on Hangs is ready", 30_000);

    await podman(["restart", "--time", "30", CONTAINER], { timeoutMs: 60_000 });
    await waitUntilReady(site);
    expect(await (await fetch(`${site}/api/hangs/${hang.id}`)).json()).toMatchObject({
      name: "Container coffee",
    });
    const answers = await (await fetch(`${site}/api/hangs/${hang.id}/responses`)).json();
    expect(answers.map((a: { guestName: string }) => a.guestName)).toEqual(["Ana"]);

    // podman's grace is longer than the drain may take: an exit in time is the server's own.
    const stopping = Date.now();
    await podman(["stop", "--time", String(SHUTDOWN_TIMEOUT_SECONDS + 20), CONTAINER], {
      timeoutMs: 60_000,
    });
    expect(Date.now() - stopping).toBeLessThan(SHUTDOWN_TIMEOUT_SECONDS * 1000);
    expect(await podman(["inspect", "--format", "{{.State.ExitCode}}", CONTAINER])).toBe("0");
    expect(await logs()).toMatch(/"event":"stopped"/);
  });
});
