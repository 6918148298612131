import { LinguiContext } from "@lingui/react";
import { LoaderCircle } from "lucide-react";
import { useContext } from "react";
import { cn } from "../../lib/cn.ts";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  // Also drawn outside the app's language (a unit test's render): English then.
  const lingui = useContext(LinguiContext);
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <LoaderCircle className={cn("size-8 animate-spin text-primary", className)} aria-hidden="true" />
      <span className="sr-only">{label ?? lingui?._("shell.loading") ?? "Loading"}</span>
    </span>
  );
}
