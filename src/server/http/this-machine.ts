// "This machine only": the one rule for the development surfaces (dev mailbox, built-in sign-in
// provider). A reverse proxy on the same host makes every visitor arrive on loopback, and a
// rebinding domain makes a visitor's browser do so, so the socket alone proves nothing.
import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "./errors.ts";

const LOOPBACK_ADDRESS = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);
/** Headers a proxy adds on a client's behalf; any of them means the request was passed on. */
const FORWARDING_HEADERS = new Set([
  "forwarded",
  "via",
  "x-real-ip",
  "x-client-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "fastly-client-ip",
  "x-cluster-client-ip",
  "x-original-forwarded-for",
]);

/** Distinct accepted Host values remembered (loopback ports vary); past it, each is parsed again. */
const MAX_ACCEPTED_HOSTS = 64;

/** The host name a request was sent to, lower-cased, without port or a trailing dot. */
export function requestHostName(c: Context): string | undefined {
  const host = c.req.header("host") ?? new URL(c.req.url).host;
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(:\d+)?$/i.exec(host.trim());
  return match?.[1]?.toLowerCase().replace(/\.$/, "");
}

export function isLoopbackName(hostName: string | undefined): boolean {
  return hostName !== undefined && (LOOPBACK_NAMES.has(hostName) || /^127(\.\d{1,3}){3}$/.test(hostName));
}

function wasForwarded(c: Context): boolean {
  for (const name of Object.keys(c.req.header())) {
    if (FORWARDING_HEADERS.has(name) || name.startsWith("x-forwarded-")) return true;
  }
  return false;
}

/**
 * A direct request from this machine: loopback socket, loopback Host, no forwarding headers, and
 * not HTTP/1.0, which no browser speaks but nginx uses, with no forwarding headers, by default.
 */
export function isThisMachine(c: Context): boolean {
  if (wasForwarded(c) || !isLoopbackName(requestHostName(c))) return false;
  // In-process requests (tests) have no socket, so they are not from this machine's network.
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming?.socket || incoming.httpVersion === "1.0") return false;
  return LOOPBACK_ADDRESS.test(incoming.socket.remoteAddress ?? "");
}

/** Anything else is told the page does not exist: a development surface is never advertised. */
export const thisMachineOnly: MiddlewareHandler = async (c, next) => {
  if (!isThisMachine(c)) throw new AppError("not_found", "Not found");
  c.header("Cache-Control", "no-store");
  await next();
};

/**
 * Refuses (421) a request sent to any host name but the public URL's or a loopback name (what a
 * same-host proxy sends by default), so a page on a rebinding domain never reaches the app.
 */
export function knownHostsOnly(publicUrl: string): MiddlewareHandler {
  const publicHost = new URL(publicUrl).hostname.toLowerCase();
  // Host headers already let through, as sent: every request repeats one of a few, and parsing
  // it again each time was a measurable part of a small read. Refused values are never kept.
  const accepted = new Set<string>();
  return (c, next) => {
    const sent = c.req.header("host");
    if (sent !== undefined && accepted.has(sent)) return next();
    const host = requestHostName(c);
    if (host !== publicHost && !isLoopbackName(host)) {
      throw new AppError("misdirected", "This server does not answer for that host name");
    }
    if (sent !== undefined && accepted.size < MAX_ACCEPTED_HOSTS) accepted.add(sent);
    return next();
  };
}
