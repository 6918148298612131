// HEIC/HEIF (iPhone photos) decoded by libheif compiled to WebAssembly: the prebuilt libvips in sharp
// reads no HEVC. libheif applies the file's own rotation and mirroring (irot/imir) as it decodes, as
// the HEIF format asks, so the pixels come out upright; the EXIF orientation inside is not applied
// again. The size is checked before any pixel is decoded.
import heicDecode from "heic-decode";
import { PHOTO_DAMAGED, PHOTO_TOO_MANY_PIXELS } from "../../../shared/photos.ts";
import { AppError } from "../../http/errors.ts";

export interface RawImage {
  width: number;
  height: number;
  /** RGBA, 8 bits a channel. */
  data: Uint8ClampedArray;
}

export async function decodeHeic(bytes: Buffer, maxPixels: number): Promise<RawImage> {
  let images: Awaited<ReturnType<typeof heicDecode.all>>;
  try {
    images = await heicDecode.all({ buffer: bytes });
  } catch {
    throw new AppError("unprocessable", PHOTO_DAMAGED);
  }
  try {
    const primary = images[0];
    if (!primary) throw new AppError("unprocessable", PHOTO_DAMAGED);
    if (primary.width * primary.height > maxPixels) throw new AppError("too_large", PHOTO_TOO_MANY_PIXELS);
    try {
      return await primary.decode();
    } catch {
      throw new AppError("unprocessable", PHOTO_DAMAGED);
    }
  } finally {
    images.dispose();
  }
}
