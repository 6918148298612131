// A guest's answer as the server checks it: name and e-mail by the rules the answer form uses.
import { emailField, requiredText } from "./fields.ts";
import { knowsTimeZone } from "./intl-formats.ts";
import { partyFields } from "./party-schema.ts";
import { questionAnswersField } from "./question-schema.ts";
import { ANSWERS, GUEST_NAME_MAX, GUEST_NAME_REQUIRED } from "./responses.ts";
import { z } from "./zod.ts";

const answerField = z.enum(ANSWERS, { error: "Choose yes, maybe or no" });

export const guestResponseSchema = z.object({
  guestName: requiredText(GUEST_NAME_REQUIRED, GUEST_NAME_MAX),
  guestEmail: emailField(),
  isPublic: z.boolean().default(false),
  response: answerField.optional(),
  availableTimeWindows: z.array(z.string().max(200)).max(60).default([]),
  timeSlotAvailability: z
    .record(z.string().max(64), answerField)
    .refine((m) => Object.keys(m).length <= 60, "Too many time slots")
    .default({}),
  /**
   * The browser's IANA zone: the guest's mail shows the hang's times on their own clock too. A zone
   * this server has no rules for is dropped, never a reason to refuse the answer.
   */
  timeZone: z.string().trim().max(64).refine(knowsTimeZone).optional().catch(undefined),
  /** plusOnes, plusOneNames, waitlist (decision 0065); a change that leaves plusOnes out keeps the party. */
  ...partyFields,
  /** Answers to the host's questions by question id; left out on a change: the stored ones stay. */
  questionAnswers: questionAnswersField.optional(),
});
export type GuestResponseInput = z.input<typeof guestResponseSchema>;
export type GuestResponse = z.output<typeof guestResponseSchema>;
