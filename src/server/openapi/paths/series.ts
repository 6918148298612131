// Standing hangs: one set-up from which Hangs opens a poll for each round on its own (an ordinary
// hang, invited, nudged and locked in like any other). Only the owner changes a series.
import { seriesListSchema, seriesViewSchema, standingAnswersViewSchema } from "../../../shared/api/series.ts";
import { createSeriesSchema, editSeriesSchema, standingAnswersSchema } from "../../../shared/series.ts";
import { type Area, type Operation, signedInOnly } from "../operation.ts";

const ownerAction = (
  action: "pause" | "resume" | "end",
  summary: string,
  description: string,
): Operation => ({
  method: "post",
  path: `/api/series/{id}/${action}`,
  summary,
  description,
  ...signedInOnly,
  answers: { 200: seriesViewSchema },
  errors: [403, 404, 409],
});

const roundAction = (action: "skip" | "unskip", summary: string, description: string): Operation => ({
  method: "post",
  path: `/api/series/{id}/rounds/{date}/${action}`,
  summary,
  description,
  ...signedInOnly,
  answers: { 200: seriesViewSchema },
  errors: [403, 404, 409],
});

export const seriesArea: Area = {
  tag: "Standing hangs",
  description:
    "A series (RFC 5545 RRULE, times offered each round, who is invited) from which each round's " +
    "hang opens on its own. Its owner, and for a group's series the group's active members, see it; " +
    "only the owner changes it. Others get 404.",
  operations: [
    {
      method: "post",
      path: "/api/series",
      summary: "Set up a standing hang",
      description:
        "`groupId` (the caller must be an active member) or `emails`; `startsOn` defaults to today on " +
        "the host's clock. A rule that never occurs again or repeats more than daily is refused. A round " +
        "already due opens at once, so the answer may list it as open.",
      ...signedInOnly,
      body: createSeriesSchema,
      answers: { 201: seriesViewSchema },
      errors: [403, 404, 429],
    },
    {
      method: "get",
      path: "/api/series",
      summary: "Standing hangs you own or see through a group",
      ...signedInOnly,
      answers: { 200: seriesListSchema },
    },
    {
      method: "get",
      path: "/api/groups/{id}/series",
      summary: "A group's standing hangs",
      ...signedInOnly,
      answers: { 200: seriesListSchema },
      errors: [403, 404],
    },
    {
      method: "get",
      path: "/api/series/{id}",
      summary: "Read a standing hang and its rounds",
      description:
        "Rounds: past ones (newest first, up to 12, with who came), then the next up to 4, each with " +
        "its status and, once opened, its hang's id.",
      ...signedInOnly,
      answers: { 200: seriesViewSchema },
      errors: [404],
    },
    {
      method: "patch",
      path: "/api/series/{id}",
      summary: "Change a standing hang",
      description:
        "Any subset of the set-up's fields. Only rounds not opened yet change: an open round keeps its times.",
      ...signedInOnly,
      body: editSeriesSchema,
      answers: { 200: seriesViewSchema },
      errors: [403, 404, 409],
    },
    ownerAction("pause", "Pause a standing hang", "No round opens until it is resumed."),
    ownerAction("resume", "Resume a standing hang", "A round already due opens at once."),
    ownerAction("end", "End a standing hang", "Final: no more rounds open; a round already open goes on."),
    roundAction(
      "skip",
      "Skip a round",
      "A round not opened yet never opens (nobody is asked); an open round's hang is cancelled, " +
        "its guests told as for any cancelled hang.",
    ),
    roundAction(
      "unskip",
      "Take back a skip",
      "Only before the round opened; a round already due opens at once.",
    ),
    {
      method: "get",
      path: "/api/series/{id}/standing-answers",
      summary: "Your standing answers",
      description: "Per weekday and time, what each new round writes as your answer until you change it.",
      ...signedInOnly,
      answers: { 200: standingAnswersViewSchema },
      errors: [404],
    },
    {
      method: "put",
      path: "/api/series/{id}/standing-answers",
      summary: "Replace your standing answers",
      description:
        "The whole set; each weekday and time must be one the series offers. A time left out is asked each round.",
      ...signedInOnly,
      body: standingAnswersSchema,
      answers: { 200: standingAnswersViewSchema },
      errors: [404, 409],
    },
  ],
};
