// The baseline: the same queries and views as the app's two read endpoints, on node:http alone.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Db } from "../../src/server/db/client.ts";
import { getHang } from "../../src/server/features/hangs/queries.ts";
import { publicHangView } from "../../src/server/features/hangs/views.ts";
import { withQuestionAnswers } from "../../src/server/features/questions/queries.ts";
import { responsesPage } from "../../src/server/features/responses/queries.ts";
import { publicResponseView } from "../../src/server/features/responses/views.ts";
import { AppError } from "../../src/server/http/errors.ts";
import { MAX_RESPONSES_PAGE } from "../../src/shared/summary.ts";

const ROUTE = /^\/api\/hangs\/([^/?]+)(\/responses)?\/?(?:\?.*)?$/;

/** Settles when the response is written (never rejects). */
export function handleBare(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const match = req.method === "GET" ? ROUTE.exec(req.url ?? "") : null;
  if (!match) {
    send(res, 404, { message: "Not found" });
    return Promise.resolve();
  }
  const id = match[1]!;
  const read = match[2] ? readResponses(db, id) : readHang(db, id);
  return read.then(
    (body) => send(res, 200, body),
    (error: unknown) => {
      if (error instanceof AppError) {
        send(res, 404, { message: error.message });
      } else {
        console.error("[bare]", error);
        send(res, 500, { message: "Something went wrong." });
      }
    },
  );
}

async function readHang(db: Db, id: string) {
  return publicHangView(await getHang(db, id));
}

async function readResponses(db: Db, id: string) {
  const hang = await getHang(db, id);
  // The app's query: the first page, in RSVP order (a hang's first page holds every bench answer).
  const page = await responsesPage(db, hang.id, { limit: MAX_RESPONSES_PAGE });
  // With the answers to questions everyone may see, as the app's route adds them.
  return withQuestionAnswers(db, hang, page.rows.map(publicResponseView), "public");
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(json),
  });
  res.end(json);
}
