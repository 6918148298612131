import { answerByDayIn } from "../../../shared/i18n/date-format.ts";
import { hangZone } from "../calendar-invite.ts";
import { stoppableHangMail } from "../footer.ts";
import { albumEndingMail, newPhotosMail } from "../templates/photos.tsx";
import { hostViewUrl } from "./answers-summary.ts";
import type { Composer } from "./types.ts";

/** To a host, a week before the album is deleted (the job's version is that instant). */
export const composeAlbumEnding: Composer = async (job, ctx) => {
  const { inAlbum } = await ctx.read.photos(ctx.hang.id, job.to);
  if (inAlbum === 0) return null;
  const date = answerByDayIn(new Date(job.version), hangZone(ctx.hang), ctx.words.locale);
  const { footer, headers } = stoppableHangMail(ctx, job.to, "hosting");
  const album = { date, count: inAlbum, url: await hostViewUrl(ctx) };
  return { ...albumEndingMail(ctx.words, ctx.hang, album, footer), headers };
};

/** The day's one message about photos others added; nothing when there are none new, or no answer. */
export const composeNewPhotos: Composer = async (job, ctx) => {
  const { newForYou } = await ctx.read.photos(ctx.hang.id, job.to);
  if (newForYou === 0) return null;
  const { footer, headers } = stoppableHangMail(ctx, job.to, "answered");
  return { ...newPhotosMail(ctx.words, ctx.hang, { count: newForYou, url: ctx.hangUrl }, footer), headers };
};
