// "Suggest an alternative": an activity from the vibe list (or Other with its own name) and
// optional details, sent as the guest named above the panel.
import { LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { VIBES } from "../../../shared/vibes.ts";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog.tsx";
import { fieldClasses, Input } from "../../components/ui/input.tsx";
import { FieldError, Label } from "../../components/ui/label.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useT } from "../../i18n/i18n.ts";
import { useVibeLabel } from "../../i18n/vibe-label.ts";
import { cn } from "../../lib/cn.ts";
import { useSuggest } from "./api.ts";
import { activityFailed } from "./failure.ts";
import type { Voter } from "./voter.ts";

export function SuggestionDialog({
  hangId,
  voter,
  open,
  onOpenChange,
}: {
  hangId: string;
  voter: Voter | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ids = useId();
  const t = useT();
  const vibeLabel = useVibeLabel();
  const suggest = useSuggest(hangId);
  const [vibe, setVibe] = useState("");
  const [custom, setCustom] = useState("");
  const [details, setDetails] = useState("");
  const [error, setError] = useState<{ field: "vibe" | "custom"; message: string }>();

  const reset = () => {
    setVibe("");
    setCustom("");
    setDetails("");
    setError(undefined);
  };
  const close = () => {
    reset();
    onOpenChange(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!voter) return;
    const missing = !vibe
      ? {
          field: "vibe" as const,
          title: t("activities.activityRequired"),
          description: t("activities.activityRequiredText"),
        }
      : vibe === "other" && !custom.trim()
        ? {
            field: "custom" as const,
            title: t("activities.descriptionRequired"),
            description: t("activities.descriptionRequiredText"),
          }
        : undefined;
    if (missing) {
      setError({ field: missing.field, message: missing.title });
      toast({ variant: "destructive", title: missing.title, description: missing.description });
      return;
    }
    const body = {
      suggestedBy: voter.name,
      suggestedByEmail: voter.email,
      vibe,
      customActivity: vibe === "other" ? custom.trim() : null,
      description: details.trim() || null,
    };
    suggest.mutate(
      { body, voter },
      {
        onSuccess: () => {
          toast({ title: t("activities.suggestionAdded") });
          close();
        },
        onError: (e) => toast({ variant: "destructive", ...activityFailed(e) }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("activities.suggest")}</DialogTitle>
          <DialogDescription>{t("activities.suggestDescription")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-vibe`}>{t("activities.activity")}</Label>
            <select
              id={`${ids}-vibe`}
              value={vibe}
              onChange={(e) => {
                setVibe(e.target.value);
                setError(undefined);
              }}
              aria-invalid={error?.field === "vibe" ? true : undefined}
              aria-describedby={error?.field === "vibe" ? `${ids}-vibe-error` : undefined}
              className={cn(fieldClasses, "h-11")}
            >
              <option value="">{t("activities.chooseActivity")}</option>
              {VIBES.map((v) => (
                <option key={v.value} value={v.value}>
                  {v.emoji} {vibeLabel(v.value)}
                </option>
              ))}
            </select>
            {error?.field === "vibe" && <FieldError id={`${ids}-vibe-error`}>{error.message}</FieldError>}
          </div>
          {vibe === "other" && (
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-custom`}>{t("activities.whatActivity")}</Label>
              <Input
                id={`${ids}-custom`}
                value={custom}
                maxLength={100}
                placeholder={t("activities.customPlaceholder")}
                onChange={(e) => {
                  setCustom(e.target.value);
                  setError(undefined);
                }}
                aria-invalid={error?.field === "custom" ? true : undefined}
                aria-describedby={error?.field === "custom" ? `${ids}-custom-error` : undefined}
              />
              {error?.field === "custom" && (
                <FieldError id={`${ids}-custom-error`}>{error.message}</FieldError>
              )}
            </div>
          )}
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-details`}>{t("activities.details")}</Label>
            <Textarea
              id={`${ids}-details`}
              value={details}
              maxLength={500}
              placeholder={t("activities.detailsPlaceholder")}
              onChange={(e) => setDetails(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t("activities.cancel")}
            </Button>
            <Button type="submit" disabled={suggest.isPending}>
              {suggest.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {suggest.isPending ? t("activities.adding") : t("activities.addSuggestion")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
