import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";

/** A form's full-width submit button: a spinner and the busy text while the request runs. */
export function SubmitButton({
  pending,
  busyLabel,
  disabled = false,
  children,
}: {
  pending: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending || disabled}>
      {pending ? (
        <>
          <LoaderCircle className="animate-spin" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
