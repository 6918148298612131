// Whether a part further down the page is wanted yet: once the person comes near it (scrolling to
// within a screen of it) or starts using the page (a touch, a click, a key). Its code downloads
// then, so a visit that only looks loads none of it, and someone acting has it by the time they
// reach it.
import { type RefObject, useEffect, useState } from "react";
import { onFirstUse } from "./first-use.ts";

export function useWantedSoon(placeholder: RefObject<HTMLElement | null>, already = false): boolean {
  const [wanted, setWanted] = useState(already);
  useEffect(() => {
    const spot = placeholder.current;
    if (wanted || !spot) return;
    const want = () => setWanted(true);
    const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
      rootMargin: "400px 0px",
    });
    near.observe(spot);
    const stopListening = onFirstUse(want);
    return () => {
      near.disconnect();
      stopListening();
    };
  }, [wanted, placeholder]);
  return wanted;
}
