// The toaster (Radix Toast) is off the first load: a toast follows something the person did, so its
// code arrives with their first touch, click or key (while that action's request is under way), or
// with the first toast if that comes sooner. The toast store itself is tiny and always there.
import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstUse } from "../../lib/first-use.ts";
import { useToast } from "./use-toast.ts";

const Toaster = lazy(() => import("./toaster.tsx").then((m) => ({ default: m.Toaster })));

export function ToasterOnDemand() {
  const { toasts } = useToast();
  const [used, setUsed] = useState(false);
  useEffect(() => onFirstUse(() => setUsed(true)), []);
  if (!used && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
