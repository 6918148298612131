// The owner's controls: pause or resume, end (asked first: it cannot be undone), and change the
// rhythm, times and round settings in a form that downloads when first opened.
import { CircleStop, Pause, Pencil, Play } from "lucide-react";
import { useId, useRef, useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { LoadWhen } from "../../components/on-demand.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { lazyChunk } from "../../lib/retry-import.ts";
import { type SeriesAction, type SeriesView, useSeriesAction } from "./api.ts";
import { seriesFailed } from "./failure.ts";

const EditSeriesForm = lazyChunk(() => import("./edit-series-form.tsx"));

const DONE = {
  pause: "series.pausedToast",
  resume: "series.resumedToast",
  end: "series.endedToast",
} as const;

export function OwnerActions({ series }: { series: SeriesView }) {
  const t = useT();
  const id = useId();
  const act = useSeriesAction(series.id);
  const [ending, setEnding] = useState(false);
  const [changing, setChanging] = useState(false);
  const ended = useRef(false);
  const changeButton = useRef<HTMLButtonElement>(null);

  const run = (action: SeriesAction) =>
    act.mutate(action, {
      onSuccess: () => {
        if (action === "end") {
          ended.current = true;
          setEnding(false);
          setChanging(false);
        }
        toast({ title: translate(DONE[action]) });
      },
      onError: (error) => toast({ variant: "destructive", ...seriesFailed(error) }),
    });

  const paused = series.status === "paused";
  // The dialog outlives the card: ending the series takes the card away while the dialog closes.
  return (
    <>
      {series.status !== "ended" && (
        <Card>
          <CardHeader className="pb-4">
            <CardTitle className="text-base">{t("series.manage")}</CardTitle>
            <CardDescription>{t("series.manageText")}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                className="h-11"
                aria-busy={act.isPending && act.variables !== "end"}
                onClick={() => run(paused ? "resume" : "pause")}
              >
                {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
                {t(paused ? "series.resume" : "series.pause")}
              </Button>
              <Button
                ref={changeButton}
                variant="outline"
                className="h-11"
                aria-expanded={changing}
                aria-controls={`${id}-change`}
                onClick={() => setChanging(!changing)}
              >
                <Pencil aria-hidden="true" />
                {t("series.change")}
              </Button>
              <Button variant="outline" className="h-11" onClick={() => setEnding(true)}>
                <CircleStop aria-hidden="true" />
                {t("series.end")}
              </Button>
            </div>
            <div id={`${id}-change`} hidden={!changing}>
              <LoadWhen when={changing}>
                <EditSeriesForm
                  series={series}
                  onDone={() => {
                    setChanging(false);
                    changeButton.current?.focus();
                  }}
                />
              </LoadWhen>
            </div>
          </CardContent>
        </Card>
      )}
      <ConfirmDialog
        open={ending}
        onOpenChange={setEnding}
        title={t("series.endTitle")}
        description={t("series.endText")}
        keepLabel={t("series.keepGoing")}
        confirmLabel={t("series.endConfirm")}
        icon={CircleStop}
        busy={act.isPending}
        onConfirm={() => run("end")}
        // Ended, these controls are gone: the focus goes to the series' name, now marked ended.
        returnFocus={() => (ended.current ? document.getElementById("series-title") : undefined)}
      />
    </>
  );
}
