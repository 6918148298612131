// Every English message by id. English is the source: Spanish and German must have each id (the
// type checker says which is missing), and the pseudo-locale is made from these.
import { activities } from "./en/activities.ts";
import { answer } from "./en/answer.ts";
import { calendarCheck } from "./en/calendar-check.ts";
import { responses } from "./en/responses.ts";
import { shell } from "./en/shell.ts";
import { vibes } from "./en/vibes.ts";

export const en = { ...shell, ...answer, ...responses, ...calendarCheck, ...activities, ...vibes };
export type MessageId = keyof typeof en;
