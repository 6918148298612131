import { describe, expect, it } from "vitest";
import {
  ANSWER_NOT_AN_OPTION,
  ANSWER_REQUIRED,
  ANSWER_TOO_LONG,
  answerCleanup,
  answerProblems,
  answersToStore,
  type HangQuestion,
  OPTIONS_REPEATED,
  OPTIONS_TOO_FEW,
  questionProblems,
  UNKNOWN_QUESTION,
} from "./questions.ts";

const drink: HangQuestion = {
  id: "drink",
  kind: "choice",
  label: "Drink",
  options: ["Tea", "Coffee"],
  required: true,
  visibility: "host",
};
const song: HangQuestion = {
  id: "song",
  kind: "text",
  label: "Song",
  options: [],
  required: false,
  visibility: "everyone",
};

describe("answerProblems", () => {
  it("names a required question left blank, a choice not offered, a text too long and a stranger", () => {
    expect(answerProblems([drink, song], { song: "  " })).toEqual({ drink: ANSWER_REQUIRED });
    expect(answerProblems([drink], { drink: "Beer" })).toEqual({ drink: ANSWER_NOT_AN_OPTION });
    expect(answerProblems([drink, song], { drink: "Tea", song: "x".repeat(301) })).toEqual({
      song: ANSWER_TOO_LONG,
    });
    expect(answerProblems([drink], { drink: "Tea", other: "?" })).toEqual({ other: UNKNOWN_QUESTION });
    expect(answerProblems([drink, song], { drink: " Tea " })).toEqual({});
  });

  it("stores answers trimmed, without blanks or strangers", () => {
    expect(answersToStore([drink, song], { drink: " Tea ", song: "", other: "x" })).toEqual({ drink: "Tea" });
  });
});

describe("questionProblems", () => {
  it("asks a choice question for two different, written choices", () => {
    expect(questionProblems({ kind: "choice", label: "Pick", options: ["A"] }).options).toBe(OPTIONS_TOO_FEW);
    expect(questionProblems({ kind: "choice", label: "Pick", options: ["A", " A"] }).options).toBe(
      OPTIONS_REPEATED,
    );
    expect(questionProblems({ kind: "choice", label: "Pick", options: ["A", "", "B"] }).option).toEqual({
      1: "Write the choice or remove it",
    });
    expect(questionProblems({ kind: "text", label: " ", options: [] }).label).toBe("Write the question");
  });
});

describe("answerCleanup", () => {
  it("drops a removed question's answers, a changed kind's, and choices that are gone", () => {
    const reworded = { ...song, label: "Your song" };
    expect(answerCleanup([drink, song], [reworded])).toEqual([{ questionId: "drink", keep: "none" }]);
    expect(answerCleanup([drink, song], [drink, { ...song, kind: "choice", options: ["a", "b"] }])).toEqual([
      { questionId: "song", keep: "none" },
    ]);
    expect(answerCleanup([drink], [{ ...drink, options: ["Tea", "Juice"] }])).toEqual([
      { questionId: "drink", keep: ["Tea", "Juice"] },
    ]);
    // Choices added, or only reordered: every answer still fits.
    expect(answerCleanup([drink], [{ ...drink, options: ["Coffee", "Tea", "Juice"] }])).toEqual([]);
  });
});
