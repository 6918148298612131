// Photos made in the test, each carrying what the album must not let through or must undo.
import { deflateSync } from "node:zlib";
import sharp from "sharp";

export const SECRETS = {
  serial: "SN-CAMERA-4711-SECRET",
  make: "SnoopCam",
  xmpCreator: "XMP-CREATOR-SECRET",
  gpsLatitude: "27/1 42/1 1234/100",
};

/** A 64×48 JPEG carrying GPS, a camera serial number, make and model, and an XMP packet. */
export function jpegWithPrivateMetadata(): Promise<Buffer> {
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${SECRETS.xmpCreator}</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7" } })
    .jpeg()
    .withExif({
      IFD0: { Make: SECRETS.make, Model: "Spy 3000" },
      IFD2: { BodySerialNumber: SECRETS.serial },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: SECRETS.gpsLatitude,
        GPSLongitudeRef: "E",
        GPSLongitude: "85/1 19/1 0/1",
      },
    })
    .withXmp(xmp)
    .toBuffer();
}

/**
 * Stored 48 wide and 32 high, left half red, right half blue, with EXIF orientation 6 ("turn 90°
 * clockwise to view"): upright, it is 32 wide and 48 high, red on top.
 */
export async function sidewaysJpeg(): Promise<Buffer> {
  const left = await sharp({ create: { width: 24, height: 32, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 48, height: 32, channels: 3, background: "#0000ff" } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG of a few hundred bytes whose header says 50,000 × 50,000 pixels (2.5 gigapixels). */
export function decompressionBombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "binary"),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(64 * 1024))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`,
);

/** The colour at (x, y) of a decoded image, as [r, g, b]. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
