import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { PageSpinner } from "./components/page-shell.tsx";
import { NotFoundPage } from "./pages/not-found-page.tsx";

// One chunk per route: the guest page never downloads the create page's calendar and form.
const CreatePage = lazy(() => import("./pages/create-page.tsx"));
const HangPage = lazy(() => import("./pages/hang-page.tsx"));
const EditPage = lazy(() => import("./pages/edit-page.tsx"));
const CancelPage = lazy(() => import("./pages/cancel-page.tsx"));

/** The spec's route table; /dashboard and /groups arrive in later work. */
export function App() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/" component={CreatePage} />
        <Route path="/create" component={CreatePage} />
        <Route path="/hang/:id" component={HangPage} />
        <Route path="/edit/:id" component={EditPage} />
        <Route path="/cancel/:id" component={CancelPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
