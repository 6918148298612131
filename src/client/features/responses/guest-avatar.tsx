import type { Answer } from "../../../shared/responses.ts";
import { cn } from "../../lib/cn.ts";
import { initialOf } from "./answers.ts";

const TONES: Record<Answer, string> = {
  yes: "bg-green-100 text-green-800",
  maybe: "bg-amber-100 text-amber-900",
  no: "bg-stone-200 text-stone-700",
};

export function GuestAvatar({
  name,
  answer,
  className,
}: {
  name: string;
  answer: Answer;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid size-8 shrink-0 place-content-center rounded-full text-sm font-semibold",
        TONES[answer],
        className,
      )}
    >
      {initialOf(name)}
    </span>
  );
}
