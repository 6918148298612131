// "Your standing answers": for each day and time the series offers, Yes / Maybe / No, or "Ask me
// each round". Each new round puts the person down as they chose here (they can still change that
// round's answer); saving says so in a polite live region.
import { useEffect, useState } from "react";
import type { SeriesSlot, StandingAnswerValue } from "../../../shared/series.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useT } from "../../i18n/i18n.ts";
import { RadioTiles } from "../questions/radio-tiles.tsx";
import { type SeriesView, type StandingAnswer, useSaveStandingAnswers, useStandingAnswers } from "./api.ts";
import { seriesFailed } from "./failure.ts";
import { useSeriesWords } from "./words.ts";

type Choice = StandingAnswerValue | "ask";
const key = (slot: Pick<SeriesSlot, "weekday" | "startTime">) => `${slot.weekday}-${slot.startTime}`;

/** Each offered day and time once, in week order. */
const offered = (slots: readonly SeriesSlot[]) =>
  [...new Map(slots.map((slot) => [key(slot), slot])).values()].toSorted(
    (a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime),
  );

export function StandingAnswers({ series }: { series: SeriesView }) {
  const t = useT();
  const words = useSeriesWords();
  const saved = useStandingAnswers(series.id, true);
  const save = useSaveStandingAnswers(series.id);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [news, setNews] = useState("");
  const slots = offered(series.slots);

  // The saved answers fill the choices once they arrive (and again after another tab saved).
  useEffect(() => {
    if (saved.data) setChoices(Object.fromEntries(saved.data.map((a) => [key(a), a.answer])));
  }, [saved.data]);

  const choose = (slot: SeriesSlot, choice: Choice) => {
    setChoices((all) => ({ ...all, [key(slot)]: choice }));
    setNews("");
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const answers: StandingAnswer[] = slots.flatMap((slot) => {
      const choice = choices[key(slot)] ?? "ask";
      return choice === "ask" ? [] : [{ weekday: slot.weekday, startTime: slot.startTime, answer: choice }];
    });
    save.mutate(answers, {
      onSuccess: () => setNews(t("series.standingSaved")),
      onError: (error) => toast({ variant: "destructive", ...seriesFailed(error) }),
    });
  };

  const options: { value: Choice; label: string }[] = [
    { value: "yes", label: t("series.answerYes") },
    { value: "maybe", label: t("series.answerMaybe") },
    { value: "no", label: t("series.answerNo") },
    { value: "ask", label: t("series.answerAsk") },
  ];

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base" id="standing-answers">
          {t("series.standingTitle")}
        </CardTitle>
        <CardDescription>{t("series.standingText")}</CardDescription>
      </CardHeader>
      <CardContent>
        {saved.isError ? (
          <p className="text-sm text-muted-foreground">{t("series.standingLoadFailed")}</p>
        ) : saved.isPending ? (
          <p className="text-sm text-muted-foreground">{t("series.loading")}</p>
        ) : (
          <form aria-labelledby="standing-answers" noValidate onSubmit={submit} className="grid gap-5">
            {slots.map((slot) => (
              <RadioTiles
                key={key(slot)}
                name={`standing-${key(slot)}`}
                legend={
                  slot.duration === "all-day"
                    ? t("series.slotLegendAllDay", { weekday: words.weekday(slot.weekday, "long") })
                    : t("series.slotLegend", {
                        weekday: words.weekday(slot.weekday, "long"),
                        time: words.clock(slot.startTime),
                      })
                }
                options={options}
                value={choices[key(slot)] ?? "ask"}
                onChange={(choice) => choose(slot, choice)}
                columns="grid-cols-2 sm:grid-cols-4"
              />
            ))}
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" className="h-11" aria-busy={save.isPending}>
                {t("series.saveStanding")}
              </Button>
              <p role="status" aria-live="polite" className="text-sm font-medium">
                {news}
              </p>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
