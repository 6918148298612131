// Reads a multipart upload straight from the socket: each `photo` part is counted as it streams and
// refused the moment it passes the size limit, so a 100 MB file is never held in memory.
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import type { Context } from "hono";
import { PHOTO_FIELD, PHOTO_NONE, PHOTO_TOO_BIG, PHOTO_TOO_MANY_FILES } from "../../../shared/photos.ts";
import { AppError } from "../../http/errors.ts";

export interface UploadLimits {
  maxUploadBytes: number;
  perUpload: number;
}

/** Room for the parts' headers and boundaries beside the photos themselves. */
const OVERHEAD_BYTES = 64 * 1024;

const refuse = (code: "too_large" | "bad_request" | "unsupported_media_type", message: string) =>
  new AppError(code, message);

/** The photos of the upload, each whole; file names and browser-declared types are dropped. */
export async function readPhotoUpload(c: Context, limits: UploadLimits): Promise<Buffer[]> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw refuse("unsupported_media_type", "Send the photos as multipart/form-data, in fields named photo.");
  }
  const declared = Number(c.req.header("content-length") ?? Number.NaN);
  if (declared > limits.maxUploadBytes * limits.perUpload + OVERHEAD_BYTES) {
    c.header("Connection", "close");
    throw refuse("too_large", PHOTO_TOO_BIG);
  }
  const body = c.req.raw.body;
  if (!body) throw refuse("bad_request", PHOTO_NONE);
  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  const photos = await new Promise<Buffer[]>((resolve, reject) => {
    const found: Buffer[] = [];
    let failed = false;
    const fail = (error: AppError) => {
      if (failed) return;
      failed = true;
      // The rest of the body is read and dropped, so the client sees the answer, not a reset.
      source.unpipe(parser);
      source.resume();
      reject(error);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        limits: {
          fileSize: limits.maxUploadBytes,
          files: limits.perUpload,
          fields: 10,
          parts: limits.perUpload + 10,
        },
      });
    } catch {
      throw refuse("bad_request", PHOTO_NONE);
    }
    parser.on("file", (field, stream) => {
      if (field !== PHOTO_FIELD) return void stream.resume();
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => {
        c.header("Connection", "close");
        fail(refuse("too_large", PHOTO_TOO_BIG));
      });
      stream.on("end", () => {
        if (!failed) found.push(Buffer.concat(chunks));
      });
    });
    parser.on("filesLimit", () => fail(refuse("bad_request", PHOTO_TOO_MANY_FILES)));
    parser.on("partsLimit", () => fail(refuse("bad_request", PHOTO_TOO_MANY_FILES)));
    parser.on("error", () => fail(refuse("bad_request", PHOTO_NONE)));
    parser.on("close", () => {
      if (!failed) resolve(found);
    });
    source.on("error", () => fail(refuse("bad_request", PHOTO_NONE)));
    source.pipe(parser);
  });
  if (photos.length === 0) throw refuse("bad_request", PHOTO_NONE);
  return photos;
}
