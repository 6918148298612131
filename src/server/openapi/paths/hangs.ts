// Hangs: create, read, edit, lock in, cancel, and the files and live events of one hang.
import {
  editableHangSchema,
  editedHangSchema,
  hangViewSchema,
  heldHangSchema,
  hostHangSchema,
  notifiedCountSchema,
  notifiedHangSchema,
} from "../../../shared/api/hangs.ts";
import { cancelHangSchema } from "../../../shared/cancel.ts";
import { finalizeSchema } from "../../../shared/finalize-schema.ts";
import { createHangSchema, editHangSchema, heldHangsSchema } from "../../../shared/hang.ts";
import { z } from "../../../shared/zod.ts";
import { type Area, HOST, hostOnly } from "../operation.ts";

const LANGUAGE = {
  "Accept-Language": "The language of the hang's mail and of the texts in the answer (en, es, de).",
};

export const hangsArea: Area = {
  tag: "Hangs",
  description: "A hang: its times, place and questions; the host edits, locks in and cancels it.",
  operations: [
    {
      method: "post",
      path: "/api/hangs",
      summary: "Create a hang",
      description:
        "Answers the host's view with its `editToken`: keep it, it is the host's key to the hang. " +
        "A `groupId` needs a session of a member who may plan for the group.",
      credentials: ["session"],
      headers: LANGUAGE,
      body: createHangSchema,
      answers: { 201: hostHangSchema },
      errors: [401, 404, 429],
    },
    {
      method: "get",
      path: "/api/hangs/{id}",
      summary: "Read a hang",
      description: "The host's view for the host (edit token or session), the public view for anyone else.",
      credentials: HOST,
      answers: { 200: hangViewSchema },
      errors: [404],
    },
    {
      method: "post",
      path: "/api/hangs/{id}/attach",
      summary: "Add a hang this browser created to the signed-in account",
      credentials: ["editToken"],
      answers: { 200: hostHangSchema },
      errors: [401, 404],
    },
    {
      method: "get",
      path: "/api/hangs/{id}/edit",
      summary: "Read a hang's editable fields",
      ...hostOnly,
      answers: { 200: editableHangSchema },
      errors: [403, 404],
    },
    {
      method: "put",
      path: "/api/hangs/{id}/edit",
      summary: "Edit a hang",
      description: "Any subset of the fields. `rePolled`: guests asked again because their times changed.",
      ...hostOnly,
      body: editHangSchema,
      answers: { 200: editedHangSchema },
      errors: [404, 409],
    },
    {
      method: "post",
      path: "/api/hangs/{id}/finalize",
      summary: "Lock in a time",
      description: "Mails every guest the invite. `notified`: how many.",
      ...hostOnly,
      body: finalizeSchema,
      answers: { 200: notifiedHangSchema },
      errors: [404, 409],
    },
    {
      method: "get",
      path: "/api/hangs/{id}/notified",
      summary: "How many guests hold the invite",
      ...hostOnly,
      answers: { 200: notifiedCountSchema },
      errors: [403, 404],
    },
    {
      method: "post",
      path: "/api/hangs/{id}/cancel",
      summary: "Cancel a hang",
      description: "Mails every guest. `notified`: how many.",
      ...hostOnly,
      body: cancelHangSchema,
      answers: { 200: notifiedHangSchema },
      errors: [404, 409],
    },
    {
      method: "post",
      path: "/api/held-hangs",
      summary: "The hangs this browser holds edit tokens for",
      description: "A POST so the tokens travel in the body, never in a URL.",
      body: heldHangsSchema,
      answers: { 200: z.array(heldHangSchema) },
    },
    {
      method: "get",
      path: "/api/hangs/{id}/calendar.ics",
      summary: "The hang as a calendar file",
      description:
        "One UID per hang: a later download updates the same entry; a cancelled hang's cancels it.",
      plainQuery: {
        slot: "A proposed time's key, for a hang not locked in yet.",
        tz: "The viewer's IANA time zone, shown beside the host's.",
      },
      headers: LANGUAGE,
      answers: { 200: { mediaType: "text/calendar", description: "An RFC 5545 event." } },
      errors: [404],
    },
    {
      method: "get",
      path: "/api/hangs/{id}/guests.csv",
      summary: "Download the guest list",
      ...hostOnly,
      headers: LANGUAGE,
      answers: {
        200: { mediaType: "text/csv", description: "One line per answer, UTF-8 with a byte-order mark." },
      },
      errors: [403, 404],
    },
    {
      method: "get",
      path: "/api/hangs/{id}/events",
      summary: "Live changes of a hang",
      description:
        "Server-sent events naming the kind of change and ids only; refetch with your own credentials.",
      answers: { 200: { mediaType: "text/event-stream", description: "One event per change." } },
      errors: [404, 429],
    },
  ],
};
