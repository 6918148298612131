// What the host-side API tests share: a hang (its host mail) and guests who answered (their
// confirmation mails) already received and cleared from the sink, and the host's calls.
import type { TestApp } from "./app.ts";
import { hangInput, KEYS, responseInput } from "./factories.ts";
import type { SmtpSink } from "./smtp-sink.ts";

export interface CreatedHang {
  id: string;
  editToken: string;
}

export type Availability = Record<string, "yes" | "maybe" | "no">;

export const YES_FIRST: Availability = { [KEYS[0]]: "yes", [KEYS[1]]: "no" };
export const MAYBE: Availability = { [KEYS[0]]: "maybe", [KEYS[1]]: "no" };
export const NO: Availability = { [KEYS[0]]: "no", [KEYS[1]]: "no" };

export const settle = (ms = 700) => new Promise((r) => setTimeout(r, ms));

export function hostCalls(t: TestApp, sink: SmtpSink) {
  const asHost = (hang: CreatedHang): Record<string, string> => ({ "X-Edit-Token": hang.editToken });
  return {
    asHost,
    /** A new hang, once the host's "Your hang is ready" mail has arrived (it is then cleared). */
    async newHang(overrides = {}): Promise<CreatedHang> {
      // Waits for this hang's own mail, not just any message (a late one from the last test).
      const { body } = await t.request("POST", "/api/hangs", hangInput(overrides));
      const deadline = Date.now() + 20_000;
      while (!sink.received.some((m) => m.text.includes(`/edit/${body.id}?token=`))) {
        if (Date.now() > deadline) throw new Error('No "Your hang is ready" mail for the new hang');
        await settle(50);
      }
      sink.received.length = 0;
      return body;
    },
    /** Guests answer in order (one after another, so RSVP order is the order given). */
    /** Each guest's answer; the third item adds to the body (`{ waitlist: true }`, a party size). */
    async answers(hang: CreatedHang, guests: [name: string, availability: Availability, extra?: object][]) {
      const before = sink.received.length;
      const ids: string[] = [];
      for (const [name, availability, extra] of guests) {
        const email = `${name.toLowerCase()}@example.com`;
        const { body } = await t.request(
          "POST",
          `/api/hangs/${hang.id}/responses`,
          responseInput({ guestName: name, guestEmail: email, timeSlotAvailability: availability, ...extra }),
        );
        ids.push(body.id);
      }
      // Each answer is confirmed by mail; wait for those so they are not counted later.
      await sink.waitFor(before + guests.length);
      await settle(300);
      sink.received.length = 0;
      return ids;
    },
    finalize(hang: CreatedHang, body: unknown, headers = asHost(hang)) {
      return t.request("POST", `/api/hangs/${hang.id}/finalize`, body, headers);
    },
    cancel(hang: CreatedHang, body: unknown, headers = asHost(hang)) {
      return t.request("POST", `/api/hangs/${hang.id}/cancel`, body, headers);
    },
    edit(hang: CreatedHang, body: unknown, headers = asHost(hang)) {
      return t.request("PUT", `/api/hangs/${hang.id}/edit`, body, headers);
    },
    get(hang: CreatedHang) {
      return t.request("GET", `/api/hangs/${hang.id}`, undefined, asHost(hang));
    },
    responses(hang: CreatedHang) {
      return t.request("GET", `/api/hangs/${hang.id}/responses`, undefined, asHost(hang));
    },
  };
}

/** Recipients of the messages received so far with this subject, sorted. */
export function recipientsOf(sink: SmtpSink, subject: string): string[] {
  return sink.received
    .filter((m) => m.subject === subject)
    .map((m) => m.to)
    .sort();
}
