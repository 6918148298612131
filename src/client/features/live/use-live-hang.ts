// Keeps an open hang page current: one EventSource per page, each change (and every reconnect)
// turned into invalidations of the queries for this hang, which refetch with the viewer's own
// token or secret. Events carry kinds and ids only; names come from those refetched answers.
import { type Query, type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import {
  type HangChange,
  LIVE_CHANGE_EVENT,
  LIVE_RESYNC_EVENT,
  liveEventsPath,
  readHangChange,
} from "../../../shared/live.ts";
import { getJson } from "../../lib/http.ts";
import { ownResponseFor } from "../../lib/storage.ts";
import { noticeText } from "./notice-text.ts";

/** How long a notice stays. */
export const NOTICE_MS = 5_000;
const TICK_MS = 10_000;
/** Ticks this far apart mean the machine slept. */
const SLEEP_GAP_MS = 30_000;
/** A change this soon after this page's own write is taken to be that write: no notice. */
const OWN_WRITE_MS = 3_000;

/** Every query whose key names the hang, whatever shape other features give their keys. */
function forHang(hangId: string) {
  return (query: Query) => query.queryKey.includes(hangId);
}

/** The name on an answer or suggestion with this id, from data this page already holds. */
function cachedName(client: QueryClient, hangId: string, id: string): string | undefined {
  const seen = new Set<unknown>();
  const search = (value: unknown): string | undefined => {
    if (!value || typeof value !== "object" || seen.has(value)) return undefined;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (record.id === id) {
      const name = record.guestName ?? record.suggestedBy;
      if (typeof name === "string") return name;
    }
    for (const child of Object.values(record)) {
      const found = search(child);
      if (found) return found;
    }
    return undefined;
  };
  for (const query of client.getQueryCache().findAll({ predicate: forHang(hangId) })) {
    const found = search(query.state.data);
    if (found) return found;
  }
  return undefined;
}

async function nameFor(client: QueryClient, change: HangChange): Promise<string | undefined> {
  const id = change.responseId ?? change.suggestionId;
  if (!id) return undefined;
  const cached = cachedName(client, change.hangId, id);
  if (cached || !change.responseId) return cached;
  // Not on this page (a summary shows only some names): the public view of that one answer.
  const answer = await getJson<{ guestName?: string }>(
    `/api/hangs/${change.hangId}/responses/${change.responseId}`,
  ).catch(() => undefined);
  return answer?.guestName;
}

function justWroteHere(client: QueryClient): boolean {
  const since = Date.now() - OWN_WRITE_MS;
  return client
    .getMutationCache()
    .getAll()
    .some((m) => m.state.status === "pending" || m.state.submittedAt > since);
}

/**
 * Keeps the hang's event stream open while mounted and `enabled` (the hang loaded and is not
 * cancelled: nothing changes after that); returns the notice to show, if any.
 */
export function useLiveHang(hangId: string, enabled: boolean, viewerIsHost: boolean): string | undefined {
  const client = useQueryClient();
  const [notice, setNotice] = useState<string>();
  // Read when a change arrives, so learning who is viewing does not reopen the stream.
  const hostRef = useRef(viewerIsHost);
  hostRef.current = viewerIsHost;

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const refetchAll = () => client.invalidateQueries({ predicate: forHang(hangId) });
    let source: EventSource | undefined;
    let opened = false;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;

    const onChange = async (event: MessageEvent<string>) => {
      const change = readHangChange(event.data);
      if (!change || change.hangId !== hangId) return;
      const ownAnswer =
        change.responseId !== undefined && change.responseId === ownResponseFor(hangId)?.responseId;
      const quiet = ownAnswer || justWroteHere(client);
      // An erased answer may be this browser's own: asking for it again would only find nothing.
      if (change.kind === "response-removed") {
        await client.invalidateQueries({
          predicate: (query) =>
            forHang(hangId)(query) && !query.queryKey.includes("own") && !query.queryKey.includes("mine"),
        });
      } else await refetchAll();
      if (quiet || closed) return;
      const text = noticeText(change, await nameFor(client, change), hostRef.current);
      if (!text || closed) return;
      setNotice(text);
      clearTimeout(hideTimer);
      hideTimer = setTimeout(() => setNotice(undefined), NOTICE_MS);
    };

    const connect = () => {
      source?.close();
      source = new EventSource(liveEventsPath(hangId));
      source.addEventListener(LIVE_CHANGE_EVENT, (event) => void onChange(event));
      // The server lost changes (its listening connection dropped): read everything again.
      source.addEventListener(LIVE_RESYNC_EVENT, () => void refetchAll());
      // Every open after the first is a reconnect: changes made meanwhile were not replayed.
      source.addEventListener("open", () => {
        if (opened) void refetchAll();
        opened = true;
      });
    };
    connect();

    // A connection can look open after the network or the machine was away (a half-open socket
    // after sleep): start afresh when the browser is back online, or when the clock jumped while
    // the page was in view. Hidden tabs' timers are throttled, so their gaps mean nothing.
    let lastTick = Date.now();
    const watchdog = setInterval(() => {
      if (document.visibilityState === "visible" && Date.now() - lastTick > SLEEP_GAP_MS) connect();
      lastTick = Date.now();
    }, TICK_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") lastTick = Date.now();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", connect);

    return () => {
      closed = true;
      clearTimeout(hideTimer);
      clearInterval(watchdog);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", connect);
      source?.close();
    };
  }, [client, hangId, enabled]);

  return notice;
}
