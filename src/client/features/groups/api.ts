// Groups with members and roles: the shapes the server answers with and the TanStack Query hooks.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreateGroupInput,
  GroupRole,
  InviteMemberInput,
  UpdateGroupInput,
} from "../../../shared/groups.ts";
import { apiRequest, getJson } from "../../lib/http.ts";
import { useSignedInList } from "./friend-groups-api.ts";

export interface GroupSummary {
  id: string;
  name: string;
  description: string | null;
  createdAt: string;
  /** An invitation not yet accepted. */
  invited: boolean;
}

export interface Group extends Omit<GroupSummary, "invited"> {
  updatedAt: string;
  viewer: { status: "active"; role: GroupRole; canManage: boolean; canPlan: boolean };
}

/** What a pending invitee sees: enough to decide, nothing about the people in it. */
export interface GroupInvitation {
  id: string;
  name: string;
  creatorName: string;
  memberCount: number;
  viewer: { status: "pending"; role: GroupRole; canManage: false; canPlan: false };
}

export interface Member {
  id: string;
  name: string | null;
  email: string;
  phoneNumber: string | null;
  role: GroupRole;
  status: "pending" | "active";
  invitedAt: string;
  joinedAt: string | null;
}

export interface GroupHang {
  id: string;
  name: string;
  vibe: string;
  status: "cancelled" | "completed" | "finalized" | "planning";
  upcoming: boolean;
  timeTbd: boolean;
  finalDateTime: string | null;
  startsAt: string | null;
  firstWindow: string | null;
  location: string | null;
  createdAt: string;
}

export const isInvitation = (group: Group | GroupInvitation): group is GroupInvitation =>
  group.viewer.status === "pending";

export const userGroupsKey = ["/api/user/groups"] as const;
export const groupKey = (id: string) => ["/api/groups", id] as const;

export function useUserGroups() {
  return useSignedInList<GroupSummary>(userGroupsKey, "/api/user/groups");
}

export function useGroup(id: string) {
  return useQuery({
    queryKey: groupKey(id),
    queryFn: () => getJson<Group | GroupInvitation>(`/api/groups/${id}`),
  });
}

export function useGroupMembers(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...groupKey(id), "members"],
    queryFn: () => getJson<Member[]>(`/api/groups/${id}/members`),
    enabled,
  });
}

export function useGroupHangs(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...groupKey(id), "hangs"],
    queryFn: () => getJson<GroupHang[]>(`/api/groups/${id}/hangs`),
    enabled,
  });
}

/** A mutation that refreshes the group (and the person's group list) when it settles. */
function useGroupMutation<TInput, TResult>(
  id: string | undefined,
  call: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // Not awaited: the caller's own callbacks (toasts) run before the refetch can unmount the row
    // that started the call (a removed member's menu), which would silence them.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: userGroupsKey });
      if (id) void queryClient.invalidateQueries({ queryKey: groupKey(id) });
    },
  });
}

export const useCreateGroup = () =>
  useGroupMutation(undefined, (input: CreateGroupInput) => apiRequest<Group>("POST", "/api/groups", input));

export const useUpdateGroup = (id: string) =>
  useGroupMutation(id, (changes: UpdateGroupInput) => apiRequest<Group>("PUT", `/api/groups/${id}`, changes));

/** Deleting forgets the group rather than refreshing it: asking again would only meet 404s. */
export function useDeleteGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>("DELETE", `/api/groups/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: groupKey(id) });
      void queryClient.invalidateQueries({ queryKey: userGroupsKey });
    },
  });
}

/** Who of a batch of invitations was not sent, each with the error that stopped it. */
export interface NotSent {
  email: string;
  error: unknown;
}

/** One call per invitee, run together; resolves once all have answered with those not sent. */
export const useInviteMembers = (id: string) =>
  useGroupMutation(id, async (invitees: InviteMemberInput[]): Promise<NotSent[]> => {
    const results = await Promise.allSettled(
      invitees.map((invitee) => apiRequest<Member>("POST", `/api/groups/${id}/members`, invitee)),
    );
    return results.flatMap((r, i) =>
      r.status === "rejected" ? [{ email: invitees[i]!.email, error: r.reason as unknown }] : [],
    );
  });

/** "Join group": the invitation becomes a membership; the answer is the full group. */
export function useJoinGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Group>("POST", `/api/groups/${id}/join`),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKey(id), group);
      void queryClient.invalidateQueries({ queryKey: userGroupsKey });
    },
  });
}

export const useDeclineInvitation = (id: string) =>
  useGroupMutation(undefined, () => apiRequest<void>("POST", `/api/groups/${id}/decline`));

export const useChangeRole = (id: string) =>
  useGroupMutation(id, ({ memberId, role }: { memberId: string; role: "admin" | "member" }) =>
    apiRequest<Member>("PUT", `/api/groups/${id}/members/${memberId}`, { role }),
  );

export const useRemoveMember = (id: string) =>
  useGroupMutation(id, (memberId: string) =>
    apiRequest<void>("DELETE", `/api/groups/${id}/members/${memberId}`),
  );
