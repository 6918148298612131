import { type ComponentType, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { PAGE_ROUTES, type PageRoute } from "../shared/routes.ts";
import { PageErrorBoundary } from "./components/page-error-boundary.tsx";
import { PageSpinner } from "./components/page-shell.tsx";
import { useLoginErrorToast } from "./features/auth/login-error.ts";
import { lazyChunk } from "./lib/retry-import.ts";
import { NotFoundPage } from "./pages/not-found-page.tsx";

// One chunk per route: the guest page never downloads the create page's calendar and form.
const CreatePage = lazyChunk(() => import("./pages/create-page.tsx"));
const DashboardPage = lazyChunk(() => import("./pages/dashboard-page.tsx"));
const HangPage = lazyChunk(() => import("./pages/hang-page.tsx"));
const EditPage = lazyChunk(() => import("./pages/edit-page.tsx"));
const CancelPage = lazyChunk(() => import("./pages/cancel-page.tsx"));
const GroupPage = lazyChunk(() => import("./pages/group-page.tsx"));
const SeriesSetupPage = lazyChunk(() => import("./pages/series-setup-page.tsx"));
const SeriesPage = lazyChunk(() => import("./pages/series-page.tsx"));
const AccountPage = lazyChunk(() => import("./pages/account-page.tsx"));
const AdminPage = lazyChunk(() => import("./pages/admin-page.tsx"));
const UnsubscribePage = lazyChunk(() => import("./pages/unsubscribe-page.tsx"));

/** The page for each route of the shared table (the server answers other paths with 404). */
const PAGES: Record<PageRoute, ComponentType> = {
  "/": CreatePage,
  "/create": CreatePage,
  "/dashboard": DashboardPage,
  "/hang/:id": HangPage,
  "/edit/:id": EditPage,
  "/cancel/:id": CancelPage,
  "/groups/:id": GroupPage,
  "/series/new": SeriesSetupPage,
  "/series/:id": SeriesPage,
  "/account": AccountPage,
  "/admin": AdminPage,
  "/unsubscribe": UnsubscribePage,
};

/** The spec's route table; /groups arrives in later work. */
export function App() {
  useLoginErrorToast();
  const [location] = useLocation();
  return (
    <PageErrorBoundary location={location}>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          {PAGE_ROUTES.map((path) => (
            <Route key={path} path={path} component={PAGES[path]} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  );
}
