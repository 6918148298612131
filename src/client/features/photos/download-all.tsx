// "Download all": a form the browser posts and saves as it streams. The proof rides in its fields
// (an answer's secret must not sit in an address, and a download held in the page would not stream).
import { Download } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.ts";
import type { AlbumAccess } from "./api.ts";

export function DownloadAll({
  hangId,
  access,
  count,
}: {
  hangId: string;
  access: AlbumAccess;
  count: number;
}) {
  const t = useT();
  return (
    <form method="post" action={`/api/hangs/${hangId}/photos.zip`} className="justify-self-start">
      {access.host
        ? access.editToken && <input type="hidden" name="token" value={access.editToken} />
        : [
            <input key="id" type="hidden" name="responseId" value={access.own.responseId} />,
            access.own.secret && <input key="secret" type="hidden" name="secret" value={access.own.secret} />,
          ]}
      <Button type="submit" variant="outline">
        <Download aria-hidden="true" />
        {t("photos.downloadAll", { count })}
      </Button>
    </form>
  );
}
