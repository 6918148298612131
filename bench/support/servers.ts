// The two targets on ephemeral loopback ports: the real app, and a bare node:http baseline.
// close() waits for requests still in hand, so none outlives the database it queries.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "../../src/server/app.ts";
import type { ServerContext } from "../../src/server/context.ts";
import { handleBare } from "./bare-server.ts";

export interface Target {
  baseUrl: string;
  close(): Promise<void>;
}

type InFlight = Set<Promise<unknown>>;

function track<T>(inFlight: InFlight, work: Promise<T>): Promise<T> {
  inFlight.add(work);
  const done = () => inFlight.delete(work);
  work.then(done, done);
  return work;
}

export function startApp(ctx: ServerContext): Promise<Target> {
  const app = createApp(ctx);
  const inFlight: InFlight = new Set();
  const fetch: Parameters<typeof serve>[0]["fetch"] = (request, env) => {
    const response = app.fetch(request, env);
    return response instanceof Promise ? track(inFlight, response) : response;
  };
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      resolve(target(server as http.Server, info, inFlight));
    });
  });
}

export function startBare(ctx: ServerContext): Promise<Target> {
  const inFlight: InFlight = new Set();
  const server = http.createServer((req, res) => {
    track(inFlight, handleBare(ctx.db, req, res));
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve(target(server, server.address() as AddressInfo, inFlight)));
  });
}

function target(server: http.Server, info: AddressInfo, inFlight: InFlight): Target {
  return {
    baseUrl: `http://127.0.0.1:${info.port}`,
    async close() {
      const closed = new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      await Promise.allSettled([...inFlight]);
      server.closeAllConnections();
      await closed;
    },
  };
}
