import { seriesEndedMail } from "../templates/series-ended.tsx";
import type { GroupComposer } from "./types.ts";

/** Not sent if the series is gone by then (its owner deleted their account). */
export const composeSeriesEnded: GroupComposer = async (job, ctx) => {
  const ended = job.seriesId ? await ctx.read.endedSeries(job.seriesId) : undefined;
  if (!ended) return null;
  const words = ctx.wordsFor(ended.language);
  // News about the owner's own plan: nothing to stop.
  const footer = { reason: words.t("mail.why.seriesOwner", { name: ended.name }) };
  return seriesEndedMail(words, ended, `${ctx.publicUrl}/series/${ended.id}`, footer);
};
