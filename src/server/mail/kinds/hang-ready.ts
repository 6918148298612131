import { reasonFor } from "../footer.ts";
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
  const proven = job.proven === true;
  // Asked for by whoever created the hang: nothing to stop, but the reason names no one's words
  // unless the address was proven.
  const footer = { reason: reasonFor(words, hang, proven ? "hosting" : "host-address") };
  return hangReadyMail(words, hang, links, proven, footer);
};
