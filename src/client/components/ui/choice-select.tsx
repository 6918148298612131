import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { FieldError, Label } from "./label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select.tsx";

/**
 * A labelled select over a list of values (a weekday, a time, a length, a group), shown through
 * optionLabel; marked invalid, with the reason beneath it, when there is an error.
 */
export function ChoiceSelect(props: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  optionLabel: (value: string) => string;
  placeholder?: string;
  error?: string;
  className?: string;
}) {
  const { id, error } = props;
  return (
    <div className={cn("grid content-start gap-2", props.className)}>
      <Label htmlFor={id}>{props.label}</Label>
      <Select value={props.value} onValueChange={props.onChange}>
        <SelectTrigger
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // The stock placeholder colour is too faint for AA on a card.
          className={cn("data-[placeholder]:text-muted-foreground", error && "border-destructive")}
        >
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
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
