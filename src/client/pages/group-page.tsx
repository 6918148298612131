import { ChevronDown, CircleAlert } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { LoadWhen, menuOnDemand } from "../components/on-demand.tsx";
import { AppHeader, PageShell, PageSpinner } from "../components/page-shell.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";
import { toast } from "../components/ui/use-toast.ts";
import { SubscribeFeed } from "../features/calendar-feed/subscribe-feed.tsx";
import {
  type Group,
  isInvitation,
  useDeleteGroup,
  useGroup,
  useGroupHangs,
  useGroupMembers,
} from "../features/groups/api.ts";
import { groupFailure } from "../features/groups/failure.ts";
import { HangsTab } from "../features/groups/hangs-tab.tsx";
import { InvitationCard } from "../features/groups/invitation-card.tsx";
import type { ManageMenuProps } from "../features/groups/manage-menu.tsx";
import { MembersTab } from "../features/groups/members-tab.tsx";
import { OverviewTab } from "../features/groups/overview-tab.tsx";
import { SettingsTab } from "../features/groups/settings-tab.tsx";
import { t as translate, useT } from "../i18n/i18n.ts";
import { isApiError } from "../lib/http.ts";
import { lazyChunk } from "../lib/retry-import.ts";

// The Manage menu and its dialogs download when first opened.
const ManageMenuOnDemand = menuOnDemand<ManageMenuProps>(() => import("../features/groups/manage-menu.tsx"));
const GroupFormDialog = lazyChunk(() =>
  import("../features/groups/group-form-dialog.tsx").then((m) => ({ default: m.GroupFormDialog })),
);
const DeleteGroupDialog = lazyChunk(() =>
  import("../features/groups/delete-group-dialog.tsx").then((m) => ({ default: m.DeleteGroupDialog })),
);

const tabClass =
  "min-h-11 flex-1 rounded-lg px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:shadow-sm";

/**
 * /groups/{id}: Overview, Members, Hangs and (for the creator and admins) Settings; for someone
 * invited, the invitation with "Join group".
 */
export default function GroupPage() {
  const { id = "" } = useParams<{ id: string }>();
  const group = useGroup(id);
  // The button that joined is gone with the invitation: the group's title takes the focus.
  const [justJoined, setJustJoined] = useState(false);
  return (
    <PageShell header={<AppHeader />}>
      {group.isPending ? (
        <PageSpinner />
      ) : group.data && isInvitation(group.data) ? (
        <InvitationCard invitation={group.data} onJoined={() => setJustJoined(true)} />
      ) : group.data ? (
        <GroupView group={group.data} focusTitle={justJoined} />
      ) : (
        <GroupNotFound signedOut={isApiError(group.error, 401)} />
      )}
    </PageShell>
  );
}

/**
 * Anyone who is not a member is told the group is not there (spec), whatever the id, so it tells
 * nothing about the group; signed out, it also says how an invited person gets in.
 */
function GroupNotFound({ signedOut }: { signedOut: boolean }) {
  const t = useT();
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="pt-6 sm:pt-6">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <CircleAlert className="size-7 text-destructive" aria-hidden="true" />
          {t("groups.notFound")}
        </h1>
        {signedOut && <p className="mt-3 text-sm text-muted-foreground">{t("groups.invitedSignIn")}</p>}
        <Button asChild variant="outline" className="mt-6 h-11">
          <Link href="/">{t("hang.goHome")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function GroupView({ group, focusTitle }: { group: Group; focusTitle: boolean }) {
  const members = useGroupMembers(group.id, true);
  const hangs = useGroupHangs(group.id, true);
  const manage = group.viewer.canManage;
  const title = useRef<HTMLHeadingElement>(null);
  const t = useT();
  // The Manage menu and the Settings tab open the same two dialogs.
  const [dialog, setDialog] = useState<"edit" | "delete">();
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1
            ref={title}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight wrap-anywhere outline-none"
          >
            {group.name}
          </h1>
          {group.description && (
            <p className="mt-1 text-muted-foreground wrap-anywhere">{group.description}</p>
          )}
        </div>
        {manage && (
          <ManageMenuOnDemand
            trigger={
              <Button variant="outline" className="h-11">
                {t("groups.manage")}
                <ChevronDown aria-hidden="true" />
              </Button>
            }
            onEdit={() => setDialog("edit")}
            onDelete={() => setDialog("delete")}
          />
        )}
      </div>
      <SubscribeFeed endpoint={`/api/groups/${group.id}/feed`} holds={t("groups.feedHolds")} />
      <Tabs.Root defaultValue="overview" className="grid gap-4">
        <Tabs.List aria-label={t("groups.sections")} className="flex flex-wrap gap-1 rounded-xl bg-muted p-1">
          <Tabs.Trigger value="overview" className={tabClass}>
            {t("groups.overview")}
          </Tabs.Trigger>
          <Tabs.Trigger value="members" className={tabClass}>
            {t("groups.members")}
          </Tabs.Trigger>
          <Tabs.Trigger value="hangs" className={tabClass}>
            {t("groups.hangs")}
          </Tabs.Trigger>
          {manage && (
            <Tabs.Trigger value="settings" className={tabClass}>
              {t("groups.settings")}
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="overview">
          <OverviewTab group={group} members={members.data ?? []} hangs={hangs.data ?? []} />
        </Tabs.Content>
        <Tabs.Content value="members">
          <MembersTab group={group} members={members.data ?? []} />
        </Tabs.Content>
        <Tabs.Content value="hangs">
          <HangsTab groupId={group.id} hangs={hangs.data ?? []} canPlan={group.viewer.canPlan} />
        </Tabs.Content>
        {manage && (
          <Tabs.Content value="settings">
            <SettingsTab
              group={group}
              onEdit={() => setDialog("edit")}
              onDelete={() => setDialog("delete")}
            />
          </Tabs.Content>
        )}
      </Tabs.Root>
      {manage && <GroupDialogs group={group} open={dialog} onClose={() => setDialog(undefined)} />}
    </div>
  );
}

/** Editing and deleting the group, opened from the Manage menu or the Settings tab. */
function GroupDialogs({
  group,
  open,
  onClose,
}: {
  group: Group;
  open: "edit" | "delete" | undefined;
  onClose: () => void;
}) {
  const [, navigate] = useLocation();
  const remove = useDeleteGroup(group.id);
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: translate("groups.deleted") });
        navigate("/");
      },
      onError: groupFailure(translate("groups.deleteFailed")),
    });
  const closeWhenShut = (stillOpen: boolean) => {
    if (!stillOpen) onClose();
  };
  return (
    <>
      <LoadWhen when={open === "edit"}>
        <GroupFormDialog open={open === "edit"} onOpenChange={closeWhenShut} group={group} />
      </LoadWhen>
      <LoadWhen when={open === "delete"}>
        <DeleteGroupDialog
          open={open === "delete"}
          onOpenChange={closeWhenShut}
          name={group.name}
          busy={remove.isPending}
          onConfirm={onDelete}
        />
      </LoadWhen>
    </>
  );
}
