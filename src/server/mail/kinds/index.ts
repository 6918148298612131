// Every kind of e-mail the app sends, and the composer that builds it. A new kind is a new file
// in this folder and one line here.
import { composeAnswersClosed, composeEveryoneAnswered } from "./answers-summary.ts";
import { composeCancellation } from "./cancellation.ts";
import { composeDetailsUpdate, composeFinalDetails } from "./final-details.ts";
import { composeGroupInvitation } from "./group-invitation.ts";
import { composeHangReady } from "./hang-ready.ts";
import { composeHostEnteredAnswer } from "./host-entered-answer.ts";
import { composeInvitation } from "./invitation.ts";
import { composeLockedInElsewhere, composeLockedInWaitlist } from "./locked-in-note.ts";
import type { GroupMailKind, MailKind } from "./names.ts";
import { composeNudge } from "./nudge.ts";
import { composeAlbumEnding, composeNewPhotos } from "./photos.ts";
import { composeRePoll } from "./re-poll.ts";
import { composeReminder } from "./reminder.ts";
import { composeResponseConfirmation, composeResponseEditLink } from "./response.ts";
import { composeSeriesEnded } from "./series-ended.ts";
import type { Composer, GroupComposer } from "./types.ts";
import { composeWaitlistPromotion } from "./waitlist-promotion.ts";

export const composers = {
  "hang-ready": composeHangReady,
  invitation: composeInvitation,
  "response-confirmation": composeResponseConfirmation,
  "response-edit-link": composeResponseEditLink,
  "final-details": composeFinalDetails,
  "details-update": composeDetailsUpdate,
  "locked-in-elsewhere": composeLockedInElsewhere,
  "locked-in-waitlist": composeLockedInWaitlist,
  reminder: composeReminder,
  cancellation: composeCancellation,
  "re-poll": composeRePoll,
  "waitlist-promotion": composeWaitlistPromotion,
  nudge: composeNudge,
  "everyone-answered": composeEveryoneAnswered,
  "answers-closed": composeAnswersClosed,
  "host-entered-answer": composeHostEnteredAnswer,
  "album-ending": composeAlbumEnding,
  "new-photos": composeNewPhotos,
} satisfies Record<MailKind, Composer>;

/** Messages about a group rather than a hang, composed from the group as it is at send time. */
export const groupComposers = {
  "group-invitation": composeGroupInvitation,
  "series-ended": composeSeriesEnded,
} satisfies Record<GroupMailKind, GroupComposer>;

export type { GroupMailKind, MailKind };
