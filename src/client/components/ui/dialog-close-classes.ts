// The × in a dialog's corner: a 44 px target, the same in the Radix dialogs and the native one.
export const DIALOG_CLOSE_CLASSES =
  "absolute top-2 right-2 grid size-11 place-content-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring";
