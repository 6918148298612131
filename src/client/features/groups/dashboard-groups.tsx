// The dashboard's Groups tab: the person's groups, each linking to its page, and Create Group.
import { Plus, UsersRound } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { LoadWhen } from "../../components/on-demand.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useFormat } from "../../i18n/format.ts";
import { useT } from "../../i18n/i18n.ts";
import { lazyChunk } from "../../lib/retry-import.ts";
import { useUserGroups } from "./api.ts";

// Create Group's dialog downloads when first opened.
const GroupFormDialog = lazyChunk(() =>
  import("./group-form-dialog.tsx").then((m) => ({ default: m.GroupFormDialog })),
);

/** How many groups the person has, for the tab's label (undefined while loading). */
export function useUserGroupsCount(): number | undefined {
  return useUserGroups().data?.length;
}

export function GroupsTab() {
  const groups = useUserGroups();
  const [creating, setCreating] = useState(false);
  const t = useT();
  const format = useFormat();
  const list = groups.data ?? [];
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t("groups.dashboardIntro")}</p>
      <Button className="h-11 w-full sm:w-fit" onClick={() => setCreating(true)}>
        <Plus aria-hidden="true" />
        {t("groups.createGroup")}
      </Button>
      {groups.isSuccess && list.length === 0 && (
        <p className="text-sm text-muted-foreground">{t("groups.noGroups")}</p>
      )}
      {list.length > 0 && (
        <ul aria-label={t("groups.yourGroups")} className="grid gap-3">
          {list.map((group) => (
            <li key={group.id}>
              <Link
                href={`/groups/${group.id}`}
                className="grid gap-1 rounded-2xl border bg-card p-4 outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex items-center gap-2 font-semibold wrap-anywhere">
                  <UsersRound className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  {group.name}
                  {group.invited && <Badge variant="warning">{t("groups.invitation")}</Badge>}
                </span>
                {group.description && (
                  <span className="text-sm text-muted-foreground wrap-anywhere">{group.description}</span>
                )}
                <span className="text-xs text-muted-foreground">
                  {t("groups.createdOn", { date: format.longDate(group.createdAt) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LoadWhen when={creating}>
        <GroupFormDialog open={creating} onOpenChange={setCreating} />
      </LoadWhen>
    </div>
  );
}
