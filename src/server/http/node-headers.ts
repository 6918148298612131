// Headers most answers share, set on Node's own response before the handler runs. Node merges them
// into the answer's headers when it writes them (the answer's own value wins). Setting them on a
// web Response instead, once it is built, makes the Node adapter rebuild that Response as a full
// undici one: on a small JSON read that doubled the app's cost over a bare node:http server.
import type { ServerResponse } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler } from "hono";

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/** Node's response for this request; none for in-process requests (`app.request`, tests). */
export function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  return outgoing && !outgoing.headersSent ? outgoing : undefined;
}

/**
 * Sets `headers` on every answer that does not set them itself. Without a Node response, `inProcess`
 * does the same on Hono's response.
 */
export function defaultHeaders(headers: HeaderList, inProcess: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => {
    const outgoing = nodeResponse(c);
    if (!outgoing) return inProcess(c, next);
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return next();
  };
}

/** `defaultHeaders`, set on Hono's response before the handler for in-process requests. */
export function presetHeaders(headers: HeaderList): MiddlewareHandler {
  return defaultHeaders(headers, async (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    await next();
  });
}
