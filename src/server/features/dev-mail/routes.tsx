import { Hono } from "hono";
import type { ServerContext } from "../../context.ts";
import { AppError } from "../../http/errors.ts";
import { thisMachineOnly } from "../../http/this-machine.ts";
import { findDevMail, listDevMail } from "./queries.ts";

/** The pages' React rendering, read when the mailbox is first opened. */
const pages = () => import("./pages.tsx");

export function devMailRoutes({ db }: ServerContext) {
  const getMessage = async (id: string) => {
    const message = await findDevMail(db, id);
    if (!message) throw new AppError("not_found", "Message not found");
    return message;
  };
  return (
    new Hono()
      // The mailbox holds every edit link: only this machine may read it (see the README for SSH).
      .use("*", thisMachineOnly)
      .get("/", async (c) => c.html((await pages()).mailboxPage(await listDevMail(db))))
      .get("/:id", async (c) => c.html((await pages()).messagePage(await getMessage(c.req.param("id")))))
      .get("/:id/html", async (c) => c.html((await getMessage(c.req.param("id"))).html))
      .get("/:id/attachments/:index", async (c) => {
        const attachment = (await getMessage(c.req.param("id"))).attachments[Number(c.req.param("index"))];
        if (!attachment) throw new AppError("not_found", "Attachment not found");
        c.header("Content-Type", attachment.contentType);
        c.header(
          "Content-Disposition",
          `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, "_")}"`,
        );
        return c.body(attachment.content);
      })
  );
}
