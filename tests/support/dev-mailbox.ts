// Reading what the dev mailbox holds for one recipient: over HTTP, as the browser tests for groups
// do, or from the database of an in-process app.
import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client.ts";

/** The dev mailbox's message to `to` whose subject starts with `subject`, once it is there. */
export async function devMailTo(db: Db, to: string, subject: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows } = (await db.execute(
      sql`select subject, text, html from dev_mail where lower(recipient) = ${to} and subject like ${`${subject}%`}`,
    )) as unknown as { rows: { subject: string; text: string; html: string }[] };
    if (rows[0]) return rows[0];
    if (Date.now() > deadline) throw new Error(`no "${subject}" mail to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** How many messages the dev mailbox holds for this address (waits for at least `atLeast`). */
export async function mailCountTo(baseUrl: string, address: string, atLeast: number): Promise<number> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const html = await (await fetch(`${baseUrl}/dev/mail`)).text();
    const count = html.split(`>${address}</td>`).length - 1;
    if (count >= atLeast || Date.now() > deadline) return count;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Opens the link mailed to `address` about their answer as its page does (the answer read with the
 * link's key), which proves the address: the answer then shows in that address's dashboard and feeds.
 */
export async function openMailedAnswerLink(baseUrl: string, address: string): Promise<void> {
  const literal = address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const row = new RegExp(`<a href="/dev/mail/([^"]+)">Your answer on Hangs</a></td><td[^>]*>${literal}</td>`);
  const deadline = Date.now() + 15_000;
  let id: string | undefined;
  while (!id) {
    id = row.exec(await (await fetch(`${baseUrl}/dev/mail`)).text())?.[1];
    if (!id && Date.now() > deadline) throw new Error(`No answer mailed to ${address} in the dev mailbox`);
    if (!id) await new Promise((r) => setTimeout(r, 250));
  }
  const html = await (await fetch(`${baseUrl}/dev/mail/${id}/html`)).text();
  const [, hangId, responseId, key] =
    /\/hang\/([\w-]+)\?response=([\w-]+)&amp;key=([\w.-]+)/.exec(html) ?? [];
  const opened = await fetch(`${baseUrl}/api/hangs/${hangId}/responses/${responseId}`, {
    headers: { "X-Response-Secret": key ?? "" },
  });
  if (!opened.ok) throw new Error(`The mailed answer did not open: ${opened.status}`);
}
