import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overSocket, startTestApp, type TestApp } from "../support/app.ts";
import { hangInput, responseInput } from "../support/factories.ts";

let t: TestApp;
let hangId: string;
beforeAll(async () => {
  t = await startTestApp();
  hangId = (await t.request("POST", "/api/hangs", hangInput())).body.id;
  for (let i = 0; i < 12; i++) {
    const guest = responseInput({ guestName: `Guest ${i}`, guestEmail: `guest${i}@example.com` });
    expect((await t.request("POST", `/api/hangs/${hangId}/responses`, guest)).status).toBe(201);
  }
});
afterAll(() => t.close());

async function bytesOf(res: Response) {
  return Buffer.from(await res.arrayBuffer());
}

describe("API compression", () => {
  const path = () => `/api/hangs/${hangId}/responses`;

  it("answers in brotli when the client accepts it, with the same JSON", async () => {
    const plain = await bytesOf(await t.raw(path()));
    const res = await t.raw(path(), { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    const body = await bytesOf(res);
    expect(body.length).toBeLessThan(plain.length / 2);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(JSON.parse(plain.toString()));
  });

  it("falls back to gzip for clients without brotli", async () => {
    const res = await t.raw(path(), { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const json = JSON.parse(gunzipSync(await bytesOf(res)).toString());
    expect(json).toHaveLength(12);
  });

  it("leaves small answers and clients that accept no encoding alone", async () => {
    const small = await t.raw("/api/health", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toMatchObject({ status: "ok" });
    const identity = await t.raw(path());
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(await identity.json()).toHaveLength(12);
  });

  it("sends the length up front over HTTP, so a client that accepts no encoding is not streamed to", async () => {
    await overSocket(t, async (port) => {
      const { headers, body } = await new Promise<{ headers: http.IncomingHttpHeaders; body: string }>(
        (resolve, reject) => {
          http
            .get({ host: "127.0.0.1", port, path: path(), headers: { host: "localhost" } }, (res) => {
              let body = "";
              res.setEncoding("utf8").on("data", (chunk) => (body += chunk));
              res.on("end", () => resolve({ headers: res.headers, body }));
            })
            .on("error", reject);
        },
      );
      expect(headers["transfer-encoding"]).toBeUndefined();
      expect(Number(headers["content-length"])).toBe(Buffer.byteLength(body));
      expect(headers.vary).toContain("Accept-Encoding");
      expect(JSON.parse(body)).toHaveLength(12);
    });
  });
});
