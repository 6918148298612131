// Draws a preview card as a PNG: satori lays it out into an SVG (text as paths), resvg rasterizes it
// on libuv's thread pool. Both, the fonts and the emoji pictures come from node_modules and the
// repository: nothing is downloaded. They load on the first image asked for, never at start, so a
// server nobody shares links from pays nothing (docs/decisions/0060-link-preview-images.md).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { CALENDAR_SVG, CARD_HEIGHT, CARD_WIDTH, type CardNode, cardLayout, LOGO_SVG } from "./card-layout.ts";
import type { PreviewCard } from "./card-text.ts";

const require = createRequire(import.meta.url);

/** Inter's subsets: Latin (with Spanish and German), Latin Extended, Greek, Cyrillic, Vietnamese. */
const SUBSETS = ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"];
const WEIGHTS = [400, 800] as const;

type Weight = (typeof WEIGHTS)[number];
interface Font {
  name: string;
  data: Buffer;
  weight: Weight;
  style: "normal";
}

interface Renderer {
  draw(card: PreviewCard): Promise<Buffer>;
}

const svgData = (svg: string | Buffer) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

/** Twemoji's file name: code points in hex, without the emoji-style selector unless joined by ZWJ. */
export function twemojiName(emoji: string): string {
  const chars = emoji.includes("\u200d") ? emoji : emoji.replaceAll("\ufe0f", "");
  return [...chars].map((c) => c.codePointAt(0)!.toString(16)).join("-");
}

/** An emoji's picture from @twemoji/svg, or undefined for one the set does not have. */
async function emojiPicture(emoji: string): Promise<string | undefined> {
  try {
    return svgData(await readFile(require.resolve(`@twemoji/svg/${twemojiName(emoji)}.svg`)));
  } catch {
    return undefined;
  }
}

async function loadRenderer(): Promise<Renderer> {
  const [{ default: satori }, { renderAsync }] = await Promise.all([
    import("satori"),
    import("@resvg/resvg-js"),
  ]);
  const fonts: Font[] = await Promise.all(
    SUBSETS.flatMap((subset) =>
      WEIGHTS.map(async (weight) => ({
        // One family per subset: satori keeps one font per family and weight, and falls back
        // through the other families, in this order, for a glyph the layout's family lacks.
        name: subset === "latin" ? "Inter" : `Inter ${subset}`,
        weight,
        style: "normal" as const,
        data: await readFile(
          require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
        ),
      })),
    ),
  );
  const logo = svgData(LOGO_SVG);
  const calendar = svgData(CALENDAR_SVG);
  return {
    async draw(card) {
      const layout: CardNode = cardLayout(card, { logo, calendar, emoji: await emojiPicture(card.emoji) });
      const svg = await satori(layout as never, {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        fonts,
        // An emoji typed into a name or a custom vibe: drawn from the same set. Text in a script
        // Inter lacks gets no font from elsewhere (it would be a download).
        loadAdditionalAsset: async (code, segment) =>
          (code === "emoji" ? await emojiPicture(segment) : "") ?? "",
      });
      // Text is paths already: no system font is looked up.
      const image = await renderAsync(svg, {
        fitTo: { mode: "width", value: CARD_WIDTH },
        font: { loadSystemFonts: false },
      });
      return image.asPng();
    },
  };
}

let renderer: Promise<Renderer> | undefined;
/** One drawing at a time: a burst of different links queues instead of taking every core. */
let queue: Promise<unknown> = Promise.resolve();

export function renderCardPng(card: PreviewCard): Promise<Buffer> {
  // A failed load is tried again by the next image asked for.
  renderer ??= loadRenderer().catch((error) => {
    renderer = undefined;
    throw error;
  });
  const loading = renderer;
  const drawn = queue.then(async () => (await loading).draw(card));
  queue = drawn.catch(() => undefined);
  return drawn;
}
