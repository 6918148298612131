// This browser's own answer, so lists can name it "You" (a private answer is "Anonymous" to others).
import { createContext, useContext } from "react";

export const OwnResponseIdContext = createContext<string | undefined>(undefined);

export function useDisplayName(guest: { id: string; guestName: string }): string {
  return useContext(OwnResponseIdContext) === guest.id ? "You" : guest.guestName;
}
