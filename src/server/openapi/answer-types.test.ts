// What the routes answer (their views' types) fits the answer schemas the OpenAPI document is built
// from: a field a view drops, renames or retypes fails `tsc` here before any test runs.
import { it } from "vitest";
import type { z } from "zod";
import type { MailOverview, PeoplePage, SignInOverview, TestMailResult } from "../../shared/admin.ts";
import type { bringItemViewSchema } from "../../shared/api/activities.ts";
import type {
  mailOverviewSchema,
  peoplePageSchema,
  signInOverviewSchema,
  testMailResultSchema,
} from "../../shared/api/admin.ts";
import type {
  fullResponseSchema,
  namesPageSchema,
  publicResponseSchema,
  summarySchema,
} from "../../shared/api/answers.ts";
import type { userHangSchema } from "../../shared/api/groups.ts";
import type { editableHangSchema, hostHangSchema, publicHangSchema } from "../../shared/api/hangs.ts";
import type { BringItemView } from "../../shared/bring-list.ts";
import type { NamesPage, ResponsesSummary } from "../../shared/summary.ts";
import type { UserHang } from "../../shared/user-hangs.ts";
import type { editableHangView, HostHang, PublicHang } from "../features/hangs/views.ts";
import type { FullResponse, PublicResponse } from "../features/responses/views.ts";

/** Compiles only when a value of type A may be used where B is asked for. */
const fits = <A extends B, B>(value?: A): A | undefined => value;

it("answers what the document says", () => {
  fits<PublicHang, z.output<typeof publicHangSchema>>();
  // The view types its viewer as any viewer; the host's is always `{ isHost: true }`.
  fits<Omit<HostHang, "viewer">, Omit<z.output<typeof hostHangSchema>, "viewer">>();
  fits<ReturnType<typeof editableHangView>, z.output<typeof editableHangSchema>>();
  fits<PublicResponse, z.output<typeof publicResponseSchema>>();
  fits<FullResponse, z.output<typeof fullResponseSchema>>();
  fits<ResponsesSummary, z.output<typeof summarySchema>>();
  fits<NamesPage, z.output<typeof namesPageSchema>>();
  fits<BringItemView, z.output<typeof bringItemViewSchema>>();
  fits<UserHang, z.output<typeof userHangSchema>>();
  fits<MailOverview, z.output<typeof mailOverviewSchema>>();
  fits<TestMailResult, z.output<typeof testMailResultSchema>>();
  fits<SignInOverview, z.output<typeof signInOverviewSchema>>();
  fits<PeoplePage, z.output<typeof peoplePageSchema>>();
});
