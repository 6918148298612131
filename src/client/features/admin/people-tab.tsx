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
import { formatWhen, useDeletePerson, usePeople } from "./api.ts";
import { InviteAccountForm } from "./invite-account-form.tsx";
import { Empty, Loaded, Section } from "./parts.tsx";
import { PersonActions } from "./person-actions.tsx";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function deletionSummary(done: DeletedAccount): string {
  return [
    count(done.cancelledHangs, "upcoming hang cancelled", "upcoming hangs cancelled"),
    count(done.notified, "guest told", "guests told"),
    count(done.removedAnswers, "answer removed", "answers removed"),
  ].join(", ");
}

export function PeopleTab() {
  const ids = useId();
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
      <Section title="People" titleRef={heading} description="Accounts, newest first.">
        <search>
          <form className="grid gap-2" onSubmit={onSearch}>
            <Label htmlFor={`${ids}-q`}>Search by name or e-mail</Label>
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
                Search
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
                  {found.total === 1 ? "1 account" : `${found.total} accounts`}
                  {search.q ? ` match “${search.q}”` : ""}
                  {pages > 1 ? ` · page ${found.page} of ${pages}` : ""}
                </p>
                {found.people.length === 0 ? (
                  <Empty>{search.q ? "Nobody matches that search." : "No accounts yet."}</Empty>
                ) : (
                  <ul aria-label="Accounts" className="grid rounded-2xl border">
                    {found.people.map((person) => (
                      <li key={person.id} className="grid gap-2 border-b px-4 py-3 last:border-0">
                        <div className="flex flex-wrap items-center gap-2">
                          <p className="min-w-0 font-medium wrap-anywhere">{person.name || "No name"}</p>
                          {person.isYou && <Badge variant="secondary">You</Badge>}
                          {person.isAdmin && <Badge variant="outline">Admin</Badge>}
                          {person.disabled && <Badge variant="destructive">Disabled</Badge>}
                        </div>
                        <p className="text-sm text-muted-foreground wrap-anywhere">
                          {person.email || "No verified address"} · hosts{" "}
                          {person.hangsHosted === 1 ? "1 hang" : `${person.hangsHosted} hangs`} · joined{" "}
                          {formatWhen(person.createdAt)}
                        </p>
                        {!person.isYou && (
                          <PersonActions
                            person={person}
                            deleting={remove.isPending}
                            onDelete={() =>
                              remove.mutate(person.id, {
                                onSuccess: (done) => {
                                  toast({
                                    title: `${person.name || person.email}'s account is deleted`,
                                    description: deletionSummary(done),
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
                  <nav aria-label="Pages of accounts" className="flex justify-between gap-2">
                    <Button
                      variant="outline"
                      className="h-11"
                      disabled={found.page <= 1}
                      onClick={() => turn(found.page - 1)}
                    >
                      <ChevronLeft aria-hidden="true" />
                      Previous
                    </Button>
                    <Button
                      variant="outline"
                      className="h-11"
                      disabled={found.page >= pages}
                      onClick={() => turn(found.page + 1)}
                    >
                      Next
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
