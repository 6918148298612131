// A group's first names, and on "Show all (N)" the whole group (all-names-list.tsx, loaded then:
// the guest page's first load carries no virtual-list code).
import { type ReactNode, Suspense, useState } from "react";
import type { Answer } from "../../../shared/responses.ts";
import type { GuestName, NameGroup } from "../../../shared/summary.ts";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useT } from "../../i18n/i18n.ts";
import { lazyChunk } from "../../lib/retry-import.ts";
import type { NamesSource } from "./api.ts";

const AllNames = lazyChunk(() => import("./all-names-list.tsx"));

export interface AllNamesProps {
  group: NameGroup;
  source: NamesSource;
  filter: { slot?: string; answer?: Answer };
  /** Names the scrolling list for assistive technology. */
  label: string;
  renderName: (guest: GuestName) => ReactNode;
}

export function AllNamesToggle(props: AllNamesProps) {
  const { group, renderName } = props;
  const [expanded, setExpanded] = useState(false);
  const t = useT();
  if (expanded) {
    return (
      <Suspense fallback={<Spinner className="size-6" />}>
        <AllNames {...props} />
      </Suspense>
    );
  }
  return (
    <>
      <ul className="grid gap-2">
        {group.first.map((guest) => (
          <li key={guest.id}>{renderName(guest)}</li>
        ))}
      </ul>
      {group.count > group.first.length && (
        <Button variant="ghost" className="h-11 w-fit px-2" onClick={() => setExpanded(true)}>
          {t("responses.showAll", { count: group.count })}
        </Button>
      )}
    </>
  );
}
