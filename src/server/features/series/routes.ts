// /api/series: set up a standing hang, list and read the ones the person can see, and (its owner
// only) change, pause, resume, end it and skip rounds; members keep their standing answers. Plus
// /api/groups/{id}/series for a group's page. Every call needs a session.
import { type Context, Hono } from "hono";
import { GROUP_NOT_FOUND } from "../../../shared/groups.ts";
import {
  createSeriesSchema,
  editSeriesSchema,
  SERIES_MESSAGES,
  standingAnswersSchema,
} from "../../../shared/series.ts";
import { isRealDate, YMD } from "../../../shared/time-slots.ts";
import type { ServerContext } from "../../context.ts";
import { type SignedInUser, signedInUser, verifiedEmailFrom } from "../../http/actor.ts";
import { AppError, parseWith, readJson } from "../../http/errors.ts";
import { idParam } from "../../http/ids.ts";
import { languageOf, requestLanguage } from "../../http/language.ts";
import { getGroupAccess, getGroupAsMember } from "../groups/queries.ts";
import { changeStatus, createSeries, editSeries, type SeriesDeps, saveStandingAnswers } from "./mutations.ts";
import {
  getSeriesAccess,
  getSeriesAsOwner,
  listGroupSeries,
  listStandingAnswers,
  listVisibleSeries,
  type SeriesViewer,
} from "./queries.ts";
import { skipRound, unskipRound } from "./skip.ts";
import { seriesViewOf, seriesViews } from "./views.ts";

export const SERIES_SIGN_IN = "Sign in to use standing hangs.";
const EMAIL_UNCONFIRMED = "Your sign-in provider has not confirmed your e-mail address.";

function requireUser(c: Context): { user: SignedInUser; viewer: SeriesViewer } {
  const user = signedInUser(c);
  if (!user) throw new AppError("unauthorized", SERIES_SIGN_IN);
  return { user, viewer: { userId: user.id, verifiedEmail: verifiedEmailFrom(c) } };
}

/** A round's date in a path: a real day, else there is no such round. */
function roundDate(c: Context): string {
  const date = c.req.param("date") ?? "";
  if (!YMD.test(date) || !isRealDate(date)) throw new AppError("not_found", SERIES_MESSAGES.roundNotFound);
  return date;
}

export function seriesRoutes(ctx: ServerContext) {
  const { db } = ctx;
  const deps: SeriesDeps = { db, jobs: ctx.jobs, wake: (id) => ctx.series.wake(id) };
  const now = () => ctx.clock.now();
  const seriesId = (c: Context) => idParam(c, "id", SERIES_MESSAGES.notFound);
  /** The series as the viewer sees it now (after a change: the change and any round it opened). */
  const answer = async (c: Context, id: string, viewer: SeriesViewer, status: 200 | 201 = 200) => {
    const { series } = await getSeriesAccess(db, id, viewer);
    return c.json(await seriesViewOf(db, series, viewer.userId, now()), status);
  };
  const ownerAction = (action: "pause" | "resume" | "end") => async (c: Context) => {
    const { viewer } = requireUser(c);
    const series = await getSeriesAsOwner(db, seriesId(c), viewer);
    await changeStatus(deps, series.id, action, now());
    return answer(c, series.id, viewer);
  };
  const roundAction = (run: typeof skipRound) => async (c: Context) => {
    const { viewer } = requireUser(c);
    const series = await getSeriesAsOwner(db, seriesId(c), viewer);
    await run(deps, series.id, roundDate(c), now());
    return answer(c, series.id, viewer);
  };

  return new Hono()
    .post("/", ctx.limits.limit("createHang"), requestLanguage(ctx.config), async (c) => {
      const { user, viewer } = requireUser(c);
      // Each round's hang is hosted in the owner's name: their address must be one the provider vouches for.
      if (!viewer.verifiedEmail) throw new AppError("forbidden", EMAIL_UNCONFIRMED);
      const input = parseWith(createSeriesSchema, await readJson(c));
      if (input.groupId) {
        const access = await getGroupAccess(db, input.groupId, viewer);
        if (access.pending) throw new AppError("forbidden", SERIES_MESSAGES.notMember);
      }
      const created = await createSeries(deps, user.id, { ...input, language: languageOf(c) }, now());
      return answer(c, created.id, viewer, 201);
    })
    .get("/", async (c) => {
      const { viewer } = requireUser(c);
      const rows = await listVisibleSeries(db, viewer);
      return c.json({ series: await seriesViews(db, rows, viewer.userId, now()) });
    })
    .get("/:id", async (c) => {
      const { viewer } = requireUser(c);
      return answer(c, seriesId(c), viewer);
    })
    .patch("/:id", async (c) => {
      const { viewer } = requireUser(c);
      const series = await getSeriesAsOwner(db, seriesId(c), viewer);
      const changes = parseWith(editSeriesSchema, await readJson(c));
      await editSeries(deps, series.id, changes, now());
      return answer(c, series.id, viewer);
    })
    .post("/:id/pause", ownerAction("pause"))
    .post("/:id/resume", ownerAction("resume"))
    .post("/:id/end", ownerAction("end"))
    .post("/:id/rounds/:date/skip", roundAction(skipRound))
    .post("/:id/rounds/:date/unskip", roundAction(unskipRound))
    .get("/:id/standing-answers", async (c) => {
      const { viewer } = requireUser(c);
      const { series } = await getSeriesAccess(db, seriesId(c), viewer);
      return c.json({ answers: await listStandingAnswers(db, series.id, viewer.userId) });
    })
    .put("/:id/standing-answers", async (c) => {
      const { viewer } = requireUser(c);
      const { series } = await getSeriesAccess(db, seriesId(c), viewer);
      const input = parseWith(standingAnswersSchema, await readJson(c));
      if (series.status === "ended") throw new AppError("conflict", SERIES_MESSAGES.ended);
      await saveStandingAnswers(db, series, viewer.userId, input, now());
      return c.json({ answers: await listStandingAnswers(db, series.id, viewer.userId) });
    });
}

/** GET /api/groups/{id}/series: the group's standing hangs, for its active members. */
export function groupSeriesRoutes(ctx: ServerContext) {
  const { db } = ctx;
  return new Hono().get("/:id/series", async (c) => {
    const { viewer } = requireUser(c);
    const { group } = await getGroupAsMember(db, idParam(c, "id", GROUP_NOT_FOUND), viewer);
    const rows = await listGroupSeries(db, group.id);
    return c.json({ series: await seriesViews(db, rows, viewer.userId, ctx.clock.now()) });
  });
}
