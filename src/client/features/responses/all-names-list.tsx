// A whole group behind "Show all (N)": fetched a page at a time and rendered virtualised, so ten
// thousand names cost the DOM what a screenful does.
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef } from "react";
import { Spinner } from "../../components/ui/spinner.tsx";
import type { AllNamesProps } from "./all-names.tsx";
import { useAllNames } from "./api.ts";

const ROW_HEIGHT = 44;

export default function AllNames({ group, source, filter, label, renderName }: AllNamesProps) {
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
