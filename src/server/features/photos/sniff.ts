// What a file is, judged by its first bytes alone: the name and type a browser sends are not trusted,
// and anything else (SVG, HTML, a renamed document) is refused before a decoder sees it.

export type PhotoFormat = "jpeg" | "png" | "webp" | "gif" | "heic";

/** HEIF brands of still images (HEVC-coded, as iPhones write them, and the generic still brand). */
const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "mif1", "msf1", "hevc", "hevx"]);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

export function sniffPhoto(bytes: Uint8Array): PhotoFormat | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return "heic";
  return undefined;
}
