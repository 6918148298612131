// "Suggest an alternative": an activity from the vibe list (or Other with its own name) and
// optional details, sent as the guest named above the panel.
import { LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  ACTIVITY_DESCRIPTION_REQUIRED,
  ACTIVITY_REQUIRED,
  SUGGESTION_ADDED,
} from "../../../shared/activities.ts";
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
      ? { field: "vibe" as const, ...ACTIVITY_REQUIRED }
      : vibe === "other" && !custom.trim()
        ? { field: "custom" as const, ...ACTIVITY_DESCRIPTION_REQUIRED }
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
          toast({ title: SUGGESTION_ADDED });
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
          <DialogTitle>Suggest an alternative</DialogTitle>
          <DialogDescription>
            Your name shows with your suggestion so others know whose idea it is.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-vibe`}>Activity</Label>
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
              <option value="">Choose an activity…</option>
              {VIBES.map((v) => (
                <option key={v.value} value={v.value}>
                  {v.emoji} {v.label}
                </option>
              ))}
            </select>
            {error?.field === "vibe" && <FieldError id={`${ids}-vibe-error`}>{error.message}</FieldError>}
          </div>
          {vibe === "other" && (
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-custom`}>What's the activity?</Label>
              <Input
                id={`${ids}-custom`}
                value={custom}
                maxLength={100}
                placeholder="Escape room"
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
            <Label htmlFor={`${ids}-details`}>Details (optional)</Label>
            <Textarea
              id={`${ids}-details`}
              value={details}
              maxLength={500}
              placeholder="Where, why, anything worth knowing"
              onChange={(e) => setDetails(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={suggest.isPending}>
              {suggest.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {suggest.isPending ? "Adding..." : "Add Suggestion"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
