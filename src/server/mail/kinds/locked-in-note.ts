import { answerForTime, lockedInSlotKey, lockInAudience } from "../../../shared/attendance.ts";
import { hangZone } from "../calendar-invite.ts";
import { stoppableHangMail } from "../footer.ts";
import { type LockedInNote, lockedInNoteMail } from "../templates/locked-in-note.tsx";
import { responseEditUrl } from "./response.ts";
import type { Composer } from "./types.ts";

/**
 * Composed from the answers as they are at send time: a guest who has since said Yes to the time,
 * or left the waitlist, is not told otherwise.
 */
function composeLockedInNote(kind: LockedInNote["kind"]): Composer {
  return async (job, ctx) => {
    const { hang } = ctx;
    if (hang.isCancelled || !hang.isFinalized || !hang.finalDateTime || !job.responseId) return null;
    const answers = await ctx.read.answers(hang.id);
    const response = answers.find((r) => r.id === job.responseId);
    if (!response) return null;
    const key = lockedInSlotKey(hang.timeSlots, hang.finalDateTime, hangZone(hang));
    let note: LockedInNote;
    if (kind === "elsewhere") {
      if (answerForTime(response, key) !== "no") return null;
      note = { kind };
    } else {
      const place = lockInAudience(answers, key, hang.maxCapacity).waitlist.findIndex(
        (r) => r.id === response.id,
      );
      if (place < 0) return null;
      note = { kind, place: place + 1 };
    }
    const editUrl = responseEditUrl(ctx, response.id, job.to);
    const { footer, headers } = stoppableHangMail(ctx, job.to, "answered");
    return { ...lockedInNoteMail(ctx.words, hang, response, note, ctx.hangUrl, editUrl, footer), headers };
  };
}

export const composeLockedInElsewhere = composeLockedInNote("elsewhere");
export const composeLockedInWaitlist = composeLockedInNote("waitlisted");
