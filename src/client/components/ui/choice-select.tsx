import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Label } from "./label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select.tsx";

/** A labelled select over a list of values (times or durations), shown through optionLabel. */
export function ChoiceSelect(props: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  optionLabel: (value: string) => string;
  placeholder?: string;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-2", props.className)}>
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select value={props.value} onValueChange={props.onChange}>
        <SelectTrigger id={props.id}>
          <SelectValue placeholder={props.placeholder} />
        </SelectTrigger>
        <SelectContent>
          {props.options.map((option) => (
            <SelectItem key={option} value={option}>
              {props.optionLabel(option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
