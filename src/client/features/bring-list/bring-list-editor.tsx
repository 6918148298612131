// "What to bring" on the host's view: the host adds items (name, how many), changes or removes
// them, and can take anyone's claim off. Each change saves at once and shows on every open page.
import { Gift, Pencil, Trash2, X } from "lucide-react";
import { useState } from "react";
import { type BringItemView, MAX_ITEMS_PER_HANG } from "../../../shared/bring-list-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useT } from "../../i18n/i18n.ts";
import {
  type ItemBody,
  useAddItem,
  useBringList,
  useEditItem,
  useReleaseClaim,
  useRemoveItem,
} from "./api.ts";
import { bringFailed } from "./failure.ts";
import { ItemForm } from "./item-form.tsx";
import { ItemLine } from "./item-line.tsx";

const editButtonId = (itemId: string) => `bring-edit-${itemId}`;
const ADD_HEADING_ID = "bring-list-heading";

export function BringListEditor({ hangId, editToken }: { hangId: string; editToken: string | undefined }) {
  const t = useT();
  const list = useBringList(hangId, editToken);
  const add = useAddItem(hangId, editToken);
  const edit = useEditItem(hangId, editToken);
  const remove = useRemoveItem(hangId, editToken);
  const release = useReleaseClaim(hangId);
  const [editing, setEditing] = useState<string>();
  const items = list.data ?? [];
  const full = items.length >= MAX_ITEMS_PER_HANG;

  const failed = (error: Error) => toast({ variant: "destructive", ...bringFailed(error) });

  const addItem = (body: ItemBody) =>
    add.mutateAsync(body).then(
      () => {
        toast({ title: t("bring.added", { name: body.name }) });
        return true;
      },
      (error: Error) => {
        failed(error);
        return false;
      },
    );

  const saveItem = (item: BringItemView) => (body: ItemBody) =>
    edit.mutateAsync({ itemId: item.id, body }).then(
      () => {
        toast({ title: t("bring.saved", { name: body.name }) });
        setEditing(undefined);
        // Back where the host started: the item's own Edit button.
        requestAnimationFrame(() => document.getElementById(editButtonId(item.id))?.focus());
        return true;
      },
      (error: Error) => {
        failed(error);
        return false;
      },
    );

  const removeItem = (item: BringItemView) => {
    if (remove.isPending) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast({ title: t("bring.removed", { name: item.name }) });
        // The row and its buttons are gone: the list's heading takes the focus.
        document.getElementById(ADD_HEADING_ID)?.focus();
      },
      onError: failed,
    });
  };

  const takeOff = (item: BringItemView, claim: BringItemView["claims"][number]) => {
    if (release.isPending) return;
    release.mutate(
      { itemId: item.id, claimId: claim.id, editToken },
      {
        onSuccess: () => {
          toast({ title: t("bring.claimRemoved", { person: claim.name, name: item.name }) });
          document.getElementById(editButtonId(item.id))?.focus();
        },
        onError: failed,
      },
    );
  };

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <Gift className="size-5 text-primary" aria-hidden="true" />
          <span id={ADD_HEADING_ID} tabIndex={-1} className="outline-none">
            {t("bring.title")}
          </span>
        </CardTitle>
        <CardDescription>{t("bring.hostDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.isError && <p className="text-sm text-muted-foreground">{t("bring.loadFailed")}</p>}
        {list.isSuccess && items.length === 0 && (
          <p className="text-sm text-muted-foreground">{t("bring.empty")}</p>
        )}
        {items.length > 0 && (
          <ul className="grid gap-3">
            {items.map((item) =>
              editing === item.id ? (
                <li key={item.id} className="rounded-xl border bg-card p-3 sm:p-4">
                  <ItemForm
                    initial={{ name: item.name, quantity: item.quantity }}
                    label={t("bring.editing", { name: item.name })}
                    submitLabel={t("bring.save")}
                    pending={edit.isPending}
                    autoFocus
                    onSubmit={saveItem(item)}
                    onCancel={() => {
                      setEditing(undefined);
                      requestAnimationFrame(() => document.getElementById(editButtonId(item.id))?.focus());
                    }}
                  />
                </li>
              ) : (
                <li key={item.id} className="grid gap-2 rounded-xl border bg-card p-3 sm:p-4">
                  <div className="flex flex-wrap items-start gap-2">
                    <ItemLine item={item} />
                    <div className="flex gap-1">
                      <Button
                        id={editButtonId(item.id)}
                        variant="ghost"
                        size="icon"
                        aria-label={t("bring.editLabel", { name: item.name })}
                        onClick={() => setEditing(item.id)}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-destructive hover:text-destructive"
                        aria-label={t("bring.removeLabel", { name: item.name })}
                        onClick={() => removeItem(item)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                  {item.claims.length > 0 && (
                    <ul className="flex flex-wrap gap-2">
                      {item.claims.map((claim) => (
                        <li key={claim.id}>
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label={t("bring.removeClaimLabel", { person: claim.name, name: item.name })}
                            onClick={() => takeOff(item, claim)}
                          >
                            {claim.name}
                            <X aria-hidden="true" />
                          </Button>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ),
            )}
          </ul>
        )}
        {full && (
          <p role="status" className="rounded-xl bg-accent px-4 py-3 text-sm text-accent-foreground">
            {t("bring.tooManyItems")}
          </p>
        )}
        <ItemForm
          label={t("bring.add")}
          submitLabel={t("bring.add")}
          pending={add.isPending}
          disabled={full}
          onSubmit={addItem}
        />
      </CardContent>
    </Card>
  );
}
