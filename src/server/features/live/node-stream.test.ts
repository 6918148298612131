import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { nodeLiveStream } from "./node-stream.ts";
import type { LiveStream } from "./streams.ts";

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

type Opened = { stream: LiveStream; response: http.ServerResponse };

/** A real server whose one request opens a live stream; resolves with it and what the client read. */
async function openStream(): Promise<Opened & { body: () => string }> {
  let opened: (value: Opened) => void;
  const ready = new Promise<Opened>((resolve) => {
    opened = resolve;
  });
  const server = http.createServer((_req, response) =>
    opened({ stream: nodeLiveStream(response), response }),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  let body = "";
  http
    .get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, (res) => {
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
    })
    .on("error", () => {});
  return { ...(await ready), body: () => body };
}

describe("a live stream on Node's response", () => {
  it("closes with the end of the stream the browser reads", async () => {
    const { stream, body } = await openStream();
    await new Promise<void>((resolve) => stream.write(new TextEncoder().encode("retry: 5000\n\n"), resolve));
    await stream.close();
    await expect.poll(body).toBe("retry: 5000\n\n");
  });

  it("closes when its connection is already gone, as a browser leaves while the server stops", async () => {
    const { stream, response } = await openStream();
    response.socket!.destroy();
    await expect(stream.close()).resolves.toBeUndefined();
  });
});
