// A group's first names, and on "Show all (N)" the whole group: fetched a page at a time and
// rendered virtualised, so ten thousand names cost the DOM what a screenful does.
import { useVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { Answer } from "../../../shared/responses.ts";
import type { GuestName, NameGroup } from "../../../shared/summary.ts";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { type NamesSource, useAllNames } from "./api.ts";

interface AllNamesProps {
  group: NameGroup;
  source: NamesSource;
  filter: { slot?: string; answer?: Answer };
  /** Names the scrolling list for assistive technology. */
  label: string;
  renderName: (guest: GuestName) => ReactNode;
}

const ROW_HEIGHT = 44;

export function AllNamesToggle(props: AllNamesProps) {
  const { group, renderName } = props;
  const [expanded, setExpanded] = useState(false);
  if (expanded) return <AllNames {...props} />;
  return (
    <>
      <ul className="grid gap-2">
        {group.first.map((guest) => (
          <li key={guest.id}>{renderName(guest)}</li>
        ))}
      </ul>
      {group.count > group.first.length && (
        <Button variant="ghost" className="h-11 w-fit px-2" onClick={() => setExpanded(true)}>
          Show all ({group.count})
        </Button>
      )}
    </>
  );
}

function AllNames({ group, source, filter, label, renderName }: AllNamesProps) {
  const pages = useAllNames(source, filter);
  const names = pages.data?.pages.flatMap((p) => p.names) ?? [];
  const scroller = useRef<HTMLElement>(null);
  const rows = useVirtualizer({
    count: pages.hasNextPage ? names.length + 1 : names.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });
  const visible = rows.getVirtualItems();
  const lastVisible = visible.at(-1)?.index ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastVisible >= names.length - 1) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastVisible, names.length]);
  // Attention moves to the list that replaced the button.
  useEffect(() => scroller.current?.focus(), []);

  return (
    <section
      ref={scroller}
      aria-label={label}
      aria-busy={pages.isPending || isFetchingNextPage}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="max-h-80 overflow-y-auto rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {pages.isPending ? (
        <Spinner className="size-6" />
      ) : (
        <ul className="relative" style={{ height: rows.getTotalSize() }}>
          {visible.map((row) => {
            const guest = names[row.index];
            return (
              <li
                key={row.key}
                aria-posinset={row.index + 1}
                aria-setsize={group.count}
                className="absolute inset-x-0 top-0 flex items-center"
                style={{ height: row.size, transform: `translateY(${row.start}px)` }}
              >
                {guest ? renderName(guest) : <Spinner className="size-5" />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
