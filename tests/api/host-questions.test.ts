// Host questions (issue 48, item 3): up to three per hang, text or one choice, optional or required,
// answered for the host alone or for everyone. Answers are checked and saved with the answer, in
// its transaction; "only the host sees" answers never reach anyone but the host and their guest;
// an edit of the questions drops the answers that no longer fit; the person's data export carries
// them and erasing the answer erases them.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../support/app.ts";
import { hangInput, responseInput } from "../support/factories.ts";
import { signedInAppForFile } from "../support/signed-in-app.ts";
import { sessionCookie, type TestIssuer } from "../support/test-issuer.ts";

const ORIGIN = "http://localhost:5000";
let t: TestApp;
let issuer: TestIssuer;

signedInAppForFile(
  (app, started) => {
    t = app;
    issuer = started;
  },
  { runWorkers: false },
);

const SECRET_DIET = "Allergic to peanuts (host only)";
const QUESTIONS = [
  { kind: "choice", label: "Main course", options: ["Fish", "Pasta", "Salad"], required: true },
  { kind: "text", label: "Song request", visibility: "everyone" },
  { kind: "text", label: "Dietary needs" },
];

interface Question {
  id: string;
  kind: string;
  label: string;
  options: string[];
  required: boolean;
  visibility: string;
}

async function newHang(questions: unknown = QUESTIONS) {
  const res = await t.request("POST", "/api/hangs", hangInput({ questions } as never));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; editToken: string; questions: Question[] };
}

function answerBody(name: string, questionAnswers?: Record<string, string>, isPublic = true) {
  return responseInput({
    guestName: name,
    guestEmail: `${name.toLowerCase()}@example.com`,
    isPublic,
    ...(questionAnswers ? { questionAnswers } : {}),
  } as never);
}

const answer = (hangId: string, name: string, questionAnswers?: Record<string, string>, isPublic = true) =>
  t.request("POST", `/api/hangs/${hangId}/responses`, answerBody(name, questionAnswers, isPublic));

const asHost = (hang: { editToken: string }) => ({ "X-Edit-Token": hang.editToken });

async function storedAnswers(hangId: string) {
  const query = sql`select count(*)::int as n from question_answers where hang_id = ${hangId}`;
  const { rows } = (await t.ctx.db.execute(query)) as unknown as { rows: { n: number }[] };
  return rows[0]!.n;
}

describe("questions on create and edit", () => {
  it("gives each question an id and shows the questions (never the answers) on the public view", async () => {
    const hang = await newHang();
    expect(hang.questions).toEqual([
      expect.objectContaining({ kind: "choice", label: "Main course", required: true, visibility: "host" }),
      expect.objectContaining({ kind: "text", label: "Song request", options: [], visibility: "everyone" }),
      expect.objectContaining({ kind: "text", label: "Dietary needs", required: false, visibility: "host" }),
    ]);
    expect(new Set(hang.questions.map((q) => q.id)).size).toBe(3);
    const open = await t.request("GET", `/api/hangs/${hang.id}`);
    expect(open.body.questions).toEqual(hang.questions);
  });

  it.each([
    [
      "four questions",
      [...QUESTIONS, { kind: "text", label: "One more" }],
      "questions",
      "At most 3 questions",
    ],
    ["a blank question", [{ kind: "text", label: "  " }], "questions.0.label", "Write the question"],
    [
      "one choice",
      [{ kind: "choice", label: "Pick", options: ["Only"] }],
      "questions.0.options",
      "Give at least 2 choices",
    ],
    [
      "eleven choices",
      [{ kind: "choice", label: "Pick", options: Array.from({ length: 11 }, (_, i) => `O${i}`) }],
      "questions.0.options",
      "At most 10 choices",
    ],
    [
      "the same choice twice",
      [{ kind: "choice", label: "Pick", options: ["A", "A"] }],
      "questions.0.options",
      "Each choice must be different",
    ],
    [
      "an unknown kind",
      [{ kind: "essay", label: "Tell us" }],
      "questions.0.kind",
      "A question is text or choice",
    ],
  ])("refuses %s with 400 and a message at the field", async (_, questions, field, message) => {
    const res = await t.request("POST", "/api/hangs", hangInput({ questions } as never));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });
});

describe("answers to the questions", () => {
  it("refuses a missing required answer, an unknown choice, a 10,000-character answer and an unknown question, storing nothing", async () => {
    const hang = await newHang();
    const [main, song] = hang.questions as [Question, Question, Question];

    const missing = await answer(hang.id, "Ana", { [song.id]: "Dancing Queen" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Main course: This question needs an answer");
    expect(missing.body.errors).toEqual({ [`questionAnswers.${main.id}`]: "This question needs an answer" });
    // Left out altogether is missing too.
    expect((await answer(hang.id, "Ana")).status).toBe(400);

    const unknownChoice = await answer(hang.id, "Ana", { [main.id]: "Steak" });
    expect(unknownChoice.status).toBe(400);
    expect(unknownChoice.body.errors[`questionAnswers.${main.id}`]).toBe(
      "Choose one of the question's choices",
    );

    const huge = await answer(hang.id, "Ana", { [main.id]: "Fish", [song.id]: "x".repeat(10_000) });
    expect(huge.status).toBe(400);
    expect(huge.body.errors[`questionAnswers.${song.id}`]).toBe("Answers are at most 300 characters");

    const stranger = await answer(hang.id, "Ana", { [main.id]: "Fish", nope: "?" });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors["questionAnswers.nope"]).toBe("That question is not part of this hang");

    // Nothing of the answer was stored.
    expect((await t.request("GET", `/api/hangs/${hang.id}/summary`)).body.total).toBe(0);
    expect(await storedAnswers(hang.id)).toBe(0);
  });

  it("checks each of answers arriving together on its own: one refused, the others stored with theirs", async () => {
    const hang = await newHang();
    const [main] = hang.questions as [Question, Question, Question];
    const results = await Promise.all([
      answer(hang.id, "Ada", { [main.id]: "Fish" }),
      answer(hang.id, "Bo", {}),
      answer(hang.id, "Cid", { [main.id]: "Salad" }),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 400, 201]);
    expect(results[0]!.body.questionAnswers).toEqual({ [main.id]: "Fish" });
    expect((await t.request("GET", `/api/hangs/${hang.id}/summary`)).body.total).toBe(2);
    expect(await storedAnswers(hang.id)).toBe(2);
  });

  it("saves the answers with the answer, and a change replaces them (left out: kept)", async () => {
    const hang = await newHang();
    const [main, song, diet] = hang.questions as [Question, Question, Question];
    const res = await answer(hang.id, "Ben", { [main.id]: "Pasta", [song.id]: "  Africa  ", [diet.id]: "" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Trimmed, and a blank answer is no answer.
    expect(res.body.questionAnswers).toEqual({ [main.id]: "Pasta", [song.id]: "Africa" });
    const own = { "X-Response-Secret": res.body.secret };

    const path = `/api/hangs/${hang.id}/responses/${res.body.id}`;
    const kept = await t.request("PUT", path, answerBody("Ben"), own);
    expect(kept.status).toBe(200);
    expect(kept.body.questionAnswers).toEqual({ [main.id]: "Pasta", [song.id]: "Africa" });

    const changed = await t.request(
      "PUT",
      path,
      answerBody("Ben", { [main.id]: "Salad", [diet.id]: SECRET_DIET }),
      own,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.questionAnswers).toEqual({ [main.id]: "Salad", [diet.id]: SECRET_DIET });
    expect((await t.request("GET", path, undefined, own)).body.questionAnswers).toEqual(
      changed.body.questionAnswers,
    );

    // A change that sends answers must still answer what is required; the stored ones stay.
    const cleared = await t.request("PUT", path, answerBody("Ben", { [main.id]: "" }), own);
    expect(cleared.status).toBe(400);
    expect((await t.request("GET", path, undefined, own)).body.questionAnswers[main.id]).toBe("Salad");
  });

  it("shows 'everyone sees' answers on the public list and never lets 'only the host sees' answers out", async () => {
    const hang = await newHang();
    const [main, song, diet] = hang.questions as [Question, Question, Question];
    const cy = await answer(hang.id, "Cy", {
      [main.id]: "Fish",
      [song.id]: "Take On Me",
      [diet.id]: SECRET_DIET,
    });
    // Kept private: the name is "Anonymous" to others, the everyone-sees answer still shows.
    const dee = await answer(hang.id, "Dee", { [main.id]: "Pasta", [song.id]: "Jolene" }, false);
    expect([cy.status, dee.status]).toEqual([201, 201]);

    const publicReads = [
      `/api/hangs/${hang.id}`,
      `/api/hangs/${hang.id}/responses`,
      `/api/hangs/${hang.id}/responses/${cy.body.id}`,
      `/api/hangs/${hang.id}/summary`,
      `/api/hangs/${hang.id}/summary/names`,
      `/api/hangs/${hang.id}/question-answers`,
    ];
    for (const path of publicReads) {
      const res = await t.request("GET", path);
      expect(res.status, path).toBe(200);
      const text = JSON.stringify(res.body);
      // The choices themselves are public (the form shows them); which one someone picked is not.
      for (const hidden of [SECRET_DIET, `"${main.id}":`, "cy@example.com"])
        expect(text, path).not.toContain(hidden);
    }
    // Another guest, holding their own secret, sees no more of Cy's answer.
    const asDee = { "X-Response-Secret": dee.body.secret };
    const seenByDee = await t.request(
      "GET",
      `/api/hangs/${hang.id}/responses/${cy.body.id}`,
      undefined,
      asDee,
    );
    expect(seenByDee.body.questionAnswers).toEqual({ [song.id]: "Take On Me" });

    const list = (await t.request("GET", `/api/hangs/${hang.id}/responses`)).body;
    expect(
      list.map((r: { guestName: string; questionAnswers: object }) => [r.guestName, r.questionAnswers]),
    ).toEqual([
      ["Cy", { [song.id]: "Take On Me" }],
      ["Anonymous", { [song.id]: "Jolene" }],
    ]);
    const shown = (await t.request("GET", `/api/hangs/${hang.id}/question-answers`)).body;
    expect(shown.questions.map((q: Question) => q.id)).toEqual([song.id]);
    expect(shown.rows).toEqual([
      { id: cy.body.id, guestName: "Cy", isPublic: true, answers: { [song.id]: "Take On Me" } },
      { id: dee.body.id, guestName: "Anonymous", isPublic: false, answers: { [song.id]: "Jolene" } },
    ]);

    // The host sees everything, on every list.
    const host = (await t.request("GET", `/api/hangs/${hang.id}/question-answers`, undefined, asHost(hang)))
      .body;
    expect(host.questions).toHaveLength(3);
    expect(host.rows[0].answers).toEqual({
      [main.id]: "Fish",
      [song.id]: "Take On Me",
      [diet.id]: SECRET_DIET,
    });
    expect(host.rows[1].guestName).toBe("Dee");
    const hostList = (await t.request("GET", `/api/hangs/${hang.id}/responses`, undefined, asHost(hang)))
      .body;
    expect(hostList[0].questionAnswers[diet.id]).toBe(SECRET_DIET);
  });

  it("pages the answers list by cursor", async () => {
    const hang = await newHang([{ kind: "text", label: "Song", visibility: "everyone" }]);
    const song = hang.questions[0]!.id;
    for (const name of ["Ann", "Bob", "Cat"]) await answer(hang.id, name, { [song]: `${name}'s song` });
    await answer(hang.id, "Dan"); // answered nothing: not on the list
    const first = (await t.request("GET", `/api/hangs/${hang.id}/question-answers?limit=2`)).body;
    expect(first.rows.map((r: { guestName: string }) => r.guestName)).toEqual(["Ann", "Bob"]);
    const next = (
      await t.request("GET", `/api/hangs/${hang.id}/question-answers?limit=2&cursor=${first.nextCursor}`)
    ).body;
    expect(next.rows.map((r: { guestName: string }) => r.guestName)).toEqual(["Cat"]);
    expect(next.nextCursor).toBeNull();
  });
});

describe("editing questions after people answered", () => {
  it("drops a removed question's answers, a changed kind's, and choices that are gone; keeps the rest", async () => {
    const hang = await newHang();
    const [main, song, diet] = hang.questions as [Question, Question, Question];
    const eve = await answer(hang.id, "Eve", { [main.id]: "Fish", [song.id]: "Hey Ya", [diet.id]: "Vegan" });
    const fay = await answer(hang.id, "Fay", { [main.id]: "Pasta" });
    const edit = await t.request(
      "PUT",
      `/api/hangs/${hang.id}/edit`,
      {
        questions: [
          // Fish is gone, Pasta stays; reworded: answers kept.
          { ...main, label: "Main dish", options: ["Pasta", "Salad", "Tofu"] },
          // Text became a choice: its answers no longer fit.
          { ...song, kind: "choice", options: ["Rock", "Pop"] },
          // "Dietary needs" removed.
        ],
      },
      asHost(hang),
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.questions.map((q: Question) => q.id)).toEqual([main.id, song.id]);
    const read = async (id: string, secret: string) =>
      (
        await t.request("GET", `/api/hangs/${hang.id}/responses/${id}`, undefined, {
          "X-Response-Secret": secret,
        })
      ).body.questionAnswers;
    expect(await read(eve.body.id, eve.body.secret)).toEqual({});
    expect(await read(fay.body.id, fay.body.secret)).toEqual({ [main.id]: "Pasta" });
    expect(await storedAnswers(hang.id)).toBe(1);
  });
});

describe("the person's own data", () => {
  it("exports their answers to questions, and erasing the answer erases them", async () => {
    const hang = await newHang();
    const [main, , diet] = hang.questions as [Question, Question, Question];
    const idToken = await issuer.idToken({ sub: "gus", email: "gus@example.com", given_name: "Gus" });
    const session = {
      cookie: sessionCookie((await t.request("POST", "/api/auth/google", { idToken })).headers),
      origin: ORIGIN,
    };
    const res = await t.request(
      "POST",
      `/api/hangs/${hang.id}/responses`,
      answerBody("Gus", { [main.id]: "Salad", [diet.id]: "No onions" }),
      session,
    );
    expect(res.status).toBe(201);
    const data = (await t.request("GET", "/api/user/export", undefined, session)).body;
    const mine = data.answers.find((a: { hangId: string }) => a.hangId === hang.id);
    expect(mine.questionAnswers).toEqual({ [main.id]: "Salad", [diet.id]: "No onions" });
    expect(mine.questions.map((q: Question) => q.label)).toEqual([
      "Main course",
      "Song request",
      "Dietary needs",
    ]);

    const erased = await t.request("DELETE", `/api/hangs/${hang.id}/responses/${res.body.id}`, undefined, {
      origin: ORIGIN,
      "X-Response-Secret": res.body.secret,
    });
    expect(erased.status).toBeLessThan(300);
    expect(await storedAnswers(hang.id)).toBe(0);
  });
});
