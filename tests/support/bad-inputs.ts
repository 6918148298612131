// Bodies no form sends, for the server's error-text test: one per schema a person can reach.
import type { z } from "zod";
import { callbackQuerySchema, signInSocialSchema } from "../../src/server/auth/route-schemas.ts";
import { deleteAccountSchema, languageChoiceSchema } from "../../src/shared/account.ts";
import { suggestionSchema, voteSchema } from "../../src/shared/activity-schema.ts";
import {
  inviteAccountSchema,
  peopleQuerySchema,
  retryMailSchema,
  testMailSchema,
} from "../../src/shared/admin.ts";
import { calendarFetchSchema } from "../../src/shared/calendar-fetch.ts";
import { cancelHangSchema } from "../../src/shared/cancel.ts";
import { finalizeSchema } from "../../src/shared/finalize-schema.ts";
import { createGroupSchema, friendGroupSchema, inviteMemberSchema } from "../../src/shared/groups.ts";
import { createHangSchema, editHangSchema, heldHangsSchema } from "../../src/shared/hang.ts";
import { inviteSchema } from "../../src/shared/invitations.ts";
import { placeSearchQuerySchema, suggestionsQuerySchema } from "../../src/shared/location.ts";
import { guestResponseSchema } from "../../src/shared/response-schema.ts";

/** Bodies no form sends: each schema's problems, the messages a person may still get back. */
export const BAD_INPUTS: [string, z.ZodType, unknown][] = [
  [
    "a hang with every field wrong",
    createHangSchema,
    {
      name: "x".repeat(121),
      vibe: "other",
      timeSlots: [
        { date: "", startTime: "", endTime: "", duration: "forever" },
        { date: "2026-02-30", startTime: "6pm", endTime: "7pm", duration: "1h" },
        { date: "31/12/2026", startTime: "18:00", endTime: "17:00", duration: "custom" },
      ],
      maxCapacity: 1.5,
      hostTimezone: "Nowhere/Special",
      answerBy: "soon",
      nudges: "yes",
      autoLock: 1,
      groupId: "not-a-group",
      hostName: " ",
      hostEmail: "host@",
    },
  ],
  ["a hang with no details at all", createHangSchema, { name: 7, timeWindows: "evenings" }],
  [
    "a hang with too many times",
    createHangSchema,
    { maxCapacity: 1, timeWindows: Array.from({ length: 61 }, (_, i) => `Evening ${i}`) },
  ],
  [
    "a hang with a party too large and one time twice",
    createHangSchema,
    {
      maxCapacity: 51,
      vibe: "x".repeat(101),
      hostEmail: " ",
      timeSlots: Array.from({ length: 61 }, () => ({
        date: "2099-01-01",
        startTime: "18:00",
        endTime: "19:00",
        duration: "1h",
      })),
    },
  ],
  ["an edit that clears every time", editHangSchema, { timeSlots: [], timeWindows: [] }],
  ["held hangs past the limit", heldHangsSchema, { hangs: Array(51).fill({ id: "a", token: "b" }) }],
  [
    "an answer without name, address or choice",
    guestResponseSchema,
    {
      guestName: "",
      guestEmail: "nobody",
      response: "perhaps",
      timeSlotAvailability: Object.fromEntries(Array.from({ length: 61 }, (_, i) => [`s${i}`, "yes"])),
    },
  ],
  ["an answer by someone unnamed", guestResponseSchema, { guestEmail: "" }],
  [
    "a suggestion by a guest",
    suggestionSchema,
    { suggestedBy: "Guest", suggestedByEmail: "a@example.com", vibe: "x".repeat(101) },
  ],
  ["a suggestion of nothing", suggestionSchema, { suggestedBy: "", suggestedByEmail: "", vibe: "" }],
  [
    "a suggestion of something else, not described",
    suggestionSchema,
    { suggestedBy: "Ana", suggestedByEmail: "ana@example.com", vibe: "other" },
  ],
  ["a vote of nothing", voteSchema, { suggestionId: "", voterName: "Ana", voterEmail: "x", voteType: "meh" }],
  [
    "a final time that is not one",
    finalizeSchema,
    {
      finalDateTime: "tomorrow evening",
      location: "x".repeat(301),
      guestReminderSettings: { custom: [0, 5000] },
    },
  ],
  [
    "too many reminders",
    finalizeSchema,
    { finalDateTime: "", guestReminderSettings: { custom: Array(11).fill(2) } },
  ],
  ["a cancellation without reason", cancelHangSchema, { reason: " " }],
  ["a cancellation with a long reason", cancelHangSchema, { reason: "x".repeat(1001) }],
  ["a deletion not confirmed", deleteAccountSchema, { confirm: "yes" }],
  ["a language Hangs does not speak", languageChoiceSchema, { language: "fr" }],
  ["a long place search", placeSearchQuerySchema, { q: "x".repeat(201) }],
  ["a long vibe for suggestions", suggestionsQuerySchema, { vibe: "x".repeat(101) }],
  ["a group without name", createGroupSchema, { name: "", description: "x".repeat(501) }],
  ["a friend group without friends", friendGroupSchema, { name: "x".repeat(101), emails: [] }],
  [
    "a friend group too large",
    friendGroupSchema,
    { name: "Team", emails: Array(201).fill("friend@example.com"), hostEmail: "x" },
  ],
  [
    "a member without anything",
    inviteMemberSchema,
    { name: " ", email: "", phoneNumber: "1".repeat(41), role: "boss" },
  ],
  ["an invitation to nobody", inviteSchema, { email: "" }],
  ["an admin search too long", peopleQuerySchema, { q: "x".repeat(101), page: "first" }],
  ["a page that is not whole", peopleQuerySchema, { page: "1.5" }],
  ["page zero", peopleQuerySchema, { page: "0" }],
  ["a page too far", peopleQuerySchema, { page: "100001" }],
  ["an admin invitation to nobody", inviteAccountSchema, { email: "" }],
  ["a test mail to nobody", testMailSchema, { to: "" }],
  ["a retry of no message", retryMailSchema, { id: "x" }],
  ["a calendar address that is not allowed", calendarFetchSchema, { url: "http://example.com/cal.ics" }],
  ["a sign-in elsewhere", signInSocialSchema("google"), { provider: "github", callbackURL: "//evil" }],
  ["a provider's answer too long", callbackQuerySchema, { code: "x".repeat(4097) }],
];
