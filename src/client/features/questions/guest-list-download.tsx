// "Download guest list (CSV)" on the host's view: a plain link to the file, so the browser saves it
// with the name the server gives it.
import { Download } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { FieldHint } from "../../components/ui/label.tsx";
import { useT } from "../../i18n/i18n.ts";
import { guestListUrl } from "./api.ts";

export function GuestListDownload({ hangId, editToken }: { hangId: string; editToken: string | undefined }) {
  const t = useT();
  return (
    <div className="grid gap-2">
      <Button asChild variant="outline" size="lg" className="h-auto min-h-12 whitespace-normal text-center">
        <a href={guestListUrl(hangId, editToken)} download aria-describedby={`${hangId}-download-hint`}>
          <Download aria-hidden="true" />
          {t("questions.downloadGuestList")}
        </a>
      </Button>
      <FieldHint id={`${hangId}-download-hint`} className="text-center">
        {t("questions.downloadHint")}
      </FieldHint>
    </div>
  );
}
