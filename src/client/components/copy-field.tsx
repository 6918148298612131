import { Check, Copy } from "lucide-react";
import { useId, useRef, useState } from "react";
import { t as translate, useT } from "../i18n/i18n.ts";
import { ShareButton, type ShareData } from "./share-button.tsx";
import { Button } from "./ui/button.tsx";
import { Input } from "./ui/input.tsx";
import { Label } from "./ui/label.tsx";
import { toast } from "./ui/use-toast.ts";

export async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (e.g. plain http on another host): fall back to the selected input.
    if (!input) return false;
    input.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    }
  }
}

export interface CopyFieldProps {
  label: string;
  value: string;
  /** The accessible name of the copy button, e.g. "Copy link". */
  buttonLabel: string;
  copiedTitle: string;
  hideLabel?: boolean;
  /** Offers the system share sheet too, where there is one. */
  share?: Omit<ShareData, "url">;
}

/** A read-only link with a copy button that confirms with a toast. */
export function CopyField({
  label,
  value,
  buttonLabel,
  copiedTitle,
  hideLabel = false,
  share,
}: CopyFieldProps) {
  const id = useId();
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (await copyText(value, inputRef.current)) {
      toast({ title: copiedTitle });
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } else {
      toast({
        variant: "destructive",
        title: translate("create.copyFailed"),
        description: translate("create.copyFailedText"),
      });
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className={hideLabel ? "sr-only" : undefined}>
        {label}
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          ref={inputRef}
          readOnly
          value={value}
          className="min-w-0 flex-1 bg-muted/60 font-mono text-sm sm:text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          variant="outline"
          onClick={copy}
          // The name holds the visible word too (WCAG 2.5.3), "Copied" included while it shows.
          aria-label={copied ? `${buttonLabel}: ${t("create.copied")}` : buttonLabel}
          className="shrink-0"
        >
          {copied ? <Check aria-hidden="true" className="text-success" /> : <Copy aria-hidden="true" />}
          <span aria-hidden="true" className="hidden sm:inline">
            {t(copied ? "create.copied" : "create.copy")}
          </span>
        </Button>
        {share && <ShareButton data={{ ...share, url: value }} onUnavailable={copy} />}
      </div>
    </div>
  );
}
