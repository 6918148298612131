// The person's tokens: name, scope and dates, each with Revoke behind a confirmation (everything
// using the token stops at once).
import { Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import type { AccessTokenView } from "../../../shared/access-tokens.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useFormat } from "../../i18n/format.ts";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { useRevokeToken } from "./api.ts";
import { tokenFailure } from "./failure.ts";

export function TokenList({
  tokens,
  afterRevoke,
}: {
  tokens: AccessTokenView[];
  /** Where the focus goes once a token (and its row) is gone. */
  afterRevoke: () => HTMLElement | null | undefined;
}) {
  const t = useT();
  const revoke = useRevokeToken();
  const [asking, setAsking] = useState<AccessTokenView>();
  const revoked = useRef(false);

  if (tokens.length === 0) return <p className="text-sm text-muted-foreground">{t("tokens.none")}</p>;
  const confirm = () => {
    if (!asking) return;
    revoke.mutate(asking.id, {
      onSuccess: () => {
        revoked.current = true;
        setAsking(undefined);
        toast({ title: translate("tokens.revoked") });
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: translate("tokens.revokeFailed"),
          description: tokenFailure(error),
        }),
    });
  };
  return (
    <>
      <ul className="grid gap-3">
        {tokens.map((token) => (
          <TokenRow
            key={token.id}
            token={token}
            onRevoke={() => {
              revoked.current = false;
              setAsking(token);
            }}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== undefined}
        onOpenChange={(open) => !open && setAsking(undefined)}
        title={t("tokens.revokeTitle", { name: asking?.name ?? "" })}
        description={t("tokens.revokeText")}
        keepLabel={t("tokens.keep")}
        confirmLabel={t("tokens.revoke")}
        busyLabel={t("tokens.revoking")}
        busy={revoke.isPending}
        onConfirm={confirm}
        // Kept: back to its Revoke button (the default). Revoked: its row is gone.
        returnFocus={() => (revoked.current ? afterRevoke() : undefined)}
      />
    </>
  );
}

function TokenRow({ token, onRevoke }: { token: AccessTokenView; onRevoke: () => void }) {
  const t = useT();
  const format = useFormat();
  const expired = token.expiresAt !== null && new Date(token.expiresAt) <= new Date();
  const dates = [
    t("tokens.created", { date: format.longDate(token.createdAt) }),
    token.lastUsedAt
      ? t("tokens.lastUsed", { date: format.longDate(token.lastUsedAt) })
      : t("tokens.neverUsed"),
    token.expiresAt
      ? t(expired ? "tokens.expiredOn" : "tokens.expires", { date: format.longDate(token.expiresAt) })
      : t("tokens.noExpiry"),
  ];
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border p-3">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="break-words font-semibold">{token.name}</span>
          <Badge variant={token.scope === "write" ? "warning" : "secondary"}>
            {t(token.scope === "write" ? "tokens.scopeWrite" : "tokens.scopeRead")}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">{dates.join(" · ")}</p>
      </div>
      <Button variant="outline" aria-label={t("tokens.revokeNamed", { name: token.name })} onClick={onRevoke}>
        <Trash2 aria-hidden="true" />
        {t("tokens.revoke")}
      </Button>
    </li>
  );
}
