// "Subscribe in your calendar": the person's (or a group's) feed as a webcal:// link for Apple
// Calendar and Outlook, Google Calendar's add-by-URL link, the link to copy, and a reset that makes
// the old link stop working (after a confirmation, since every calendar using it stops updating).
import { CalendarPlus, CalendarSync, ChevronDown, RotateCcw } from "lucide-react";
import { useId, useRef, useState } from "react";
import { googleSubscribeUrl, webcalUrl } from "../../../shared/calendar-feed.ts";
import { CopyField } from "../../components/copy-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { t as translate, useT } from "../../i18n/i18n.ts";
import { cn } from "../../lib/cn.ts";
import { useFeedLink, useResetFeed } from "./api.ts";

export interface SubscribeFeedProps {
  /** /api/user/feed, or /api/groups/{id}/feed */
  endpoint: string;
  /** What the feed holds, for the explanation: "your hangs", "this group's hangs". */
  holds: string;
  className?: string;
}

export function SubscribeFeed({ endpoint, holds, className }: SubscribeFeedProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <section aria-labelledby={`${id}-title`} className={cn("rounded-xl border bg-card shadow-xs", className)}>
      <h2 id={`${id}-title`} className="text-base font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
          className="flex min-h-11 w-full items-center gap-2 rounded-xl px-4 py-2 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <CalendarSync className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="flex-1">{t("host.feedTitle")}</span>
          <ChevronDown
            className={cn("size-5 shrink-0 transition-transform", open && "rotate-180")}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div id={`${id}-panel`} hidden={!open} className="grid gap-4 px-4 pb-4">
        <p className="text-sm text-muted-foreground">{t("host.feedText", { holds })}</p>
        {open && <FeedControls endpoint={endpoint} />}
      </div>
    </section>
  );
}

const linkClasses =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-input bg-card px-4 py-2 text-sm font-semibold shadow-xs outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 [&_svg]:size-4";

function FeedControls({ endpoint }: { endpoint: string }) {
  const link = useFeedLink(endpoint, true);
  const reset = useResetFeed(endpoint);
  const [confirming, setConfirming] = useState(false);
  const resetButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const copyArea = useRef<HTMLDivElement>(null);
  const t = useT();

  if (link.isPending) return <Spinner label={t("host.feedLoading")} />;
  if (link.isError || !link.data) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p>{t("host.feedFailed")}</p>
        <Button variant="outline" onClick={() => link.refetch()}>
          {t("host.tryAgain")}
        </Button>
      </div>
    );
  }

  const url = link.data.url;
  const askToReset = () => {
    setConfirming(true);
    // The question replaces the button: its safe answer takes the focus.
    requestAnimationFrame(() => confirmButton.current?.focus());
  };
  const keep = () => {
    setConfirming(false);
    requestAnimationFrame(() => resetButton.current?.focus());
  };
  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: translate("host.feedReset"), description: translate("host.feedResetText") });
        // The new link is what the person needs next: to copy or subscribe with.
        requestAnimationFrame(() => copyArea.current?.querySelector("input")?.focus());
      },
      onError: () =>
        toast({
          variant: "destructive",
          title: translate("host.feedResetFailed"),
          description: translate("host.oops"),
        }),
    });

  return (
    <div className="grid gap-4">
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <a className={linkClasses} href={webcalUrl(url)}>
          <CalendarSync aria-hidden="true" />
          {t("host.appleOutlook")}
        </a>
        <a className={linkClasses} href={googleSubscribeUrl(url)} target="_blank" rel="noopener noreferrer">
          <CalendarPlus aria-hidden="true" />
          {t("responses.googleCalendar")}
        </a>
      </div>
      <div ref={copyArea}>
        <CopyField
          label={t("host.feedLinkLabel")}
          value={url}
          buttonLabel={t("host.copyFeedLink")}
          copiedTitle={t("host.feedLinkCopied")}
        />
      </div>
      {confirming ? (
        <fieldset className="rounded-lg bg-muted p-3">
          <legend className="float-left mb-3 w-full text-sm">{t("host.feedResetQuestion")}</legend>
          <div className="clear-both flex flex-wrap gap-2">
            <Button ref={confirmButton} variant="outline" onClick={keep} disabled={reset.isPending}>
              {t("host.keepLink")}
            </Button>
            <Button variant="destructive" onClick={confirmReset} disabled={reset.isPending}>
              {reset.isPending ? t("host.resetting") : t("host.resetLink")}
            </Button>
          </div>
        </fieldset>
      ) : (
        <Button ref={resetButton} variant="ghost" className="justify-self-start" onClick={askToReset}>
          <RotateCcw aria-hidden="true" />
          {t("host.resetLink")}
        </Button>
      )}
    </div>
  );
}
