import { hangReadyMail } from "../templates/hang-ready.tsx";
import type { Composer } from "./types.ts";

/** The host's links; the token is the hang's own, so a mail sent late still carries working links. */
export const composeHangReady: Composer = (_job, { words, hang, hangUrl, publicUrl }) => {
  const token = encodeURIComponent(hang.editToken);
  return hangReadyMail(words, hang, {
    shareUrl: hangUrl,
    hostViewUrl: `${hangUrl}?host=true&token=${token}`,
    editUrl: `${publicUrl}/edit/${hang.id}?token=${token}`,
  });
};
