// One item as everyone reads it: its name (×quantity), who is bringing it, and how many are left.
import { type BringItemView, unitsLeft } from "../../../shared/bring-list-rules.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { useT } from "../../i18n/i18n.ts";

/** The item's name, which describes the buttons beside it ("I'll bring this": Chips). */
export const itemNameId = (itemId: string) => `bring-item-${itemId}`;

export function ItemLine({
  item,
  ownResponseId,
}: {
  item: BringItemView;
  ownResponseId?: string | undefined;
}) {
  const t = useT();
  const left = unitsLeft(item);
  const names = item.claims.map((c) => (c.responseId === ownResponseId ? t("bring.you") : c.name));
  return (
    <div className="grid min-w-0 flex-1 content-start gap-1">
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        <span id={itemNameId(item.id)} className="min-w-0 break-words">
          {item.name}
        </span>
        {item.quantity > 1 && <span className="text-muted-foreground tabular-nums">×{item.quantity}</span>}
        {left === 0 ? (
          <Badge variant="success">{t("bring.allTaken")}</Badge>
        ) : (
          item.quantity > 1 && (
            <Badge variant="outline">{t("bring.left", { left, quantity: item.quantity })}</Badge>
          )
        )}
      </p>
      <p className="text-sm break-words text-muted-foreground">
        {names.length > 0 ? t("bring.bringing", { names: names.join(", ") }) : t("bring.nobodyYet")}
      </p>
    </div>
  );
}
