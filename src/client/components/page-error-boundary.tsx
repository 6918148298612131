// A page that fails while drawing, or whose code could not be downloaded even after retrying,
// shows what happened and a way out instead of going blank.
import { CircleAlert } from "lucide-react";
import { Component, type ReactNode, useEffect, useRef } from "react";
import { useT } from "../i18n/i18n.ts";
import { ChunkLoadError } from "../lib/retry-import.ts";
import { PageShell } from "./page-shell.tsx";
import { Button } from "./ui/button.tsx";
import { Card, CardContent } from "./ui/card.tsx";

function PageFailed({ unreachable }: { unreachable: boolean }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page the person was looking at is gone: their attention goes to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    // No header: its own parts load on demand too, and could fail the same way.
    <PageShell className="flex items-start justify-center" header={null}>
      <Card className="w-full max-w-md" role="alert">
        <CardContent className="pt-6 sm:pt-6">
          <div className="flex items-center gap-2">
            <CircleAlert className="size-7 shrink-0 text-destructive" aria-hidden="true" />
            <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
              {t(unreachable ? "shell.loadFailedHeading" : "shell.brokeHeading")}
            </h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            {t(unreachable ? "shell.loadFailedText" : "shell.brokeText")}
          </p>
          <Button className="mt-6" onClick={() => window.location.reload()}>
            {t("shell.reload")}
          </Button>
        </CardContent>
      </Card>
    </PageShell>
  );
}

interface State {
  error?: unknown;
}

interface Props {
  children: ReactNode;
  /** The address: going to another page starts afresh. */
  location: string;
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.location !== this.props.location && this.state.error !== undefined)
      this.setState({ error: undefined });
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <PageFailed unreachable={this.state.error instanceof ChunkLoadError} />;
  }
}
