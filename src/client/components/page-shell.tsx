import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { cn } from "../lib/cn.ts";
import { Button } from "./ui/button.tsx";
import { Spinner } from "./ui/spinner.tsx";

export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-foreground">
      <img src="/favicon.svg" alt="" className="size-7" width="28" height="28" />
      Hangs
    </span>
  );
}

/** The header bar: the product name (home) and, where useful, a Create Hang button. */
export function AppHeader({ showCreate = true }: { showCreate?: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-b border-orange-100 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-14 max-w-2xl items-center justify-between gap-3 px-4">
        <Link href="/" className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Logo />
        </Link>
        {showCreate && (
          <Button asChild size="sm">
            <Link href="/">
              <Plus aria-hidden="true" />
              Create Hang
            </Link>
          </Button>
        )}
      </div>
    </header>
  );
}

/** The centered column every page uses. */
export function PageShell({
  children,
  className,
  header = <AppHeader />,
}: {
  children: ReactNode;
  className?: string;
  header?: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-background">
      {header}
      <main className={cn("mx-auto w-full max-w-2xl px-4 py-6 sm:py-10", className)}>{children}</main>
    </div>
  );
}

export function PageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}
