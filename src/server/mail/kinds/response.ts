import { reasonFor } from "../footer.ts";
import { responseConfirmationMail, responseEditLinkMail } from "../templates/response.tsx";
import type { ComposeContext, Composer } from "./types.ts";

/**
 * The guest's private link that opens their own answer for editing on any device. Its key also
 * proves the address it is mailed to, while the answer keeps that address (votes, suggestions).
 */
export function responseEditUrl(ctx: ComposeContext, responseId: string, mailedTo: string): string {
  return `${ctx.hangUrl}?response=${responseId}&key=${ctx.secrets.mailedKeyFor(responseId, mailedTo)}`;
}

async function withResponse(ctx: ComposeContext, responseId: string | undefined) {
  return responseId ? ctx.read.response(ctx.hang.id, responseId) : undefined;
}

export const composeResponseConfirmation: Composer = async (job, ctx) => {
  const response = await withResponse(ctx, job.responseId);
  if (!response) return null;
  const editUrl = responseEditUrl(ctx, response.id, job.to);
  const footer = { reason: reasonFor(ctx.words, ctx.hang, "own-answer") };
  return responseConfirmationMail(ctx.words, ctx.hang, response, editUrl, job.proven === true, footer);
};

/** Sent because someone answered with the address (its owner would have been let in): never proven. */
export const composeResponseEditLink: Composer = async (job, ctx) => {
  const response = await withResponse(ctx, job.responseId);
  if (!response) return null;
  const editUrl = responseEditUrl(ctx, response.id, job.to);
  const footer = { reason: reasonFor(ctx.words, ctx.hang, "own-answer") };
  return responseEditLinkMail(ctx.words, ctx.hang, response, editUrl, false, footer);
};
