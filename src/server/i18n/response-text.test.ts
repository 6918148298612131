import { describe, expect, it } from "vitest";
import { BAD_INPUTS } from "../../../tests/support/bad-inputs.ts";
import { answered, OTHER_LANGUAGES, refusal } from "../../../tests/support/error-answers.ts";
import { TYPE_DELETE } from "../../shared/account.ts";
import { SUGGESTIONS_OFF } from "../../shared/activities.ts";
import { ANSWER_BY_FORMAT, ANSWER_BY_TOO_SOON } from "../../shared/answer-by.ts";
import {
  CALENDAR_ADDRESS_NOT_ALLOWED,
  CALENDAR_DID_NOT_ANSWER,
  CALENDAR_TOO_BIG,
  NOT_A_CALENDAR,
} from "../../shared/calendar-fetch.ts";
import { ALREADY_CANCELLED, CANCEL_REASON_TOO_LONG } from "../../shared/cancel.ts";
import { hangFullMessage } from "../../shared/capacity.ts";
import { NUL_MESSAGE } from "../../shared/fields.ts";
import { FINAL_DATE_FORMAT, FINAL_DATE_PAST } from "../../shared/finalize.ts";
import { GROUP_NOT_FOUND } from "../../shared/groups.ts";
import {
  CAPACITY_TOO_LARGE,
  CAPACITY_TOO_SMALL,
  SLOTS_TOO_MANY,
  VIBE_TOO_LONG,
} from "../../shared/hang-rules.ts";
import {
  ALREADY_RESPONDED,
  EDIT_LINK_ALREADY_SENT,
  EDIT_LINK_SENT,
  RESPONSE_REQUIRED,
} from "../../shared/responses.ts";
import { HOST_EMAIL_UNCONFIRMED, HOST_SIGN_IN_REQUIRED } from "../../shared/sign-in-errors.ts";
import { UNSUBSCRIBE_BAD_LINK } from "../../shared/unsubscribe.ts";
import { NOT_A_SITE_PATH } from "../auth/route-schemas.ts";
import { NOT_YOUR_ANSWER } from "../features/account/mutations.ts";
import { NOT_YOURS_TO_REMOVE } from "../features/activities/mutations.ts";
import {
  EMAIL_ANSWERED_ELSEWHERE,
  EMAIL_VOTED_BEFORE_ANSWER,
  EMAIL_VOTED_ELSEWHERE,
} from "../features/activities/voters.ts";
import { ATTACH_NEEDS_LINK, HANG_CANCELLED } from "../features/hangs/mutations.ts";
import { HANG_NOT_FOUND } from "../features/hangs/queries.ts";
import { UNKNOWN_LANGUAGE } from "../features/i18n/routes.ts";
import { TOO_MANY_STREAMS } from "../features/live/streams.ts";
import { DATABASE_UNAVAILABLE, parseWith, refuseNul, SOMETHING_WENT_WRONG } from "../http/errors.ts";
import { NOT_SENT } from "../http/rate-limits.ts";
import { STARTING } from "../ops/starting.ts";
import { i18nFor } from "./catalogs.ts";
import { serverMessages } from "./messages/en.ts";
import { inLanguage } from "./response-text.ts";

/** The server's texts a person can get in an error, as the code writes them. */
const STATIC_TEXTS = [
  "Not found",
  "The request is too large",
  "Cross-site request refused",
  "Send the request as JSON (Content-Type: application/json)",
  "The request body must be JSON",
  "Invalid request",
  NUL_MESSAGE,
  SOMETHING_WENT_WRONG,
  NOT_SENT,
  TOO_MANY_STREAMS,
  STARTING,
  DATABASE_UNAVAILABLE,
  UNKNOWN_LANGUAGE,
  "Sign-in is not available on this server",
  HOST_SIGN_IN_REQUIRED,
  HOST_EMAIL_UNCONFIRMED,
  "Sign in to manage your account",
  "Sign in to subscribe to your hangs.",
  "Sign in to add this hang to your account.",
  "Sign in to use groups.",
  "Sign in to view your dashboard",
  "Your sign-in provider has not confirmed your e-mail address.",
  "No such account",
  "You can't disable your own account",
  "You can't delete your own account here",
  "That message is no longer waiting for a retry",
  HANG_NOT_FOUND,
  HANG_CANCELLED,
  ATTACH_NEEDS_LINK,
  ALREADY_CANCELLED,
  "The edit link's token is required",
  "You don't have permission to edit this hang.",
  ANSWER_BY_FORMAT,
  ANSWER_BY_TOO_SOON,
  FINAL_DATE_FORMAT,
  FINAL_DATE_PAST,
  "This hang has no time to add to a calendar yet.",
  "This calendar feed does not exist. Its link may have been reset.",
  UNSUBSCRIBE_BAD_LINK,
  CALENDAR_ADDRESS_NOT_ALLOWED,
  CALENDAR_DID_NOT_ANSWER,
  CALENDAR_TOO_BIG,
  NOT_A_CALENDAR,
  ALREADY_RESPONDED,
  EDIT_LINK_SENT,
  EDIT_LINK_ALREADY_SENT,
  RESPONSE_REQUIRED.title,
  hangFullMessage(8).title,
  NOT_YOUR_ANSWER,
  "Only the guest who answered can change this response.",
  "Response not found",
  "That time slot is not part of this hang",
  SUGGESTIONS_OFF,
  "This hang has plenty of suggestions already. Vote on those instead!",
  "The original activity can't be voted on. Vote on the suggestions!",
  "Suggestion not found",
  "Vote not found",
  NOT_YOURS_TO_REMOVE,
  EMAIL_ANSWERED_ELSEWHERE,
  EMAIL_VOTED_ELSEWHERE,
  EMAIL_VOTED_BEFORE_ANSWER,
  GROUP_NOT_FOUND,
  "Friend group not found",
  "Member not found",
  "This person is already in the group.",
  "There is no invitation to decline.",
  "The group's creator cannot be changed or removed.",
  "Join the group to see its members and hangs.",
  "Only the group's creator or an admin can do that.",
  "Only the group's creator or an admin can plan hangs for it.",
  // Schema rules built on the shared limits: a changed limit must change the catalog too.
  VIBE_TOO_LONG,
  SLOTS_TOO_MANY,
  CAPACITY_TOO_SMALL,
  CAPACITY_TOO_LARGE,
  CANCEL_REASON_TOO_LONG,
  TYPE_DELETE,
  NOT_A_SITE_PATH,
];

/** What the API answers when a handler throws this, asked in a language. */
describe("the server's error texts", () => {
  it.each(STATIC_TEXTS)("%s comes back in Spanish and German", (text) => {
    for (const locale of OTHER_LANGUAGES) expect(inLanguage(text, locale)).not.toBe(text);
  });

  it.each(BAD_INPUTS)("%s: every problem comes back in Spanish and German", async (_, schema, input) => {
    const error = refusal(() => parseWith(schema, input));
    const english = await answered(error, "en");
    expect(english.message).toBe(error.message);
    expect(english.errors).toEqual(error.details);
    for (const locale of OTHER_LANGUAGES) {
      const translated = await answered(error, locale);
      expect(translated.message).not.toBe(english.message);
      const unchanged = Object.entries(translated.errors ?? {}).filter(
        ([field, text]) => text === english.errors?.[field],
      );
      expect(unchanged).toEqual([]);
    }
  });

  it("catalogues each text once, its English exactly as the code writes it, in every language", () => {
    const ids = Object.keys(serverMessages).filter((id) =>
      id.startsWith("error."),
    ) as (keyof typeof serverMessages)[];
    const statics = ids.filter((id) => !serverMessages[id].includes("{"));
    expect(statics.filter((id) => i18nFor("en")._(id) !== serverMessages[id])).toEqual([]);
    for (const locale of OTHER_LANGUAGES)
      expect(statics.filter((id) => i18nFor(locale)._(id) === serverMessages[id])).toEqual([]);
    const englishTexts = statics.map((id) => serverMessages[id]);
    expect(new Set(englishTexts).size).toBe(englishTexts.length);
  });

  it("names the field that holds a NUL character, in the reader's language", async () => {
    const error = refusal(() => refuseNul({ guest: { name: "a\u0000b" } }));
    expect(await answered(error, "en")).toEqual({
      message: `guest.name: ${NUL_MESSAGE}`,
      errors: { "guest.name": NUL_MESSAGE },
    });
    expect(await answered(error, "de")).toEqual({
      message: "guest.name: Darf kein NUL-Zeichen enthalten",
      errors: { "guest.name": "Darf kein NUL-Zeichen enthalten" },
    });
  });
});
