// Every German message by id (see en.ts).

import { accessTokens } from "./de/access-tokens.ts";
import { activities } from "./de/activities.ts";
import { admin } from "./de/admin.ts";
import { answer } from "./de/answer.ts";
import { bring } from "./de/bring.ts";
import { calendarCheck } from "./de/calendar-check.ts";
import { create } from "./de/create.ts";
import { dashboard } from "./de/dashboard.ts";
import { groups } from "./de/groups.ts";
import { host } from "./de/host.ts";
import { hostAnswers } from "./de/host-answers.ts";
import { party } from "./de/party.ts";
import { photoAlbum } from "./de/photo-album.ts";
import { photos } from "./de/photos.ts";
import { questions } from "./de/questions.ts";
import { responses } from "./de/responses.ts";
import { series } from "./de/series.ts";
import { seriesSetup } from "./de/series-setup.ts";
import { shell } from "./de/shell.ts";
import { vibes } from "./de/vibes.ts";
import { webhooks } from "./de/webhooks.ts";
import type { MessageId } from "./en.ts";

export const de: Record<MessageId, string> = {
  ...shell,
  ...answer,
  ...responses,
  ...calendarCheck,
  ...activities,
  ...bring,
  ...photos,
  ...photoAlbum,
  ...vibes,
  ...create,
  ...host,
  ...hostAnswers,
  ...party,
  ...questions,
  ...dashboard,
  ...groups,
  ...admin,
  ...accessTokens,
  ...webhooks,
  ...series,
  ...seriesSetup,
};
