// A new screen's h1 that takes the focus when the screen appears (useFocusedHeading), so keyboard
// and screen-reader users start where the page changed instead of on <body>.
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import { useFocusedHeading } from "../lib/focus-heading.ts";

export function FocusedHeading({ className, ...props }: Omit<ComponentProps<"h1">, "ref" | "tabIndex">) {
  const ref = useFocusedHeading();
  return <h1 ref={ref} tabIndex={-1} className={cn("outline-none", className)} {...props} />;
}
