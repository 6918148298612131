// The link-preview image's layout: a 1200×630 card in the app's colours (client/styles.css) with
// the vibe's emoji, the vibe, the hang's name, when it is and who hosts it. Plain element objects
// that satori lays out; nothing here loads the renderer.
import type { PreviewCard } from "./card-text.ts";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The app's theme (client/styles.css @theme). */
const COLOR = {
  background: "#fffaf5",
  foreground: "#1c1917",
  primary: "#c2410c",
  primaryHover: "#9a3412",
  secondary: "#ffedd5",
  secondaryForeground: "#7c2d12",
  mutedForeground: "#57534e",
  border: "#e7e5e4",
  success: "#15803d",
  destructive: "#b91c1c",
  white: "#ffffff",
};

export interface CardNode {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: CardNode | string | (CardNode | string)[];
    src?: string;
    width?: number;
    height?: number;
  };
}

/** Pictures the layout needs, as data: addresses: nothing is fetched while drawing. */
export interface CardPictures {
  logo: string;
  /** The emoji's picture, or undefined when none is at hand (the vibe's name then stands alone). */
  emoji?: string;
  calendar: string;
}

const box = (style: CardNode["props"]["style"], children?: CardNode["props"]["children"]): CardNode => ({
  type: "div",
  props: { style: { display: "flex", ...style }, children },
});

const picture = (src: string, size: number): CardNode => ({
  type: "img",
  props: { src, width: size, height: size, style: { width: size, height: size } },
});

/** Shorter names are drawn bigger; the longest (120 characters) still fit in three lines. */
function nameSize(name: string): number {
  const length = [...name].length;
  if (length <= 22) return 84;
  if (length <= 44) return 68;
  if (length <= 80) return 56;
  return 48;
}

const BADGE_COLORS: Record<PreviewCard["status"], { background: string; color: string }> = {
  planning: { background: COLOR.secondary, color: COLOR.secondaryForeground },
  locked: { background: COLOR.success, color: COLOR.white },
  cancelled: { background: COLOR.destructive, color: COLOR.white },
};

export function cardLayout(card: PreviewCard, pictures: CardPictures): CardNode {
  const cancelled = card.status === "cancelled";
  const header = box({ alignItems: "center", justifyContent: "space-between" }, [
    box({ alignItems: "center", gap: 16 }, [
      picture(pictures.logo, 56),
      box({ fontSize: 36, fontWeight: 800, color: COLOR.primaryHover }, "Hangs"),
    ]),
    ...(card.badge
      ? [
          box(
            {
              ...BADGE_COLORS[card.status],
              fontSize: 30,
              fontWeight: 800,
              paddingTop: 10,
              paddingBottom: 10,
              paddingLeft: 26,
              paddingRight: 26,
              borderRadius: 999,
            },
            card.badge,
          ),
        ]
      : []),
  ]);
  const tile = box(
    {
      width: 216,
      height: 216,
      flexShrink: 0,
      alignItems: "center",
      justifyContent: "center",
      borderRadius: 48,
      background: COLOR.secondary,
      opacity: cancelled ? 0.6 : 1,
    },
    pictures.emoji ? [picture(pictures.emoji, 144)] : [],
  );
  const titles = box({ flexDirection: "column", flexGrow: 1, flexShrink: 1, minWidth: 0, gap: 8 }, [
    {
      type: "div",
      props: {
        style: {
          fontSize: 36,
          fontWeight: 800,
          color: COLOR.primary,
          lineClamp: 1,
          overflow: "hidden",
        },
        children: card.vibe,
      },
    },
    {
      type: "div",
      props: {
        style: {
          fontSize: nameSize(card.name),
          fontWeight: 800,
          lineHeight: 1.1,
          color: cancelled ? COLOR.mutedForeground : COLOR.foreground,
          textDecoration: cancelled ? "line-through" : "none",
          lineClamp: 3,
          overflow: "hidden",
        },
        children: card.name,
      },
    },
  ]);
  const footer = box(
    {
      flexDirection: "column",
      gap: 8,
      borderTop: `3px solid ${COLOR.border}`,
      paddingTop: 24,
    },
    [
      ...(card.when
        ? [
            box({ alignItems: "center", gap: 16 }, [
              picture(pictures.calendar, 40),
              {
                type: "div",
                props: {
                  style: {
                    fontSize: 38,
                    fontWeight: 800,
                    color: COLOR.foreground,
                    lineClamp: 1,
                    flexShrink: 1,
                  },
                  children: card.when,
                },
              },
            ]),
          ]
        : []),
      box({ fontSize: 30, color: COLOR.mutedForeground }, card.host),
    ],
  );
  return box(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      // Padding and the top band inside the card's size, as in the app (Tailwind's border-box).
      boxSizing: "border-box",
      flexDirection: "column",
      justifyContent: "space-between",
      paddingTop: 48,
      paddingRight: 64,
      paddingBottom: 44,
      paddingLeft: 64,
      background: COLOR.background,
      borderTop: `16px solid ${COLOR.primary}`,
      fontFamily: "Inter",
    },
    [header, box({ alignItems: "center", gap: 44 }, [tile, titles]), footer],
  );
}

/** The app's mark, as public/favicon.svg draws it. */
export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="${COLOR.primary}"/><circle cx="24" cy="26" r="8" fill="#fff7ed"/><circle cx="42" cy="26" r="8" fill="#fed7aa"/><path d="M12 50c0-8 6-13 12-13s12 5 12 13z" fill="#fff7ed"/><path d="M30 50c0-8 6-13 12-13s12 5 12 13z" fill="#fed7aa"/></svg>`;

/** A calendar in the primary colour (the shape of the app's lucide icon), beside the date. */
export const CALENDAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="${COLOR.primary}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/></svg>`;
