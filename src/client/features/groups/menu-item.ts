/** A group menu's item: a 44 px target, highlighted as the pointer or the arrow keys reach it. */
export const MENU_ITEM_CLASS =
  "flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm font-medium outline-none data-[highlighted]:bg-accent";
