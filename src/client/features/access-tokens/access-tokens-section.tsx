// /account's "Personal access tokens": create one, see it once (focus moves to it so it can be copied
// at once), and the list to revoke from.
import { useRef, useState } from "react";
import type { CreatedAccessToken } from "../../../shared/access-tokens.ts";
import { CopyField } from "../../components/copy-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useT } from "../../i18n/i18n.ts";
import { useAccessTokens } from "./api.ts";
import { CreateTokenForm } from "./create-token-form.tsx";
import { TokenList } from "./token-list.tsx";

export function AccessTokensSection() {
  const t = useT();
  const [shown, setShown] = useState<CreatedAccessToken>();
  const shownArea = useRef<HTMLDivElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  const created = (token: CreatedAccessToken) => {
    setShown(token);
    requestAnimationFrame(() => shownArea.current?.querySelector("input")?.focus());
  };
  const hide = () => {
    setShown(undefined);
    requestAnimationFrame(() => nameInput.current?.focus());
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("tokens.title")}</CardTitle>
        <CardDescription>{t("tokens.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {shown && (
          <div ref={shownArea} className="grid gap-3 rounded-xl border border-primary bg-secondary/40 p-4">
            <h3 className="font-semibold">{t("tokens.newToken", { name: shown.name })}</h3>
            <CopyField
              label={t("tokens.newTokenLabel")}
              value={shown.token}
              buttonLabel={t("tokens.copyToken")}
              copiedTitle={t("tokens.tokenCopied")}
            />
            <p className="text-sm font-medium">{t("tokens.shownOnce")}</p>
            <Button variant="outline" className="w-full sm:w-fit" onClick={hide}>
              {t("tokens.done")}
            </Button>
          </div>
        )}
        <CreateTokenForm nameInput={nameInput} onCreated={created} />
        <section aria-labelledby="access-tokens-list" className="grid gap-3">
          <h3 id="access-tokens-list" className="font-semibold">
            {t("tokens.listTitle")}
          </h3>
          <Tokens afterRevoke={() => nameInput.current} />
        </section>
      </CardContent>
    </Card>
  );
}

function Tokens({ afterRevoke }: { afterRevoke: () => HTMLElement | null }) {
  const t = useT();
  const tokens = useAccessTokens();
  if (tokens.isPending) return <Spinner label={t("tokens.loading")} />;
  if (tokens.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p>{t("tokens.loadFailed")}</p>
        <Button variant="outline" onClick={() => tokens.refetch()}>
          {t("tokens.tryAgain")}
        </Button>
      </div>
    );
  }
  return <TokenList tokens={tokens.data} afterRevoke={afterRevoke} />;
}
