// One uploaded file in, two clean images out. Every photo is decoded and encoded anew: turned upright
// by its orientation first, then written as JPEG with no metadata at all (no GPS, camera serial,
// EXIF, XMP, IPTC, ICC or maker notes), a full size and a thumbnail. The original is never kept.
import sharp, { type Sharp } from "sharp";
import {
  FULL_EDGE,
  PHOTO_DAMAGED,
  PHOTO_NOT_AN_IMAGE,
  PHOTO_TOO_MANY_PIXELS,
  THUMB_EDGE,
} from "../../../shared/photos.ts";
import { AppError } from "../../http/errors.ts";
import { decodeHeic } from "./heic.ts";
import { sniffPhoto } from "./sniff.ts";

// One libvips thread per image and no operation cache: a 2-core server keeps a core for pages, and
// memory stays flat between uploads (the work queue runs one image at a time).
sharp.concurrency(1);
sharp.cache(false);

export interface ProcessedPhoto {
  contentType: "image/jpeg";
  width: number;
  height: number;
  full: Buffer;
  thumbnail: Buffer;
}

/** What sharp may read: the sniffed formats only, so a file cannot slip in as SVG, PDF or TIFF. */
const SHARP_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);

async function opened(bytes: Buffer, maxPixels: number): Promise<Sharp> {
  const format = sniffPhoto(bytes);
  if (!format) throw new AppError("unsupported_media_type", PHOTO_NOT_AN_IMAGE);
  if (format === "heic") {
    const raw = await decodeHeic(bytes, maxPixels);
    return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 4 } });
  }
  // GIF: the first frame only (sharp reads one page unless asked for more).
  const image = sharp(bytes, { limitInputPixels: maxPixels, failOn: "warning", pages: 1 });
  const meta = await image.metadata().catch((error: unknown) => {
    throw refusalOf(error);
  });
  // The header names the size: a decompression bomb is refused before any pixel is decoded.
  if (!meta.format || !SHARP_FORMATS.has(meta.format))
    throw new AppError("unsupported_media_type", PHOTO_NOT_AN_IMAGE);
  if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > maxPixels) {
    throw new AppError("too_large", PHOTO_TOO_MANY_PIXELS);
  }
  return image.rotate();
}

function encoded(image: Sharp, edge: number, quality: number) {
  return image
    .clone()
    .resize(edge, edge, { fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb")
    .jpeg({ quality, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
}

export async function processPhoto(bytes: Buffer, maxPixels: number): Promise<ProcessedPhoto> {
  const image = await opened(bytes, maxPixels);
  try {
    const full = await encoded(image, FULL_EDGE, 82);
    const thumbnail = await encoded(image, THUMB_EDGE, 72);
    return {
      contentType: "image/jpeg",
      width: full.info.width,
      height: full.info.height,
      full: full.data,
      thumbnail: thumbnail.data,
    };
  } catch (error) {
    throw refusalOf(error);
  }
}

/** libvips' own words ("Premature end of JPEG file", "exceeds pixel limit"): the file, not the server. */
function refusalOf(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message))
    return new AppError("too_large", PHOTO_TOO_MANY_PIXELS);
  return new AppError("unprocessable", PHOTO_DAMAGED);
}
