// A hang's page, drawn once per version of the hang and kept: a shared link is opened by a whole
// group within minutes, and drawing the page (its first screen with React, its messages, its
// preview) cost several times the hang's JSON. The key holds everything the page is drawn from,
// the hang's row included, so a changed hang is a new key and an old entry is never served; the
// minute is in it too, for what the page says about time ("answers close in 2 days").
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** How a kept page goes out: brotli or gzip, each encoded once, when first asked for. */
export type PageEncoding = "br" | "gzip" | "identity";

/**
 * Brotli's default 4 MB window makes its encoder take some 20 MB while it works; a page is tens of
 * KB, and a 64 KB window compresses it as well (decision 0069).
 */
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_LGWIN]: 16 };

/** A kept page and its encodings, made on first use. */
export class KeptPage {
  private readonly encoded = new Map<PageEncoding, ArrayBuffer>();

  constructor(readonly html: string) {}

  body(encoding: PageEncoding): string | ArrayBuffer {
    if (encoding === "identity") return this.html;
    let body = this.encoded.get(encoding);
    if (!body) {
      // Encoded once per version of the page, so the better (slower) settings pay off.
      const bytes =
        encoding === "br"
          ? brotliCompressSync(this.html, { params: BROTLI_PARAMS })
          : gzipSync(this.html, { level: 9 });
      body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** Pages kept (a page is some 30 KB): the hangs being opened right now, in their languages. */
const MAX_PAGES = 100;
const MINUTE_MS = 60_000;

export interface PageKeyParts {
  /** The hang's row as read for this request. */
  hang: object;
  locale: string;
  theme: string | undefined;
  pathname: string;
  search: string;
}

export class PageCache {
  private readonly pages = new Map<string, KeptPage>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly max = MAX_PAGES,
  ) {}

  /** The page for these parts: kept, or drawn by `draw` (undefined: nothing to keep). */
  get(parts: PageKeyParts, draw: () => Promise<string | undefined>): Promise<KeptPage | undefined> {
    const key = this.key(parts);
    const kept = this.pages.get(key);
    if (kept !== undefined) {
      // Most recently used last, so the oldest is the first one dropped.
      this.pages.delete(key);
      this.pages.set(key, kept);
      return Promise.resolve(kept);
    }
    return draw().then((html) => {
      if (html === undefined) return undefined;
      const page = new KeptPage(html);
      this.pages.set(key, page);
      if (this.pages.size > this.max) this.pages.delete(this.pages.keys().next().value as string);
      return page;
    });
  }

  get size(): number {
    return this.pages.size;
  }

  private key({ hang, locale, theme, pathname, search }: PageKeyParts): string {
    const version = createHash("sha256").update(JSON.stringify(hang)).digest("base64url");
    const minute = Math.floor(this.now() / MINUTE_MS);
    return JSON.stringify([version, minute, locale, theme ?? "", pathname, search]);
  }
}
