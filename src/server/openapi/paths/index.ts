// Every area of the API the document describes, in the order the reference shows them.
import type { Area } from "../operation.ts";
import { accountArea } from "./account.ts";
import { activitiesArea } from "./activities.ts";
import { adminArea } from "./admin.ts";
import { answersArea } from "./answers.ts";
import { groupsArea } from "./groups.ts";
import { hangsArea } from "./hangs.ts";
import { photosArea } from "./photos.ts";
import { seriesArea } from "./series.ts";
import { serviceArea } from "./service.ts";
import { tokensArea } from "./tokens.ts";
import { webhooksArea } from "./webhooks.ts";

// A new area is one file like these and one entry here; tests/api/openapi.test.ts fails until
// every route is described.
export const API_AREAS: readonly Area[] = [
  hangsArea,
  answersArea,
  activitiesArea,
  photosArea,
  groupsArea,
  seriesArea,
  webhooksArea,
  accountArea,
  tokensArea,
  adminArea,
  serviceArea,
];
