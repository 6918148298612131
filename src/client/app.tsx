import { type ComponentType, lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { PAGE_ROUTES, type PageRoute } from "../shared/routes.ts";
import { PageSpinner } from "./components/page-shell.tsx";
import { useLoginErrorToast } from "./features/auth/login-error.ts";
import { NotFoundPage } from "./pages/not-found-page.tsx";

// One chunk per route: the guest page never downloads the create page's calendar and form.
const CreatePage = lazy(() => import("./pages/create-page.tsx"));
const DashboardPage = lazy(() => import("./pages/dashboard-page.tsx"));
const HangPage = lazy(() => import("./pages/hang-page.tsx"));
const EditPage = lazy(() => import("./pages/edit-page.tsx"));
const CancelPage = lazy(() => import("./pages/cancel-page.tsx"));
const GroupPage = lazy(() => import("./pages/group-page.tsx"));
const AccountPage = lazy(() => import("./pages/account-page.tsx"));
const AdminPage = lazy(() => import("./pages/admin-page.tsx"));
const UnsubscribePage = lazy(() => import("./pages/unsubscribe-page.tsx"));

/** The page for each route of the shared table (the server answers other paths with 404). */
const PAGES: Record<PageRoute, ComponentType> = {
  "/": CreatePage,
  "/create": CreatePage,
  "/dashboard": DashboardPage,
  "/hang/:id": HangPage,
  "/edit/:id": EditPage,
  "/cancel/:id": CancelPage,
  "/groups/:id": GroupPage,
  "/account": AccountPage,
  "/admin": AdminPage,
  "/unsubscribe": UnsubscribePage,
};

/** The spec's route table; /groups arrives in later work. */
export function App() {
  useLoginErrorToast();
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        {PAGE_ROUTES.map((path) => (
          <Route key={path} path={path} component={PAGES[path]} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
