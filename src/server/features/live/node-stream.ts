// An event stream written straight to Node's response. Hono's streamSSE puts a TransformStream, its
// writer and a reader loop between every stream and its socket; with thousands of pages open those
// are most of the memory. Here a stream costs its socket and this small object.
import type { ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { finished } from "node:stream";
import type { LiveStream } from "./streams.ts";

/** What the event stream answers with (no middleware runs on an answer written directly). */
export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-store",
  Connection: "keep-alive",
  "X-Content-Type-Options": "nosniff",
  // nginx and similar proxies otherwise hold events back until their buffer fills.
  "X-Accel-Buffering": "no",
};

const encoder = new TextEncoder();
const CRLF = encoder.encode("\r\n");
/** Each event framed once as an HTTP/1.1 chunk, shared by every stream it goes to. */
const framedEvents = new WeakMap<Uint8Array, Uint8Array>();

function asChunk(bytes: Uint8Array): Uint8Array {
  let framed = framedEvents.get(bytes);
  if (!framed) {
    const size = encoder.encode(`${bytes.byteLength.toString(16)}\r\n`);
    framed = new Uint8Array(size.byteLength + bytes.byteLength + CRLF.byteLength);
    framed.set(size);
    framed.set(bytes, size.byteLength);
    framed.set(CRLF, size.byteLength + bytes.byteLength);
    framedEvents.set(bytes, framed);
  }
  return framed;
}

/**
 * Writes go to the socket itself once the headers are out. Through the response, each write of a
 * change sent to thousands of streams framed its chunk anew, corked the socket and uncorked it on
 * a tick of its own: about a quarter of the fan-out's time.
 */
function socketWriter(outgoing: ServerResponse, socket: Socket): LiveStream["write"] {
  // A request without HTTP/1.1 chunked bodies (HTTP/1.0) gets the bare bytes, ended by the close.
  const chunked = outgoing.chunkedEncoding;
  return (bytes, done) => {
    socket.write(chunked ? asChunk(bytes) : bytes, done);
  };
}

/** Sends the headers at once (the browser sees the stream open) and returns the stream. */
export function nodeLiveStream(outgoing: ServerResponse): LiveStream {
  outgoing.writeHead(200, EVENT_STREAM_HEADERS);
  outgoing.flushHeaders();
  // A response waiting behind an earlier one on the same connection has no socket yet.
  const socket = outgoing.socket;
  const write: LiveStream["write"] = socket
    ? socketWriter(outgoing, socket)
    : (chunk, done) => {
        outgoing.write(chunk, done);
      };
  return {
    // Node calls back once the socket took the bytes, or failed to: the hub counts what still waits.
    write,
    // Settles when the last chunk is out, or when the connection is gone: Node never calls end's
    // own callback once the socket is destroyed (the browser left as the server stopped), and a
    // shutdown waiting on it would wait until its time limit.
    close: () =>
      new Promise<void>((resolve) => {
        finished(outgoing, () => resolve());
        outgoing.end();
      }),
    onAbort: (listener) => {
      outgoing.once("close", listener);
    },
    drop: () => {
      outgoing.destroy();
    },
  };
}
