import { useLingui } from "@lingui/react";
import { CalendarHeart, Plus } from "lucide-react";
import { Tabs } from "radix-ui";
import { useMemo, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { hangDays } from "../../shared/dashboard-dates.ts";
import { sortUpcoming } from "../../shared/hang-order.ts";
import { intlLocale, type PageLocale } from "../../shared/i18n/locales.ts";
import { isUpcoming, type UserHang } from "../../shared/user-hangs.ts";
import { AppHeader, PageShell, PageSpinner } from "../components/page-shell.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { toast } from "../components/ui/use-toast.ts";
import { useAuth } from "../features/auth/api.ts";
import { SignInButton } from "../features/auth/sign-in-button.tsx";
import { SubscribeFeed } from "../features/calendar-feed/subscribe-feed.tsx";
import { useUserHangs } from "../features/dashboard/api.ts";
import { HangCard } from "../features/dashboard/hang-card.tsx";
import { HangsCalendar } from "../features/dashboard/hangs-calendar.tsx";
import { GroupsTab, useUserGroupsCount } from "../features/groups/dashboard-groups.tsx";
import { storeTemplate } from "../features/repeat/template.ts";
import { t as translate, useT } from "../i18n/i18n.ts";
import { browserTimeZone, toYmd } from "../lib/dates.ts";

/** /dashboard: every hang the signed-in person hosts or was asked to, on a calendar and in tabs. */
export default function DashboardPage() {
  const auth = useAuth();
  const account = auth.data?.user ?? undefined;
  const t = useT();
  return (
    <PageShell header={<AppHeader showDashboard={false} />}>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t("dashboard.title")}</h1>
      {auth.isPending ? (
        <PageSpinner />
      ) : account ? (
        <SignedInDashboard />
      ) : (
        <Card>
          <CardContent className="grid justify-items-center gap-4 py-10 text-center">
            <p className="text-lg font-semibold">{t("dashboard.signInToView")}</p>
            <SignInButton size="lg" />
          </CardContent>
        </Card>
      )}
    </PageShell>
  );
}

// One line each on a phone: sized to their labels (not equal thirds), a little smaller there, and
// the row scrolls sideways rather than wrap should counts ever grow too long.
const TAB_CLASS =
  "h-11 flex-auto whitespace-nowrap rounded-lg px-2 text-[0.8125rem] sm:text-sm font-semibold text-muted-foreground outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm";

function SignedInDashboard() {
  const hangs = useUserHangs(true);
  const account = useAuth().data?.user;
  const groupsCount = useUserGroupsCount();
  const t = useT();
  const locale = intlLocale(useLingui().i18n.locale as PageLocale);
  const [, navigate] = useLocation();
  const [selectedDay, setSelectedDay] = useState<Date | undefined>();
  const tabList = useRef<HTMLDivElement>(null);
  // After a delete the card is gone: focus the tab it was listed under.
  const focusActiveTab = () =>
    requestAnimationFrame(() =>
      tabList.current?.querySelector<HTMLElement>('[data-state="active"]')?.focus(),
    );
  const now = useMemo(() => new Date(), []);
  const viewerZone = browserTimeZone() ?? "UTC";

  const { upcoming, past, perDay, byDay } = useMemo(() => {
    const all = hangs.data ?? [];
    const upcoming = sortUpcoming(
      all.filter((h) => isUpcoming(h, now, viewerZone)),
      now,
      viewerZone,
    );
    const past = all.filter((h) => !upcoming.includes(h));
    const byDay = new Map<string, UserHang[]>();
    for (const hang of all) {
      for (const day of hangDays(hang, viewerZone)) byDay.set(day, [...(byDay.get(day) ?? []), hang]);
    }
    const perDay = new Map([...byDay].map(([day, list]) => [day, list.length]));
    return { upcoming, past, perDay, byDay };
  }, [hangs.data, now, viewerZone]);

  if (hangs.isPending) return <PageSpinner />;
  if (hangs.isError) {
    return <p className="text-center text-muted-foreground">{t("dashboard.loadFailed")}</p>;
  }

  // Repeat: the create form reads the saved template once (spec section 3).
  const repeat = (hang: UserHang) => {
    if (!account || !storeTemplate(hang, account)) return;
    toast({ title: translate("dashboard.templateReady") });
    navigate("/create");
  };
  const cards = (list: UserHang[]) => (
    <ul className="grid gap-3">
      {list.map((hang) => (
        <HangCard
          key={hang.id}
          hang={hang}
          upcoming={upcoming.includes(hang)}
          now={now}
          viewerZone={viewerZone}
          onRepeat={repeat}
          onDeleted={focusActiveTab}
        />
      ))}
    </ul>
  );
  const dayHangs = selectedDay ? (byDay.get(toYmd(selectedDay)) ?? []) : [];
  const dayName = selectedDay?.toLocaleDateString(locale === "en" ? "en-US" : locale, {
    weekday: "long",
    month: "long",
    day: "numeric",
  });

  // What's next leads; the month (with the day picked on it) and the feed follow.
  return (
    <div className="grid gap-6">
      <Tabs.Root defaultValue="upcoming" className="grid gap-4">
        <Tabs.List
          ref={tabList}
          aria-label={t("dashboard.yourHangs")}
          className="flex min-w-0 gap-1 overflow-x-auto rounded-xl bg-muted p-1"
        >
          <Tabs.Trigger value="upcoming" className={TAB_CLASS}>
            {t("dashboard.tabUpcoming", { count: upcoming.length })}
          </Tabs.Trigger>
          <Tabs.Trigger value="groups" className={TAB_CLASS}>
            {groupsCount === undefined
              ? t("dashboard.tabGroups")
              : t("dashboard.tabGroupsCount", { count: groupsCount })}
          </Tabs.Trigger>
          <Tabs.Trigger value="memories" className={TAB_CLASS}>
            {t("dashboard.tabMemories", { count: past.length })}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="upcoming" className="outline-none">
          {upcoming.length > 0 ? cards(upcoming) : <NothingPlanned />}
        </Tabs.Content>
        <Tabs.Content value="groups" className="outline-none">
          <GroupsTab />
        </Tabs.Content>
        <Tabs.Content value="memories" className="outline-none">
          {past.length > 0 ? (
            cards(past)
          ) : (
            <p className="py-8 text-center text-muted-foreground">{t("dashboard.noPastHangs")}</p>
          )}
        </Tabs.Content>
      </Tabs.Root>
      <div className="grid gap-6">
        <Card>
          {/* Narrow sides on a phone: seven 44 px days fit a 360 px screen. */}
          <CardContent className="px-2 pt-4 sm:px-6">
            <HangsCalendar hangsPerDay={perDay} selected={selectedDay} onSelect={setSelectedDay} />
          </CardContent>
        </Card>
        {selectedDay && (
          <section aria-labelledby="day-hangs" className="grid gap-3">
            <h2 id="day-hangs" className="text-lg font-semibold">
              {t("dashboard.dayHangs", { day: dayName, count: dayHangs.length })}
            </h2>
            {dayHangs.length > 0 && cards(dayHangs)}
          </section>
        )}
        <SubscribeFeed endpoint="/api/user/feed" holds={t("dashboard.feedHolds")} />
      </div>
    </div>
  );
}

function NothingPlanned() {
  const t = useT();
  return (
    <div className="grid justify-items-center gap-3 py-8 text-center">
      <CalendarHeart className="size-10 text-primary" aria-hidden="true" />
      <p className="font-semibold">{t("dashboard.nothingPlanned")}</p>
      <Button asChild size="lg">
        <Link href="/create">
          <Plus aria-hidden="true" />
          {t("dashboard.createHang")}
        </Link>
      </Button>
    </div>
  );
}
