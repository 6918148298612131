import { useEffect } from "react";

/** "Friday Game Night · Hangs": each page names itself in the tab, history and bookmarks. */
export function usePageTitle(subject: string | undefined) {
  useEffect(() => {
    document.title = subject ? `${subject} · Hangs` : "Hangs";
  }, [subject]);
}
