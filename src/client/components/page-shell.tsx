import { LayoutDashboard, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useAccount } from "../features/auth/api.ts";
import { HeaderAccount } from "../features/auth/header-account.tsx";
import { LanguageSwitcher } from "../features/language/language-switcher.tsx";
import { ThemeSwitcher } from "../features/theme/theme-switcher.tsx";
import { useT } from "../i18n/i18n.ts";
import { cn } from "../lib/cn.ts";
import { Button } from "./ui/button.tsx";
import { Spinner } from "./ui/spinner.tsx";

/**
 * The mark drawn inline (public/favicon.svg's shapes), not as an image: the guest page's server-drawn
 * first screen then paints without a request, and no page revalidates the file on every view.
 */
function LogoMark() {
  return (
    <svg viewBox="0 0 64 64" className="size-7 shrink-0" width="28" height="28" aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="#c2410c" />
      <circle cx="24" cy="26" r="8" fill="#fff7ed" />
      <circle cx="42" cy="26" r="8" fill="#fed7aa" />
      <path d="M12 50c0-8 6-13 12-13s12 5 12 13z" fill="#fff7ed" />
      <path d="M30 50c0-8 6-13 12-13s12 5 12 13z" fill="#fed7aa" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-foreground">
      <LogoMark />
      <span className="max-[399px]:sr-only">Hangs</span>
    </span>
  );
}

/** The header bar: the product name (home), a Create Hang button where useful, and the account. */
export function AppHeader({
  showCreate = true,
  showDashboard = true,
}: {
  showCreate?: boolean;
  showDashboard?: boolean;
}) {
  const signedIn = Boolean(useAccount());
  const t = useT();
  return (
    <header className="sticky top-0 z-40 border-b border-orange-100 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex min-h-14 max-w-2xl items-center justify-between gap-2 px-4 py-1.5">
        <Link
          href="/"
          className="inline-flex min-h-11 min-w-11 items-center rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo />
        </Link>
        <div className="flex min-w-0 items-center gap-2">
          {showCreate && (
            <Button asChild size="sm" className="h-11 min-w-11 px-3 sm:px-4">
              <Link href="/" aria-label={t("shell.createHang")}>
                <Plus aria-hidden="true" />
                <span className="hidden sm:inline">{t("shell.createHang")}</span>
              </Link>
            </Button>
          )}
          {signedIn && showDashboard && (
            <Button asChild size="sm" variant="outline" className="h-11 min-w-11 px-3 sm:px-4">
              <Link href="/dashboard" aria-label={t("shell.dashboard")}>
                <LayoutDashboard aria-hidden="true" />
                <span className="hidden sm:inline">{t("shell.dashboard")}</span>
              </Link>
            </Button>
          )}
          <HeaderAccount />
        </div>
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
      {/* At least a screen tall under the header: the footer starts below the fold, so a page whose
          content arrives after its first paint never pushes a visible footer down (a layout shift). */}
      <main
        className={cn("mx-auto min-h-[calc(100dvh-3.5rem)] w-full max-w-2xl px-4 py-6 sm:py-10", className)}
      >
        {children}
      </main>
      <footer className="mx-auto flex w-full max-w-2xl flex-wrap items-center justify-center gap-x-8 gap-y-3 px-4 pb-8">
        <LanguageSwitcher />
        <ThemeSwitcher />
      </footer>
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
