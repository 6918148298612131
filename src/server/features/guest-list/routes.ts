// GET /api/hangs/{id}/guests.csv: the host downloads the guest list as a spreadsheet file. Written
// as the answers are read, a page at a time, so a hang of ten thousand answers costs what ten do.
import { Hono } from "hono";
import { accepts } from "hono/accepts";
import type { ServerContext } from "../../context.ts";
import { hostProofFrom } from "../../http/actor.ts";
import { AppError } from "../../http/errors.ts";
import { languageOf, requestLanguage } from "../../http/language.ts";
import { mailWords } from "../../mail/words.ts";
import { getHang, isHostOf } from "../hangs/queries.ts";
import { guestListColumns } from "./columns.ts";
import { csvLine, UTF8_BOM } from "./csv.ts";
import { guestListPages } from "./queries.ts";
import { waitlistPlaces } from "./waitlist-places.ts";

export const HOST_ONLY_GUEST_LIST = "Only the host can download the guest list.";

/** "Taco night!" → "taco-night-guest-list.csv"; the full name rides along as RFC 6266's filename*. */
export function guestListDisposition(hangName: string, suffix: string): string {
  const slug = hangName
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "-")
    .slice(0, 60);
  const ascii = `${slug ? `${slug}-` : ""}${suffix}.csv`;
  const full = `${hangName.replace(/[\p{Cc}/\\]/gu, " ").trim()} - ${suffix}.csv`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(full)}`;
}

export function guestListRoutes({ db, config }: ServerContext) {
  return new Hono().get("/:id/guests.csv", requestLanguage(config), async (c) => {
    const hang = await getHang(db, c.req.param("id"));
    // The same host check as every host-only call; a guest holding only the link learns nothing more.
    if (!isHostOf(hang, hostProofFrom(c))) throw new AppError("forbidden", HOST_ONLY_GUEST_LIST);
    const words = mailWords(languageOf(c));
    const columns = guestListColumns(hang, words, await waitlistPlaces(db, hang, words));
    const pages = guestListPages(db, hang.id);
    const encoder = new TextEncoder();
    let body: ReadableStream<Uint8Array> = new ReadableStream({
      start(controller) {
        controller.enqueue(encoder.encode(UTF8_BOM + csvLine(columns.header)));
      },
      // One page per pull: the next is read only once the client took the last.
      async pull(controller) {
        const next = await pages.next();
        if (next.done) return controller.close();
        controller.enqueue(encoder.encode(next.value.map((row) => csvLine(columns.cells(row))).join("")));
      },
      async cancel() {
        await pages.return(undefined);
      },
    });
    // Compressed as it streams: the API's compression would hold the whole file to measure it.
    if (accepts(c, { header: "Accept-Encoding", supports: ["gzip"], default: "identity" }) === "gzip") {
      body = body.pipeThrough(
        new CompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>,
      );
      c.header("Content-Encoding", "gzip");
    }
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", guestListDisposition(hang.name, words.t("guestList.fileName")));
    return c.body(body);
  });
}
