// Every Spanish message by id (see en.ts).
import type { MessageId } from "./en.ts";
import { accessTokens } from "./es/access-tokens.ts";
import { activities } from "./es/activities.ts";
import { admin } from "./es/admin.ts";
import { answer } from "./es/answer.ts";
import { bring } from "./es/bring.ts";
import { calendarCheck } from "./es/calendar-check.ts";
import { create } from "./es/create.ts";
import { dashboard } from "./es/dashboard.ts";
import { groups } from "./es/groups.ts";
import { host } from "./es/host.ts";
import { hostAnswers } from "./es/host-answers.ts";
import { party } from "./es/party.ts";
import { photoAlbum } from "./es/photo-album.ts";
import { photos } from "./es/photos.ts";
import { questions } from "./es/questions.ts";
import { responses } from "./es/responses.ts";
import { series } from "./es/series.ts";
import { seriesSetup } from "./es/series-setup.ts";
import { shell } from "./es/shell.ts";
import { vibes } from "./es/vibes.ts";
import { webhooks } from "./es/webhooks.ts";

export const es: Record<MessageId, string> = {
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
