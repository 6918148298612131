// Under an e-mail field: "Did you mean sam@gmail.com?" with a button that takes the fix. Shown
// only for a likely typo of a well-known domain; the address as typed is still accepted.
import { useT } from "../i18n/i18n.ts";
import { suggestedAddress } from "../lib/email-typo.ts";
import { Button } from "./ui/button.tsx";

export function EmailTypoHint({
  id,
  address,
  onAccept,
}: {
  /** Give the field aria-describedby this id so the hint is read with it. */
  id: string;
  address: string;
  onAccept: (fixed: string) => void;
}) {
  const t = useT();
  const fixed = suggestedAddress(address);
  // The live region stays in the page so the hint is announced when it appears.
  return (
    <div id={id} aria-live="polite" className="flex flex-wrap items-center gap-x-2 text-sm text-foreground">
      {fixed && (
        <>
          <span>{t("shell.emailTypo", { address: fixed })}</span>
          <Button variant="outline" size="sm" onClick={() => onAccept(fixed)}>
            {t("shell.emailTypoUse", { address: fixed })}
          </Button>
        </>
      )}
    </div>
  );
}
