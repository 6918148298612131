// Every Spanish message by id (see en.ts).
import type { MessageId } from "./en.ts";
import { activities } from "./es/activities.ts";
import { answer } from "./es/answer.ts";
import { calendarCheck } from "./es/calendar-check.ts";
import { responses } from "./es/responses.ts";
import { shell } from "./es/shell.ts";
import { vibes } from "./es/vibes.ts";

export const es: Record<MessageId, string> = {
  ...shell,
  ...answer,
  ...responses,
  ...calendarCheck,
  ...activities,
  ...vibes,
};
