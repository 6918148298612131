import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

export const fieldClasses =
  "w-full rounded-xl border border-input bg-card px-3 text-base text-foreground shadow-xs outline-none transition-colors placeholder:text-stone-400 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 sm:text-sm";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldClasses, "h-11", className)} {...props} />;
}
