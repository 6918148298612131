import { hangReadyMail } from "../templates/hang-ready.tsx";
import type { Composer } from "./types.ts";

/** The host's links; the token is the hang's own, so a mail sent late still carries working links. */
export const composeHangReady: Composer = (job, { words, hang, hangUrl, publicUrl }) => {
  const token = encodeURIComponent(hang.editToken);
  const links = {
    shareUrl: hangUrl,
    hostViewUrl: `${hangUrl}?host=true&token=${token}`,
    editUrl: `${publicUrl}/edit/${hang.id}?token=${token}`,
  };
  return hangReadyMail(words, hang, links, job.proven === true);
};
