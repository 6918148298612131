// Standing hangs end to end, with the app as real processes and its clock moved a week at a time
// across restarts (CLOCK_OFFSET_MS): a weekly series set up through POST /api/series opens each of
// eight rounds exactly once, one hang per round and one invitation per invitee per round, with its
// times at 7 PM in New York on both sides of the change to summer time (14 March 2027), even when
// an instance is killed (kill -9) as a round opens and, on PostgreSQL, with two instances looking
// at once. A member's standing answers are each round's answers, counted in its summary.
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server.ts";
import type { ReceivedMail } from "../support/smtp-sink.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { sessionCookie, startTestIssuer, type TestIssuer } from "../support/test-issuer.ts";

const onPostgres = process.env.TEST_DB === "postgres";
const H = 3_600_000;
const DAY = 24 * H;
const WEEKS = 8;
/** The week whose round opens as an instance is killed. */
const KILLED_WEEK = 4;
const STARTS_ON = "2027-02-15"; // a Monday; rounds 15 Feb … 5 April, first times on Tuesdays
const GUESTS = Array.from({ length: 24 }, (_, i) => `guest${i + 1}@example.com`);
const WALT = "walt@example.com";
const INVITED = [WALT, ...GUESTS];

let issuer: TestIssuer;
let sink: SmtpSink;
const servers: RunningServer[] = [];

beforeAll(async () => {
  issuer = await startTestIssuer();
  sink = await startSmtpSink();
});
afterAll(async () => {
  for (const s of servers.reverse()) await s.stop();
  for (const s of new Set(servers.map((s) => s.location))) await s.dispose().catch(() => {});
  await sink?.stop();
  await issuer?.close();
});

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** New York's clocks spring forward on 14 March 2027: EST (−05:00) before, EDT (−04:00) after. */
const newYork = (date: string, time: string) =>
  Date.parse(`${date}T${time}:00Z`) + (date < "2027-03-14" ? 5 : 4) * H;
const roundDate = (week: number) => addDays(STARTS_ON, 7 * week);
const tuesday = (week: number) => addDays(roundDate(week), 1);
const thursday = (week: number) => addDays(roundDate(week), 3);
/** Five days before the round's first time: inside its window (10 days before to 3 days before) only. */
const weekMoment = (week: number) => newYork(addDays(tuesday(week), -5), "12:00");

const env = (appNow: number) => ({
  OIDC_ISSUER: issuer.issuer,
  OIDC_CLIENT_ID: issuer.clientId,
  OIDC_CLIENT_SECRET: "test-secret",
  SMTP_URL: sink.url,
  CLOCK_OFFSET_MS: String(Math.round(appNow - Date.now())),
  JOB_RETRY_DELAY_SECONDS: "1",
  JOB_POLL_INTERVAL_MS: "250",
  JOB_EXPIRE_SECONDS: "10",
  SERIES_SWEEP_MS: "1000",
});

async function signIn(server: RunningServer, name: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/google`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({
      idToken: await issuer.idToken({
        sub: `sub-${name}`,
        email: `${name}@example.com`,
        given_name: name[0]!.toUpperCase() + name.slice(1),
        family_name: "Test",
      }),
    }),
  });
  expect(res.status).toBe(200);
  return sessionCookie(res.headers);
}

async function call(server: RunningServer, cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: server.url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

interface Round {
  date: string;
  status: string;
  hangId: string | null;
}

async function roundsOf(server: RunningServer, cookie: string, seriesId: string): Promise<Round[]> {
  const res = await call(server, cookie, "GET", `/api/series/${seriesId}`);
  expect(res.status).toBe(200);
  return res.body.rounds;
}

const hangIn = (mail: ReceivedMail) => /\/hang\/([0-9a-f-]{36})/.exec(mail.text)?.[1];
const invitations = () => sink.received.filter((m) => m.subject === "Hana Test invited you: Board games");

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The instances of one week: both on one PostgreSQL database, else one with the embedded one. */
async function startWeek(location: RunningServer["location"], appNow: number): Promise<RunningServer[]> {
  const count = onPostgres ? 2 : 1;
  const started = await Promise.all(
    Array.from({ length: count }, () => startServer({ location, env: env(appNow) })),
  );
  servers.push(...started);
  return started;
}

async function stopAll(running: RunningServer[]) {
  for (const s of running) {
    await s.stop();
    servers.splice(servers.indexOf(s), 1);
  }
}

it(onPostgres
  ? "opens each of 8 weekly rounds once with two instances, across DST, a kill -9 and restarts"
  : "opens each of 8 weekly rounds once across DST, a kill -9 and restarts", async () => {
  // Set up a week before the first round opens, and walt keeps his standing answers.
  const setup = await startServer({ env: env(weekMoment(0) - 7 * DAY) });
  servers.push(setup);
  const location = setup.location;
  const hana = await signIn(setup, "hana");
  const created = await call(setup, hana, "POST", "/api/series", {
    name: "Board games",
    vibe: "couch-hang",
    rrule: "FREQ=WEEKLY;INTERVAL=1",
    startsOn: STARTS_ON,
    slots: [
      { weekday: 2, startTime: "19:00", duration: "3h" },
      { weekday: 4, startTime: "19:00", duration: "3h" },
    ],
    emails: INVITED,
    hostTimezone: "America/New_York",
    opensDaysBefore: 10,
    answerByDaysBefore: 3,
    // Each week's jump would otherwise make every earlier round's nudges due at once.
    nudges: false,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const seriesId = created.body.id as string;
  expect(created.body.rounds.every((r: Round) => r.hangId === null)).toBe(true);
  const walt = await signIn(setup, "walt");
  const kept = await call(setup, walt, "PUT", `/api/series/${seriesId}/standing-answers`, {
    answers: [
      { weekday: 2, startTime: "19:00", answer: "yes" },
      { weekday: 4, startTime: "19:00", answer: "maybe" },
    ],
  });
  expect(kept.status, JSON.stringify(kept.body)).toBe(200);
  await stopAll([setup]);

  const hangOfWeek: string[] = [];
  const tried: number[] = [];
  for (let week = 0; week < WEEKS; week++) {
    if (week === KILLED_WEEK) {
      // Killed at growing moments after it answers (its start-up look for due rounds is under way
      // by then), until one kill comes after the round opened: the others fell before or during it.
      const outcomes: string[] = [];
      for (const delayMs of [0, 50, 150, 300, 600, 1200, 2400]) {
        const doomed = await startServer({ location, env: env(weekMoment(week)) });
        servers.push(doomed);
        await new Promise((r) => setTimeout(r, delayMs));
        await doomed.kill();
        servers.splice(servers.indexOf(doomed), 1);
        const log = doomed.output();
        const outcome = /series_rounds_opened/.test(log)
          ? "after"
          : /series_round_opening/.test(log)
            ? "during"
            : "before";
        outcomes.push(outcome);
        if (outcome === "after") break;
      }
      console.info(`week ${week}: killed as the round opened: ${outcomes.join(", ")}`);
    }
    const running = await startWeek(location, weekMoment(week));
    const cookie = await signIn(running[0]!, "hana");
    let round: Round | undefined;
    await until(
      async () => {
        round = (await roundsOf(running[0]!, cookie, seriesId)).find((r) => r.date === roundDate(week));
        return Boolean(round?.hangId);
      },
      `round ${roundDate(week)} to open`,
    );
    const hangId = round!.hangId!;
    hangOfWeek.push(hangId);
    // Everyone's invitation to this round arrives before the clock moves on.
    await until(
      () =>
        new Set(
          invitations()
            .filter((m) => hangIn(m) === hangId)
            .map((m) => m.to),
        ).size === INVITED.length,
      `the invitations of round ${roundDate(week)}`,
    );
    // Informative: how many of the week's instances went for the round (the key let one in).
    tried.push(
      running.filter((s) =>
        s
          .output()
          .split("\n")
          .some(
            (line) =>
              line.includes('"series_round_opening"') && line.includes(`"round":"${roundDate(week)}"`),
          ),
      ).length,
    );
    await stopAll(running);
  }
  console.info(`instances that went for each week's round: ${tried.join(", ")}`);

  // One hang per round, each round its own.
  expect(new Set(hangOfWeek).size).toBe(WEEKS);
  const last = await startServer({ location, env: env(weekMoment(WEEKS - 1)) });
  servers.push(last);
  const cookie = await signIn(last, "hana");
  const rounds = await roundsOf(last, cookie, seriesId);
  for (const [week, hangId] of hangOfWeek.entries()) {
    expect(rounds.find((r) => r.date === roundDate(week))?.hangId).toBe(hangId);
  }
  // Opened rounds are ordinary hangs: the rule's times at 7 PM in New York, before and after DST.
  for (const [week, hangId] of hangOfWeek.entries()) {
    const hang = (await call(last, cookie, "GET", `/api/hangs/${hangId}`)).body;
    expect(hang.timeSlots, `week ${week}`).toEqual([
      { date: tuesday(week), startTime: "19:00", endTime: "22:00", duration: "3h" },
      { date: thursday(week), startTime: "19:00", endTime: "22:00", duration: "3h" },
    ]);
    expect(hang.hostTimezone).toBe("America/New_York");
    expect(new Date(hang.answerBy).getTime(), `week ${week}`).toBe(
      newYork(addDays(tuesday(week), -3), "19:00"),
    );
    // walt's standing answers are his answers to every round, and counted.
    const summary = (await call(last, cookie, "GET", `/api/hangs/${hangId}/summary`)).body;
    expect(summary.total, `week ${week}`).toBe(1);
    expect(summary.slots.map((s: { yes: { count: number } }) => s.yes.count)).toEqual([1, 0]);
    expect(summary.slots.map((s: { maybe: { count: number } }) => s.maybe.count)).toEqual([0, 1]);
  }
  // The 7 PM slot is 00:00 UTC the next day in winter and 23:00 UTC in summer.
  expect(new Date(newYork(tuesday(2), "19:00")).toISOString()).toBe("2027-03-03T00:00:00.000Z");
  expect(new Date(newYork(tuesday(5), "19:00")).toISOString()).toBe("2027-03-23T23:00:00.000Z");

  // Each invitee got one invitation per round (a message resent after a kill carries the same
  // Message-ID, so a mailbox keeps one: what a person sees is what is counted).
  const all = invitations();
  expect(all.every((m) => hangOfWeek.includes(hangIn(m)!))).toBe(true);
  for (const hangId of hangOfWeek) {
    for (const to of INVITED) {
      const ids = new Set(all.filter((m) => m.to === to && hangIn(m) === hangId).map((m) => m.messageId));
      expect(ids.size, `${to} for ${hangId}`).toBe(1);
    }
  }
  expect(new Set(all.map((m) => m.messageId)).size).toBe(WEEKS * INVITED.length);
  // walt's say what he was put down as, with the link to change it; the others ask.
  for (const mail of all.filter((m) => m.to === WALT)) {
    expect(mail.text).toContain("We put you down as:");
    expect(mail.text).toMatch(/Tuesday, .*: Yes/);
    expect(mail.text).toMatch(/Thursday, .*: Maybe/);
    expect(mail.text).toMatch(/\?response=[0-9a-f-]+&key=/);
  }
  expect(all.filter((m) => m.to === GUESTS[0]).every((m) => m.text.includes("?invite="))).toBe(true);
}, 420_000);
