// Every English message by id. English is the source: Spanish and German must have each id (the
// type checker says which is missing), and the pseudo-locale is made from these.
import { accessTokens } from "./en/access-tokens.ts";
import { activities } from "./en/activities.ts";
import { admin } from "./en/admin.ts";
import { answer } from "./en/answer.ts";
import { bring } from "./en/bring.ts";
import { calendarCheck } from "./en/calendar-check.ts";
import { create } from "./en/create.ts";
import { dashboard } from "./en/dashboard.ts";
import { groups } from "./en/groups.ts";
import { host } from "./en/host.ts";
import { hostAnswers } from "./en/host-answers.ts";
import { party } from "./en/party.ts";
import { photoAlbum } from "./en/photo-album.ts";
import { photos } from "./en/photos.ts";
import { questions } from "./en/questions.ts";
import { responses } from "./en/responses.ts";
import { series } from "./en/series.ts";
import { seriesSetup } from "./en/series-setup.ts";
import { shell } from "./en/shell.ts";
import { vibes } from "./en/vibes.ts";
import { webhooks } from "./en/webhooks.ts";

export const en = {
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
export type MessageId = keyof typeof en;
