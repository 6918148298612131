// A radio drawn as a tile: a label holding an unseen radio that covers it, so a tap anywhere on
// the tile is a tap on the radio itself, and the tile shows the radio's focus and checked state.
export const RADIO_TILE_CLASSES = [
  "relative rounded-xl border bg-card",
  "hover:border-orange-300 hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2",
  "has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:checked]:shadow-sm has-[:checked]:ring-1 has-[:checked]:ring-primary",
].join(" ");

/** The radio itself: over the whole tile, unseen. */
export const RADIO_TILE_INPUT_CLASSES =
  "absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0";
