// A native checkbox drawn to match the design: the browser gives its role, state, keyboard and
// label clicks, and the page loads no checkbox library (the guest page's answer form has one).
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

type CheckboxProps = Omit<ComponentProps<"input">, "type" | "onChange"> & {
  onCheckedChange?: (checked: boolean) => void;
};

export function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      className={cn(
        // The tick is the ::before of a plain box: two borders of a rotated rectangle.
        "peer grid size-5 shrink-0 appearance-none place-content-center rounded-md border border-input bg-card shadow-xs outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50",
        "before:hidden before:h-2.5 before:w-1.5 before:-translate-y-px before:rotate-45 before:border-r-[3px] before:border-b-[3px] before:border-primary-foreground before:content-['']",
        "checked:border-primary checked:bg-primary checked:before:block",
        className,
      )}
      onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
      {...props}
    />
  );
}
