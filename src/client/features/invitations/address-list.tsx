// The one control for a list of e-mail addresses (invite by e-mail, friend groups): type an
// address, add it with Add or Enter, remove it from its chip. An address still in the field when
// the list is used counts too, so nobody's typed friend is silently dropped.
import { Plus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { inviteSchema } from "../../../shared/invitations.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { FieldError, Label } from "../../components/ui/label.tsx";
import { useT } from "../../i18n/i18n.ts";
import { emailKey } from "./outcomes.ts";

const emailSchema = inviteSchema.shape.email;

export interface AddressList {
  addresses: string[];
  setAddresses: (update: (current: string[]) => string[]) => void;
  typed: string;
  setTyped: (value: string) => void;
  error: string | undefined;
  /** Adds the typed address; false when it is not an address (the field says why) or is refused. */
  add: () => boolean;
  /**
   * The list with the typed address added, as it is about to be used; undefined when the typed
   * text is not an address or is refused (nothing should be sent or saved then).
   */
  withTyped: () => string[] | undefined;
  inputRef: React.RefObject<HTMLInputElement | null>;
}

export function useAddressList({
  initial = [],
  isTaken,
  onDuplicate,
}: {
  initial?: readonly string[];
  /** Addresses that count as already there beyond the list itself (the already invited). */
  isTaken?: (key: string) => boolean;
  /** Told when a repeated address is not added; without it a repeat is quietly ignored. */
  onDuplicate?: () => void;
} = {}): AddressList {
  const t = useT();
  const [addresses, setAddressList] = useState<string[]>(() => [...initial]);
  const [typed, setTypedValue] = useState("");
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  const setTyped = (value: string) => {
    setTypedValue(value);
    setError(undefined);
  };

  /** The typed address after checks: the address, "repeat" (already there) or undefined (invalid). */
  const takeTyped = (): string | "repeat" | undefined => {
    const parsed = emailSchema.safeParse(typed);
    if (!parsed.success) {
      // The schema has one message, for a blank address as for a malformed one.
      setError(t("answer.emailInvalid"));
      inputRef.current?.focus();
      return undefined;
    }
    setTyped("");
    inputRef.current?.focus();
    const key = emailKey(parsed.data);
    if (addresses.some((a) => emailKey(a) === key) || isTaken?.(key)) {
      onDuplicate?.();
      return "repeat";
    }
    return parsed.data;
  };

  const add = () => {
    const address = takeTyped();
    if (address === undefined || address === "repeat") return false;
    setAddressList((current) => [...current, address]);
    return true;
  };

  const withTyped = () => {
    if (!typed.trim()) {
      setError(undefined);
      return addresses;
    }
    const address = takeTyped();
    if (address === undefined) return undefined;
    // A repeat the person was told about stops the send; one quietly ignored does not.
    if (address === "repeat") return onDuplicate ? undefined : addresses;
    const next = [...addresses, address];
    setAddressList(() => next);
    return next;
  };

  return { addresses, setAddresses: setAddressList, typed, setTyped, error, add, withTyped, inputRef };
}

/** The field with its Add button, and the chips of the addresses added so far. */
export function AddressListField({
  list,
  listLabel,
  label,
}: {
  list: AddressList;
  /** The accessible name of the chip list. */
  listLabel: string;
  /** "Friend's email" unless given. */
  label?: string;
}) {
  const ids = useId();
  const t = useT();
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${ids}-email`}>{label ?? t("create.friendsEmail")}</Label>
      <div className="flex gap-2">
        <Input
          ref={list.inputRef}
          id={`${ids}-email`}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="friend@example.com"
          className="min-w-0 flex-1"
          value={list.typed}
          aria-invalid={list.error ? true : undefined}
          aria-describedby={list.error ? `${ids}-email-error` : undefined}
          onChange={(e) => list.setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              // Enter adds to the list; it never submits the form around the field.
              e.preventDefault();
              list.add();
            }
          }}
        />
        <Button type="button" variant="outline" className="h-11 shrink-0" onClick={list.add}>
          <Plus aria-hidden="true" />
          {t("create.add")}
        </Button>
      </div>
      <FieldError id={`${ids}-email-error`}>{list.error}</FieldError>
      {list.addresses.length > 0 && (
        <ul aria-label={listLabel} className="mt-1 flex flex-wrap gap-2">
          {list.addresses.map((address) => (
            <li
              key={emailKey(address)}
              className="inline-flex max-w-full items-center gap-1 rounded-2xl bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground"
            >
              <span className="min-w-0 wrap-anywhere">{address}</span>
              <button
                type="button"
                aria-label={t("create.removeAddress", { address })}
                className="-my-2 -mr-2 grid size-11 shrink-0 place-content-center rounded-full outline-none transition-colors hover:bg-orange-200 focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => list.setAddresses((current) => current.filter((a) => a !== address))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
