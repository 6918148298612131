// Turns what a guest sent into the stored answer, checked against the hang's own slots.
import type { GuestResponse } from "../../../shared/response-schema.ts";
import { type Answer, overallAnswer, RESPONSE_REQUIRED } from "../../../shared/responses.ts";
import { formatTimeWindow, readTimeWindows, slotKey } from "../../../shared/time-slots.ts";
import type { HangRow } from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";

export interface ResolvedAnswer {
  response: Answer;
  timeSlotAvailability: Record<string, Answer>;
  availableTimeWindows: string[];
}

export function resolveAnswer(hang: HangRow, input: GuestResponse): ResolvedAnswer {
  if (hang.timeSlots.length > 0) return resolveSlotAnswer(hang, input);
  if (!input.response)
    throw new AppError("bad_request", RESPONSE_REQUIRED.title, { response: RESPONSE_REQUIRED.title });
  const windows = new Set(readTimeWindows(hang.timeWindows));
  return {
    response: input.response,
    timeSlotAvailability: {},
    availableTimeWindows:
      input.response === "yes" ? input.availableTimeWindows.filter((w) => windows.has(w)) : [],
  };
}

function resolveSlotAnswer(hang: HangRow, input: GuestResponse): ResolvedAnswer {
  const keys = hang.timeSlots.map(slotKey);
  const availability: Record<string, Answer> = {};
  for (const [given, answer] of Object.entries(input.timeSlotAvailability)) {
    // A slot may be named by its key or, as older clients do, by its position.
    const key = keys.includes(given) ? given : /^\d+$/.test(given) ? keys[Number(given)] : undefined;
    if (!key)
      throw new AppError("bad_request", "That time slot is not part of this hang", {
        timeSlotAvailability: given,
      });
    availability[key] = answer;
  }
  const response = overallAnswer(availability);
  if (!response) {
    throw new AppError("bad_request", RESPONSE_REQUIRED.title, {
      timeSlotAvailability: RESPONSE_REQUIRED.title,
    });
  }
  const availableTimeWindows = hang.timeSlots
    .filter((slot) => availability[slotKey(slot)] === "yes")
    .map(formatTimeWindow);
  return { response, timeSlotAvailability: availability, availableTimeWindows };
}
