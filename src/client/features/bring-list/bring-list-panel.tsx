// "What to bring" on the guest page: the host's items with who is bringing them. A guest who
// answered (and is coming) takes one of an item or gives it back; anyone else reads the list.
// Nothing shows while the host has added no items.
import { Gift } from "lucide-react";
import type { BringItemView } from "../../../shared/bring-list-rules.ts";
import { unitsLeft } from "../../../shared/bring-list-rules.ts";
import type { Answer } from "../../../shared/responses.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useT } from "../../i18n/i18n.ts";
import type { OwnResponse } from "../../lib/storage.ts";
import { useBringList, useClaimItem, useReleaseClaim } from "./api.ts";
import { bringFailed } from "./failure.ts";
import { ItemLine, itemNameId } from "./item-line.tsx";

export function BringListPanel({
  hangId,
  own,
  answer,
}: {
  hangId: string;
  /** This browser's answer, if any (its secret proves it; a signed-in owner's session does too). */
  own: OwnResponse | undefined;
  /** What that answer says overall; "no" brings nothing. */
  answer: Answer | undefined;
}) {
  const t = useT();
  const list = useBringList(hangId);
  const claim = useClaimItem(hangId);
  const release = useReleaseClaim(hangId);
  if (!list.data || list.data.length === 0) return null;
  const canClaim = Boolean(own) && answer !== undefined && answer !== "no";
  // Presses while one is under way are ignored, not disabled: a disabled button would drop the focus.
  const busy = claim.isPending || release.isPending;

  const take = (item: BringItemView) => {
    if (!own || busy) return;
    claim.mutate(
      { itemId: item.id, own },
      {
        onSuccess: () => toast({ title: t("bring.claimed", { name: item.name }) }),
        onError: (error) => toast({ variant: "destructive", ...bringFailed(error) }),
      },
    );
  };
  const giveBack = (item: BringItemView, claimId: string) => {
    if (!own || busy) return;
    release.mutate(
      { itemId: item.id, claimId, own },
      {
        onSuccess: () => toast({ title: t("bring.released", { name: item.name }) }),
        onError: (error) => toast({ variant: "destructive", ...bringFailed(error) }),
      },
    );
  };

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <Gift className="size-5 text-primary" aria-hidden="true" />
          {t("bring.title")}
        </CardTitle>
        <CardDescription>{t("bring.guestDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!canClaim && (
          <p className="rounded-xl bg-accent px-4 py-3 text-sm text-accent-foreground">
            {own && answer === "no" ? t("bring.comingFirst") : t("bring.answerFirst")}
          </p>
        )}
        <ul className="grid gap-3">
          {list.data.map((item) => {
            const mine = own ? item.claims.find((c) => c.responseId === own.responseId) : undefined;
            return (
              <li
                key={item.id}
                className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-3 sm:p-4"
              >
                <ItemLine item={item} ownResponseId={own?.responseId} />
                {canClaim && mine ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-describedby={itemNameId(item.id)}
                    onClick={() => giveBack(item, mine.id)}
                  >
                    {t("bring.release")}
                  </Button>
                ) : (
                  canClaim &&
                  unitsLeft(item) > 0 && (
                    <Button size="sm" aria-describedby={itemNameId(item.id)} onClick={() => take(item)}>
                      {t("bring.claim")}
                    </Button>
                  )
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
