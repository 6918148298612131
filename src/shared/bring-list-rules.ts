// The bring list's limits, refusals, views and labels, without a schema library: the guest page
// reads these (it downloads no zod: docs/decisions/0029-no-zod-on-the-guest-page.md). Each refusal
// is also a catalog message, so the server says it in the page's language.

export const MAX_ITEM_NAME = 80;
export const MAX_QUANTITY = 99;
/** Enough for any potluck; a list longer than this is a shopping list, not a bring list. */
export const MAX_ITEMS_PER_HANG = 50;

export const ITEM_NAME_REQUIRED = "Say what to bring";
export const QUANTITY_RANGE = `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`;
export const TOO_MANY_ITEMS = `A bring list holds at most ${MAX_ITEMS_PER_HANG} items. Remove one to add another.`;
export const ITEM_GONE = "That item is no longer on the bring list.";
export const ALREADY_CLAIMED = "You're already bringing this.";
export const ALL_CLAIMED = "Someone's already bringing all of that. Pick another item?";
export const ANSWER_FIRST = "Answer the hang first, then pick something to bring.";
export const COMING_FIRST = "Say yes or maybe to a time first, then pick something to bring.";
export const NOT_YOUR_CLAIM = "Only the guest bringing it, or the host, can take this off.";
export const CLAIM_GONE = "Nobody is bringing that any more.";
export const BELOW_CLAIMS = "More people are already bringing this. Take off a claim first.";

/** One person bringing one unit, as the viewer may see them. */
export interface BringClaimView {
  id: string;
  /** The answer it was made with: the page marks its own claims by it. */
  responseId: string;
  /** First name to guests ("Anonymous" for a private answer); full name to the host. */
  name: string;
}

export interface BringItemView {
  id: string;
  name: string;
  quantity: number;
  claims: BringClaimView[];
}

/** Units still free. */
export const unitsLeft = (item: Pick<BringItemView, "quantity" | "claims">) =>
  Math.max(0, item.quantity - item.claims.length);

/** "Chips ×2"; one unit is just the name. */
export const itemLabel = (item: { name: string; quantity: number }) =>
  item.quantity > 1 ? `${item.name} ×${item.quantity}` : item.name;
