import { invitationMail } from "../templates/invitation.tsx";
import type { Composer } from "./types.ts";

/** An invitation still pending when the hang is cancelled is not sent. */
export const composeInvitation: Composer = (_job, { hang, hangUrl }) =>
  hang.isCancelled ? null : invitationMail(hang, hangUrl);
