import { ArrowRight, PartyPopper, PencilLine } from "lucide-react";
import { vibeEmoji } from "../../../shared/vibes.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import type { Hang } from "../hangs/api.ts";
import { AnswerSummary } from "./answer-summary.tsx";
import type { FullResponse } from "./api.ts";

export function ThanksView({
  hang,
  response,
  onSeeAll,
  onChange,
}: {
  hang: Hang;
  response: FullResponse;
  onSeeAll: () => void;
  onChange: () => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="text-center">
        <div className="mx-auto grid size-16 place-content-center rounded-full bg-secondary text-primary">
          <PartyPopper className="size-8" aria-hidden="true" />
        </div>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">Thanks for responding!</h1>
        <p className="mt-2 text-muted-foreground">
          {hang.hostName} will pick a final time and let everyone know.
        </p>
      </div>
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:pt-6">
          <p className="flex items-center gap-2 font-semibold">
            <span className="text-2xl" aria-hidden="true">
              {vibeEmoji(hang.vibe)}
            </span>
            {hang.name}
          </p>
          <AnswerSummary hang={hang} response={response} />
        </CardContent>
      </Card>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button size="lg" onClick={onSeeAll}>
          See All
          <ArrowRight aria-hidden="true" />
        </Button>
        <Button size="lg" variant="outline" onClick={onChange}>
          <PencilLine aria-hidden="true" />
          Change my answer
        </Button>
      </div>
    </div>
  );
}
