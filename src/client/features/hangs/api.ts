// Hang data: the shapes the server answers with (see server views) and the TanStack Query hooks.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateHang } from "../../../shared/hang.ts";
import type { HangQuestion } from "../../../shared/questions.ts";
import type { TimeSlot } from "../../../shared/time-slots.ts";
import { apiRequest, getJson } from "../../lib/http.ts";

export interface Hang {
  id: string;
  name: string;
  vibe: string;
  /** Chosen at finalize when it differs from the vibe (see plannedActivity). */
  finalActivity: string | null;
  timeWindows: unknown;
  timeSlots: TimeSlot[];
  hostName: string;
  hostTimezone: string | null;
  location: string | null;
  locationName: string | null;
  locationLat: string | null;
  locationLng: string | null;
  additionalDetails: string | null;
  maxCapacity: number | null;
  /** How many guests each answer may bring (0: the question is hidden). */
  plusOnesAllowed: number;
  allowActivitySuggestions: boolean;
  /** Photos may be added before lock-in (the album opens at lock-in otherwise). */
  photosOpen: boolean;
  isFinalized: boolean;
  finalDateTime: string | null;
  isCancelled: boolean;
  cancelledAt: string | null;
  cancelReason: string | null;
  /** After this instant answers are closed; null for no date. */
  answerBy: string | null;
  nudges: boolean;
  autoLock: boolean;
  /** The host's questions, asked with the answer form. */
  questions: HangQuestion[];
  createdAt: string;
  viewer: { isHost: boolean };
}

/**
 * What the host sees: the public view plus the host's e-mail, and the edit token when this browser
 * proved itself with it (a host recognised by their session gets none: the server checks the session).
 */
export interface HostHang extends Hang {
  hostEmail: string;
  /** The group the hang was planned for, if any. */
  groupId?: string | null;
  editToken?: string;
}

/** The header that proves the host by edit token; none when the session does it. */
export function asHost(editToken: string | undefined): Record<string, string> {
  return editToken ? { "X-Edit-Token": editToken } : {};
}

export const hangKey = (id: string) => ["/api/hangs", id] as const;

/** The hang; with the edit token the server answers with the host view (viewer.isHost). */
export function useHang(id: string, editToken: string | undefined) {
  return useQuery({
    queryKey: editToken ? [...hangKey(id), "as-host"] : hangKey(id),
    queryFn: () => getJson<Hang | HostHang>(`/api/hangs/${id}`, asHost(editToken)),
  });
}

/** A hang just created: its creator always receives the edit token. */
export type CreatedHang = HostHang & { editToken: string };

/** One of "Your hangs on this device", as POST /api/held-hangs answers. */
export interface HeldHang {
  id: string;
  name: string;
  vibe: string;
  isFinalized: boolean;
  isCancelled: boolean;
  createdAt: string;
}

/** The hangs whose edit tokens this browser holds, as far as the server confirms them. */
export function useHeldHangs(held: { id: string; token: string }[]) {
  return useQuery({
    queryKey: ["/api/held-hangs", held.map((h) => h.id).join(",")],
    queryFn: () => apiRequest<HeldHang[]>("POST", "/api/held-hangs", { hangs: held }),
    enabled: held.length > 0,
  });
}

export function useCreateHang() {
  return useMutation({
    mutationFn: (input: CreateHang) => apiRequest<CreatedHang>("POST", "/api/hangs", input),
  });
}

/** Moves a hang this browser created to the signed-in account (the edit token proves it). */
export function useAttachHang(hangId: string, editToken: string, onAttached: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<HostHang>("POST", `/api/hangs/${hangId}/attach`, undefined, asHost(editToken)),
    onSuccess: async (hang) => {
      onAttached();
      queryClient.setQueryData([...hangKey(hangId), "as-host"], hang);
      await queryClient.invalidateQueries({ queryKey: ["/api/user/hangs"] });
    },
  });
}
