// A loopback stand-in for a calendar service (Google's secret iCal address, Apple's public link,
// Outlook's published ICS) over real HTTPS with a certificate made by openssl for this run. It listens
// on two ports: tests allow the app to reach only the first, so the second proves the guard, not a
// closed port, refused an address. Records every path asked for.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/** A calendar as a service sends it: CRLF lines, a folded line, text beyond ASCII. */
export const CALENDAR_TEXT = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Example Corp//Calendar 1.0//EN",
  "X-WR-CALNAME:Zoë's calendar ☕",
  "BEGIN:VEVENT",
  "UID:busy-1@example.com",
  "DTSTAMP:20300101T000000Z",
  "DTSTART:20300105T170000Z",
  "DTEND:20300105T183000Z",
  "SUMMARY:Dentist — Müller",
  "DESCRIPTION:A long description that a calendar service folds across two li",
  " nes as RFC 5545 says",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

export const CALENDAR_BYTES = Buffer.from(CALENDAR_TEXT, "utf8");
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const LOGIN_PAGE = "<!doctype html><html><head><title>Sign in</title></head><body>Sign in</body></html>";

export interface CalendarHost {
  /** `https://127.0.0.1:{port}`: the port the app is allowed to reach. */
  origin: string;
  port: number;
  /** A second port serving the same, which the app is not allowed to reach. */
  otherPort: number;
  /** The PEM file of the certificate (valid for 127.0.0.1, ::1, localhost and calendar.test). */
  caFile: string;
  /** Every path asked for, in order. */
  requests: string[];
  /** How the last oversized stream ended: bytes written, and whether the reader hung up first. */
  lastStream?: { written: number; cutShort: boolean };
  close(): Promise<void>;
}

/** A certificate and key in a fresh temporary folder (openssl is on every machine of this kind). */
export function makeCertificate(): { dir: string; key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "calendar-host-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=calendar.test"],
      ...["-addext", "subjectAltName=IP:127.0.0.1,IP:::1,DNS:localhost,DNS:calendar.test"],
    ],
    { stdio: "ignore" },
  );
  return { dir, key, cert };
}

/** Exactly `size` bytes of valid calendar: comment lines pad it out. */
export function calendarOfSize(size: number): Buffer {
  const head = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n";
  const tail = "END:VCALENDAR\r\n";
  const line = `X-PADDING:${"x".repeat(60)}\r\n`;
  let room = size - head.length - tail.length;
  const lines: string[] = [];
  while (room >= line.length * 2) {
    lines.push(line);
    room -= line.length;
  }
  lines.push(`X-PADDING:${"x".repeat(room - "X-PADDING:\r\n".length)}\r\n`);
  return Buffer.from(head + lines.join("") + tail, "ascii");
}

export async function startCalendarHost(options: { maxBytes: number }): Promise<CalendarHost> {
  const { dir, key, cert } = makeCertificate();
  const exactlyMax = calendarOfSize(options.maxBytes);
  const host: CalendarHost = {
    origin: "",
    port: 0,
    otherPort: 0,
    caFile: cert,
    requests: [],
    close: async () => {},
  };

  const handle: Parameters<typeof https.createServer>[1] = (req, res) => {
    const url = new URL(req.url ?? "/", "https://calendar.test");
    host.requests.push(url.pathname);
    const calendar = (type: string, body: Buffer) => {
      res.writeHead(200, { "content-type": type, "content-length": body.length });
      res.end(body);
    };
    // /redirect/N is N redirects away from the calendar.
    const redirect = url.pathname.match(/^\/redirect\/(\d+)$/);
    if (redirect) {
      const left = Number(redirect[1]);
      res.writeHead(302, { location: left > 1 ? `/redirect/${left - 1}` : "/calendar.ics" });
      return res.end();
    }
    // A secret address, as Google hands them out: any /private-…/basic.ics is the calendar.
    if (/^\/private-[\w-]+\/basic\.ics$/.test(url.pathname)) return calendar("text/calendar", CALENDAR_BYTES);
    switch (url.pathname) {
      case "/calendar.ics":
        return calendar("text/calendar; charset=utf-8", CALENDAR_BYTES);
      case "/octet-stream.ics":
        return calendar("application/octet-stream", CALENDAR_BYTES);
      case "/bom.ics":
        return calendar("text/plain", Buffer.concat([BOM, Buffer.from("\r\n \t"), CALENDAR_BYTES]));
      case "/login":
        return calendar("text/html; charset=utf-8", Buffer.from(LOGIN_PAGE));
      case "/login-as-calendar":
        return calendar("text/calendar", Buffer.from(LOGIN_PAGE));
      case "/to":
        res.writeHead(302, { location: url.searchParams.get("location") ?? "/" });
        return res.end();
      case "/relative":
        res.writeHead(301, { location: "calendar.ics" });
        return res.end();
      case "/missing":
        res.writeHead(404, { "content-type": "text/html" });
        return res.end("<h1>Not found</h1>");
      case "/broken":
        res.writeHead(500);
        return res.end();
      case "/never-answers":
        return; // Headers never come: closed when the host closes.
      case "/stalls-mid-body":
        res.writeHead(200, { "content-type": "text/calendar", "content-length": CALENDAR_BYTES.length });
        return res.write(CALENDAR_BYTES.subarray(0, 40));
      case "/declared-too-big":
        res.writeHead(200, { "content-type": "text/calendar", "content-length": options.maxBytes + 1 });
        return res.write(CALENDAR_BYTES.subarray(0, 40));
      case "/exactly-max.ics":
        // Streamed without a length, so the cap is judged on what arrives.
        res.writeHead(200, { "content-type": "text/calendar" });
        return res.end(exactlyMax);
      case "/streams-too-much":
        return streamTooMuch(res, options.maxBytes * 10, host);
      default:
        res.writeHead(404);
        return res.end();
    }
  };

  const tls = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  const servers = [https.createServer(tls, handle), https.createServer(tls, handle)];
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve) =>
          server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
        ),
    ),
  );
  host.port = ports[0]!;
  host.otherPort = ports[1]!;
  host.origin = `https://127.0.0.1:${host.port}`;
  host.close = async () => {
    for (const server of servers) server.closeAllConnections();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return host;
}

/** A calendar that never ends, written as fast as the reader takes it; notes how far it got. */
function streamTooMuch(res: import("node:http").ServerResponse, limit: number, host: CalendarHost) {
  res.writeHead(200, { "content-type": "text/calendar" });
  const chunk = Buffer.alloc(64 * 1024, "X-PADDING:xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\r\n");
  let written = 0;
  const state = { written: 0, cutShort: false };
  host.lastStream = state;
  res.write("BEGIN:VCALENDAR\r\n");
  const pump = () => {
    while (written < limit) {
      written += chunk.length;
      state.written = written;
      if (!res.write(chunk)) return void res.once("drain", pump);
    }
    res.end("END:VCALENDAR\r\n");
  };
  res.once("close", () => {
    state.cutShort = written < limit;
  });
  pump();
}
