// Who is asking, by network address: the one rule every limit, session record and audit uses.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import ipaddr from "ipaddr.js";
import proxyaddr from "proxy-addr";
import { isLoopbackName } from "./this-machine.ts";

/** Says whether the hop at `address`, `hop` steps from our socket, is a proxy we trust. */
export type TrustedProxies = (address: string, hop: number) => boolean;

export const trustNoProxy: TrustedProxies = () => false;

/**
 * TRUST_PROXY as Express reads `trust proxy`, without its trust-everything `true`: a hop count, or
 * a list of addresses, CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal`.
 */
export function parseTrustedProxies(value: string): TrustedProxies {
  const text = value.trim();
  if (text === "" || text === "false" || text === "0") return trustNoProxy;
  if (text === "true") {
    throw new Error(
      "TRUST_PROXY=true would believe any X-Forwarded-For a client writes: give the number of proxies in front of Hangs (usually 1) or their addresses (for example loopback or 10.0.0.0/8)",
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(",").map((entry) => entry.trim());
  try {
    return proxyaddr.compile(entries);
  } catch (error) {
    throw new Error(`TRUST_PROXY: ${(error as Error).message}`);
  }
}

/**
 * A warning when TRUST_PROXY is a hop count and HOST lets other machines reach the app directly: a
 * count believes the last hops of X-Forwarded-For whoever sent them, so a client that skips the
 * proxy writes its own address (and gets past every per-address limit). Undefined when safe.
 */
export function exposedHopTrust(trustProxy: string, host: string): string | undefined {
  const text = trustProxy.trim();
  if (!/^\d+$/.test(text) || Number(text) === 0) return undefined;
  const name = host.trim().toLowerCase();
  if (isLoopbackName(name) || name === "::1") return undefined;
  return (
    `TRUST_PROXY=${text} trusts the last ${text === "1" ? "hop" : `${text} hops`} of X-Forwarded-For from anyone, and ` +
    `HOST=${host} lets other machines reach Hangs without the proxy: they can write their own address and ` +
    "get past per-address limits. Give the proxies' addresses instead (TRUST_PROXY=loopback for one on " +
    "this machine) or listen on loopback only (HOST=127.0.0.1)."
  );
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // In-process requests (tests) have no socket.
    return undefined;
  }
}

/**
 * The client's address: the first untrusted hop counted from our socket, so an address a client
 * writes into X-Forwarded-For is never believed. IPv6 clients count as their /64, which one home
 * or phone usually holds whole, so rotating through it buys no extra limit.
 */
export function clientAddress(c: Context, trusted: TrustedProxies): string {
  const socket = socketAddress(c);
  if (!socket) return "unknown";
  const forwarded = c.req.header("x-forwarded-for");
  const address =
    trusted === trustNoProxy || !forwarded
      ? socket
      : proxyaddr(
          { socket: { remoteAddress: socket }, headers: { "x-forwarded-for": forwarded } } as never,
          trusted,
        );
  return networkOf(address);
}

/** An IPv4 address as it is; an IPv6 one as its /64; anything unparseable as given. */
export function networkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(":")}::/64`;
}
