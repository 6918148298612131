// The system share sheet (navigator.share), where the browser has one: on phones it is how people
// send a link. Elsewhere the copy button beside it is the way.
import { Share2 } from "lucide-react";
import { useT } from "../i18n/i18n.ts";
import { Button } from "./ui/button.tsx";

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

function canShare(data: ShareData): boolean {
  if (typeof navigator.share !== "function") return false;
  return typeof navigator.canShare !== "function" || navigator.canShare(data);
}

export function ShareButton({ data, onUnavailable }: { data: ShareData; onUnavailable: () => void }) {
  const t = useT();
  if (!canShare(data)) return null;
  const share = async () => {
    try {
      await navigator.share(data);
    } catch (error) {
      // Closing the sheet is a choice, not a failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === "AbortError")) onUnavailable();
    }
  };
  return (
    <Button onClick={share} className="shrink-0">
      <Share2 aria-hidden="true" />
      {t("create.share")}
    </Button>
  );
}
