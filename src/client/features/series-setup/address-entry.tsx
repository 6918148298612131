// A list of addresses typed one at a time (who is invited, who takes turns hosting): Add or Enter
// puts the address on the list, each can be removed, and one still in the field when the form is
// sent counts too. Checked with the shared address rule alone, so the page downloads no schema
// (invitations/address-list.tsx does the same with the invitation schema).
import { Plus, X } from "lucide-react";
import { useRef, useState } from "react";
import { addressKey, emailProblem } from "../../../shared/field-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, FieldHint, Label } from "../../components/ui/label.tsx";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";

export interface AddressEntry {
  addresses: string[];
  typed: string;
  setTyped: (text: string) => void;
  /** The typed text's problem, in the page's language. */
  problem: string | undefined;
  add: () => void;
  remove: (address: string) => void;
  /** The list with the typed address on it; undefined when the typed text is not an address. */
  withTyped: () => string[] | undefined;
  inputRef: React.RefObject<HTMLInputElement | null>;
}

export function useAddressEntry(max: number, onChange: () => void): AddressEntry {
  const [addresses, setAddresses] = useState<string[]>([]);
  const [typed, setTypedText] = useState("");
  const [problem, setProblem] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  /** The typed address, "" when there is nothing to add, undefined when it is not an address. */
  const take = (): string | undefined => {
    const text = typed.trim();
    const wrong = emailProblem(text, "");
    if (wrong !== undefined) {
      setProblem(wrong ? translate("answer.emailInvalid") : undefined);
      inputRef.current?.focus();
      return wrong ? undefined : "";
    }
    setTypedText("");
    return text;
  };
  const listWith = (address: string) => {
    const key = addressKey(address);
    // A repeat is quietly not added twice; the list stops at the contract's limit.
    if (!address || addresses.some((a) => addressKey(a) === key) || addresses.length >= max) return addresses;
    return [...addresses, address];
  };

  return {
    addresses,
    typed,
    setTyped: (text) => {
      setTypedText(text);
      setProblem(undefined);
    },
    problem,
    add: () => {
      const address = take();
      inputRef.current?.focus();
      if (!address) return;
      setAddresses(listWith(address));
      onChange();
    },
    remove: (address) => {
      setAddresses((list) => list.filter((a) => a !== address));
      onChange();
      // The chip and its button are gone: the field that adds takes the focus.
      inputRef.current?.focus();
    },
    withTyped: () => {
      if (!typed.trim()) return addresses;
      const address = take();
      if (address === undefined) return undefined;
      const next = listWith(address);
      setAddresses(next);
      return next;
    },
    inputRef,
  };
}

export function AddressEntryField({
  id,
  entry,
  label,
  hint,
  listLabel,
  ordered = false,
  error,
}: {
  id: string;
  entry: AddressEntry;
  label: string;
  hint?: string;
  /** The accessible name of the list of addresses added. */
  listLabel: string;
  /** Numbered, in the order added (who hosts first, second, …). */
  ordered?: boolean;
  /** The form's problem with the list (none added, too many), beside the field. */
  error?: string;
}) {
  const t = useT();
  const shown = entry.problem ?? error;
  const List = ordered ? "ol" : "ul";
  const described = [hint && `${id}-hint`, shown && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          ref={entry.inputRef}
          id={id}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="friend@example.com"
          className="min-w-0 flex-1"
          value={entry.typed}
          aria-invalid={shown ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(e) => entry.setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              // Enter adds to the list; it never sends the form around the field.
              e.preventDefault();
              entry.add();
            }
          }}
        />
        <Button type="button" variant="outline" className="h-11 shrink-0" onClick={entry.add}>
          <Plus aria-hidden="true" />
          {t("create.add")}
        </Button>
      </div>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <FieldError id={`${id}-error`}>{shown}</FieldError>
      {entry.addresses.length > 0 && (
        <List aria-label={listLabel} className={cn("mt-1 flex flex-wrap gap-2", ordered && "grid")}>
          {entry.addresses.map((address, index) => (
            <li
              key={addressKey(address)}
              className="inline-flex max-w-full items-center gap-1 justify-self-start rounded-2xl bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground"
            >
              {ordered && (
                <span className="font-semibold tabular-nums" aria-hidden="true">
                  {index + 1}.
                </span>
              )}
              <span className="min-w-0 wrap-anywhere">{address}</span>
              <button
                type="button"
                aria-label={t("create.removeAddress", { address })}
                className="-my-2 -mr-2 grid size-11 shrink-0 place-content-center rounded-full outline-none transition-colors hover:bg-orange-200 focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => entry.remove(address)}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </List>
      )}
    </div>
  );
}
