// Which view /hang/{id} opens on (spec: "Hang page views").
import type { Hang } from "../hangs/api.ts";

export type HangView = "rsvp" | "responses" | "thanks" | "finalize" | "success";

/**
 * host=true opens the responses (the host's dashboard); a locked-in hang opens on success, and so
 * does details=true once there is a final time; otherwise details=true opens the responses.
 */
export function initialHangView(hang: Hang, flags: { host: boolean; details: boolean }): HangView {
  if (flags.host) return "responses";
  if (hang.finalDateTime && (hang.isFinalized || flags.details)) return "success";
  return flags.details ? "responses" : "rsvp";
}
