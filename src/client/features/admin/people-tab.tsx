// People: accounts with the hangs they host, searched by name or e-mail on the server, a page at a
// time; each can be disabled, enabled or deleted. Addresses are masked in the list.
import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import type { DeletedAccount } from "../../../shared/account.ts";
import { SEARCH_MAX } from "../../../shared/admin.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { type MessageId, type MessageValues, t as translate, useT } from "../../i18n/i18n.ts";
import { useDeletePerson, useFormatWhen, usePeople } from "./api.ts";
import { InviteAccountForm } from "./invite-account-form.tsx";
import { Empty, Loaded, Section } from "./parts.tsx";
import { PersonActions } from "./person-actions.tsx";

function deletionSummary(t: (id: MessageId, values?: MessageValues) => string, done: DeletedAccount): string {
  return t("admin.deletionSummary", {
    hangs: done.cancelledHangs,
    guests: done.notified,
    answers: done.removedAnswers,
  });
}

export function PeopleTab() {
  const ids = useId();
  const t = useT();
  const formatWhen = useFormatWhen();
  const [search, setSearch] = useState({ q: "", page: 1 });
  const people = usePeople(search.q, search.page);
  const remove = useDeletePerson();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => setTimeout(() => heading.current?.focus(), 0);
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    setSearch({ q, page: 1 });
  };
  const turn = (page: number) => {
    setSearch((current) => ({ ...current, page }));
    focusHeading();
  };
  return (
    <div className="grid gap-5">
      <Section title={t("admin.tabPeople")} titleRef={heading} description={t("admin.peopleText")}>
        <search>
          <form className="grid gap-2" onSubmit={onSearch}>
            <Label htmlFor={`${ids}-q`}>{t("admin.searchLabel")}</Label>
            <div className="flex gap-2">
              <Input
                id={`${ids}-q`}
                name="q"
                type="search"
                maxLength={SEARCH_MAX}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                className="min-w-0 flex-1"
              />
              <Button type="submit" variant="outline" className="h-11 shrink-0">
                <Search aria-hidden="true" />
                {t("admin.search")}
              </Button>
            </div>
          </form>
        </search>
        <Loaded query={people}>
          {(found) => {
            const pages = Math.max(1, Math.ceil(found.total / found.pageSize));
            return (
              <div className="grid gap-3">
                <p role="status" className="text-sm text-muted-foreground">
                  {search.q
                    ? t("admin.accountCountMatch", { count: found.total, q: search.q })
                    : t("admin.accountCount", { count: found.total })}
                  {pages > 1 ? t("admin.pageOf", { page: found.page, pages }) : ""}
                </p>
                {found.people.length === 0 ? (
                  <Empty>{t(search.q ? "admin.nobodyMatches" : "admin.noAccounts")}</Empty>
                ) : (
                  <ul aria-label={t("admin.accounts")} className="grid rounded-2xl border">
                    {found.people.map((person) => (
                      <li key={person.id} className="grid gap-2 border-b px-4 py-3 last:border-0">
                        <div className="flex flex-wrap items-center gap-2">
                          <p className="min-w-0 font-medium wrap-anywhere">
                            {person.name || t("admin.noName")}
                          </p>
                          {person.isYou && <Badge variant="secondary">{t("admin.you")}</Badge>}
                          {person.isAdmin && <Badge variant="outline">{t("admin.badgeAdmin")}</Badge>}
                          {person.disabled && <Badge variant="destructive">{t("admin.disabled")}</Badge>}
                        </div>
                        <p className="text-sm text-muted-foreground wrap-anywhere">
                          {t("admin.personLine", {
                            email: person.email || t("admin.noAddress"),
                            hangs: person.hangsHosted,
                            joined: formatWhen(person.createdAt),
                          })}
                        </p>
                        {!person.isYou && (
                          <PersonActions
                            person={person}
                            deleting={remove.isPending}
                            onDelete={() =>
                              remove.mutate(person.id, {
                                onSuccess: (done) => {
                                  toast({
                                    title: translate("admin.accountDeleted", {
                                      who: person.name || person.email,
                                    }),
                                    description: deletionSummary(translate, done),
                                  });
                                  focusHeading();
                                },
                              })
                            }
                          />
                        )}
                      </li>
                    ))}
                  </ul>
                )}
                {pages > 1 && (
                  <nav aria-label={t("admin.pagesOfAccounts")} className="flex justify-between gap-2">
                    <Button
                      variant="outline"
                      className="h-11"
                      disabled={found.page <= 1}
                      onClick={() => turn(found.page - 1)}
                    >
                      <ChevronLeft aria-hidden="true" />
                      {t("admin.previous")}
                    </Button>
                    <Button
                      variant="outline"
                      className="h-11"
                      disabled={found.page >= pages}
                      onClick={() => turn(found.page + 1)}
                    >
                      {t("admin.next")}
                      <ChevronRight aria-hidden="true" />
                    </Button>
                  </nav>
                )}
              </div>
            );
          }}
        </Loaded>
      </Section>
      <InviteAccountForm />
    </div>
  );
}
