// Started by the app's entry: registers the service worker (src/client/service-worker) once the page
// has loaded, never on the first paint's path, and sends answers given offline once the connection
// is back. When a new build's worker takes over an open page of the old build, the page reloads once,
// so nobody works on a stale page; when the first worker takes over, the page's hang is read again
// through it, so that hang is there offline from now on.
import type { QueryClient } from "@tanstack/react-query";
import { ownResponseFor } from "../../lib/storage.ts";
import { BUILD_META, VERSION_QUESTION, WORKER_PATH } from "../../service-worker/contract.ts";
import { keepOwnAnswerCopy } from "./keep-copy.ts";
import { hasWaitingAnswers } from "./outbox-store.ts";

/** A page left open (an installed app) looks for a new version when shown again, at most this often. */
const UPDATE_CHECK_MS = 60 * 60_000;
/** How long a page waits for the worker to say its build. */
const VERSION_WAIT_MS = 5_000;

function afterLoad(run: () => void): void {
  const later = () => setTimeout(run, 0);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}

function sendWaiting(): void {
  if (!navigator.onLine || !hasWaitingAnswers()) return;
  void import("./answer-outbox.ts").then((outbox) => outbox.sendWaitingAnswers());
}

/** The build the controlling worker serves, as it says. */
function workerBuild(): Promise<string | undefined> {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(undefined), VERSION_WAIT_MS);
    channel.port1.onmessage = (event: MessageEvent<{ version?: string }>) => {
      clearTimeout(timer);
      resolve(event.data?.version);
    };
    worker.postMessage({ type: VERSION_QUESTION }, [channel.port2]);
  });
}

function readThroughWorker(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === "/api/hangs" });
  const hangId = /^\/hang\/([^/]+)/.exec(window.location.pathname)?.[1];
  const own = hangId && ownResponseFor(hangId);
  if (hangId && own) keepOwnAnswerCopy(hangId, own);
}

let reloading = false;

async function reloadIfOld(): Promise<void> {
  const own = document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META}"]`)?.content;
  const serving = await workerBuild();
  if (!own || !serving || own === serving || reloading) return;
  reloading = true;
  window.location.reload();
}

async function register(queryClient: QueryClient): Promise<void> {
  const container = navigator.serviceWorker;
  let controlled = Boolean(container.controller);
  container.addEventListener("controllerchange", () => {
    if (controlled) {
      void reloadIfOld();
      return;
    }
    controlled = true;
    // This page's reads went out before a worker could keep them: read again through it (once
    // back online, if the connection went meanwhile).
    if (navigator.onLine) readThroughWorker(queryClient);
    else window.addEventListener("online", () => readThroughWorker(queryClient), { once: true });
  });
  const registration = await container
    .register(WORKER_PATH, { scope: "/", updateViaCache: "none" })
    .catch(() => undefined);
  if (!registration) return;
  let checked = Date.now();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    void registration.update().catch(() => undefined);
  });
}

export function startAppWorker(queryClient: QueryClient): void {
  window.addEventListener("online", sendWaiting);
  afterLoad(() => {
    sendWaiting();
    // The built app only: the dev server has no worker to register.
    if (import.meta.env.PROD && "serviceWorker" in navigator) void register(queryClient);
  });
}
