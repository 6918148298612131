// Builds each kind of message from the data as it is at send time. null: nothing to send any more
// (the hang or the answer is gone, or the hang was cancelled before an invitation went out).
import type { Db } from "../db/client.ts";
import { findHang } from "../features/hangs/queries.ts";
import { findResponse } from "../features/responses/queries.ts";
import type { ResponseSecrets } from "../http/response-secrets.ts";
import type { ComposeMail } from "./deliver.ts";
import { invitationMail } from "./templates/invitation.tsx";
import { responseConfirmationMail, responseEditLinkMail } from "./templates/response.tsx";

export function composeMail(deps: { db: Db; publicUrl: string; secrets: ResponseSecrets }): ComposeMail {
  const hangUrl = (id: string) => `${deps.publicUrl}/hang/${id}`;
  return async (job, batch) => {
    // Messages in one batch are often about the same hang: read it once.
    const key = `hang:${job.hangId}`;
    if (!batch.has(key)) batch.set(key, findHang(deps.db, job.hangId));
    const hang = (await batch.get(key)) as Awaited<ReturnType<typeof findHang>>;
    if (!hang) return null;
    switch (job.kind) {
      case "invitation":
        return hang.isCancelled ? null : invitationMail(hang, hangUrl(hang.id));
      case "response-confirmation":
      case "response-edit-link": {
        const response = job.responseId ? await findResponse(deps.db, hang.id, job.responseId) : undefined;
        if (!response) return null;
        const editUrl = `${hangUrl(hang.id)}?response=${response.id}&key=${deps.secrets.secretFor(response.id)}`;
        const build = job.kind === "response-confirmation" ? responseConfirmationMail : responseEditLinkMail;
        return build(hang, response, editUrl);
      }
    }
  };
}
