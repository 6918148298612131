// The toaster (Radix Toast) is off the first load: its code arrives once the browser is idle, or
// with the first toast if that comes sooner. The toast store itself is tiny and always there.
import { lazy, Suspense, useEffect, useState } from "react";
import { useToast } from "./use-toast.ts";

const Toaster = lazy(() => import("./toaster.tsx").then((m) => ({ default: m.Toaster })));

function whenIdle(run: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(run, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 2000);
  return () => clearTimeout(handle);
}

export function ToasterOnDemand() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
