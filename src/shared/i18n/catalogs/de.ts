// Every German message by id (see en.ts).

import { activities } from "./de/activities.ts";
import { answer } from "./de/answer.ts";
import { calendarCheck } from "./de/calendar-check.ts";
import { responses } from "./de/responses.ts";
import { shell } from "./de/shell.ts";
import { vibes } from "./de/vibes.ts";
import type { MessageId } from "./en.ts";

export const de: Record<MessageId, string> = {
  ...shell,
  ...answer,
  ...responses,
  ...calendarCheck,
  ...activities,
  ...vibes,
};
