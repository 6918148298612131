// The security headers: one set for pages (documents a browser renders and runs), a shorter one for
// data (API answers and calendar feeds), which a browser never runs as a page. OWASP's advice for
// APIs: a CSP that allows nothing, no framing, no sniffing, no Referer.
import { createHash } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { FIRST_PAINT_SCRIPT } from "../../client/features/responses/first-paint-script.ts";
import { defaultHeaders, type HeaderList } from "./node-headers.ts";

const EVERY_ANSWER = {
  // Edit links carry the host's token: never let it leak through Referer.
  referrerPolicy: "no-referrer",
  xFrameOptions: "DENY",
  xContentTypeOptions: "nosniff",
  crossOriginEmbedderPolicy: false,
} as const;

const forPages = secureHeaders({
  ...EVERY_ANSWER,
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // Same-origin files, and the one inline script of the guest page's first screen, by its hash.
    scriptSrc: ["'self'", `'sha256-${createHash("sha256").update(FIRST_PAINT_SCRIPT).digest("base64")}'`],
    // Radix injects small <style> blocks for scroll locking.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "https:"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  // The app uses none of these powerful features: deny them to every frame and script.
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    serial: [],
    bluetooth: [],
    browsingTopics: [],
  },
});

// What only a document uses (window isolation, features, prefetching, old IE and Flash switches)
// is left out: on JSON it is bytes on every answer and nothing more.
const forData = secureHeaders({
  ...EVERY_ANSWER,
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

const DATA_PATHS = /^\/(api|feed)\//;

/**
 * The library's headers are the same on every answer (no nonce), so they are read off it once and
 * set the cheap way (http/node-headers.ts). An answer that sets one of them itself keeps its own.
 */
async function headersOf(middleware: MiddlewareHandler): Promise<HeaderList> {
  const probe = new Hono().use(middleware).get("/", (c) => c.body(null));
  const res = await probe.request("/");
  return [...res.headers].filter(([name]) => name !== "content-type");
}

const pageHeaders = defaultHeaders(await headersOf(forPages), forPages);
const dataHeaders = defaultHeaders(await headersOf(forData), forData);

export const securityHeaders: MiddlewareHandler = (c, next) =>
  DATA_PATHS.test(c.req.path) ? dataHeaders(c, next) : pageHeaders(c, next);
