// The names a viewer may see in a summary: the host gets names and e-mails; others never see an
// e-mail, and see "Anonymous" for guests who kept their answer private.
import type { GuestName, SummaryRow } from "../../../shared/summary.ts";
import { ANONYMOUS } from "../responses/views.ts";
import type { SummaryDbRow } from "./queries.ts";

interface NamedRow {
  id: string;
  guestName: string;
  guestEmail: string;
  isPublic: boolean;
  response: GuestName["response"];
  plusOnes?: number;
}

/** The name a guest (not the host) sees: the guest's own, unless they kept their answer private. */
const nameGuestsSee = (r: NamedRow) => (r.isPublic ? r.guestName : ANONYMOUS);

export function guestNameFor(isHost: boolean) {
  return <R extends NamedRow>(r: R): GuestName => {
    // The party shows beside the name ("Ana +2"), to everyone: its names only to the host.
    const party = r.plusOnes ? { plusOnes: r.plusOnes } : {};
    if (isHost)
      return { id: r.id, guestName: r.guestName, guestEmail: r.guestEmail, response: r.response, ...party };
    return { id: r.id, guestName: nameGuestsSee(r), response: r.response, ...party };
  };
}

/** Every row is shaped, so each object is built whole: a spread was a fifth of a 10,000-answer summary. */
export function summaryRowFor(isHost: boolean) {
  return (r: SummaryDbRow): SummaryRow =>
    isHost
      ? {
          id: r.id,
          guestName: r.guestName,
          guestEmail: r.guestEmail,
          response: r.response,
          respondedAt: r.respondedAt,
          slotAnswers: r.slotAnswers,
          availableTimeWindows: r.availableTimeWindows,
          answeredAt: r.answeredAt,
          plusOnes: r.plusOnes,
          yesSince: r.yesSince,
          waitingFor: r.waitingFor,
        }
      : {
          id: r.id,
          guestName: nameGuestsSee(r),
          response: r.response,
          respondedAt: r.respondedAt,
          slotAnswers: r.slotAnswers,
          availableTimeWindows: r.availableTimeWindows,
          answeredAt: r.answeredAt,
          plusOnes: r.plusOnes,
          yesSince: r.yesSince,
          waitingFor: r.waitingFor,
        };
}
