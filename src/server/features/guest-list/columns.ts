// The guest list's columns, in the host's language: who, their answer per time (headed by the time
// as the host reads it), their party, their place in line, their answers to the host's questions,
// what they bring, and when they answered.
import { hostEntryOf, shownAddress } from "../../../shared/host-answers.ts";
import { readQuestions } from "../../../shared/questions.ts";
import type { Answer } from "../../../shared/responses.ts";
import { slotKey } from "../../../shared/time-slots.ts";
import type { HangRow } from "../../db/schema.ts";
import type { MailWords } from "../../mail/words.ts";
import type { GuestListRow } from "./queries.ts";
import type { WaitlistCell } from "./waitlist-places.ts";

type Cell = string | number | null;

export interface GuestListColumns {
  header: string[];
  cells(row: GuestListRow): Cell[];
}

/** `waitlistPlace`: the answer's place in line, when it waits (undefined: it does not). */
export function guestListColumns(
  hang: HangRow,
  words: MailWords,
  waitlistPlace: WaitlistCell,
): GuestListColumns {
  const answerWord: Record<Answer, string> = {
    yes: words.t("guestList.yes"),
    maybe: words.t("guestList.maybe"),
    no: words.t("guestList.no"),
  };
  const word = (answer: Answer | undefined) => (answer ? answerWord[answer] : "");
  const entry = { host: words.t("hostAnswerCsv.waiting"), confirmed: words.t("hostAnswerCsv.confirmed") };
  const hostEntryCell = (row: GuestListRow) => {
    const state = hostEntryOf(row);
    return state ? entry[state] : "";
  };
  const keys = hang.timeSlots.map(slotKey);
  const questions = readQuestions(hang.questions);
  // An older hang without slots has one overall answer and the time windows the guest listed.
  const answerHeader =
    keys.length > 0
      ? hang.timeSlots.map((slot) => words.slot(slot))
      : [words.t("guestList.answer"), words.t("guestList.times")];
  const answerCells = (row: GuestListRow): Cell[] =>
    keys.length > 0
      ? keys.map((key) => word(row.timeSlotAvailability[key]))
      : [word(row.response), row.availableTimeWindows.join("; ")];
  return {
    header: [
      words.t("guestList.name"),
      words.t("guestList.email"),
      ...answerHeader,
      words.t("guestList.partySize"),
      words.t("guestList.guestNames"),
      words.t("guestList.waitlistPlace"),
      ...questions.map((q) => q.label),
      words.t("guestList.bringing"),
      words.t("hostAnswerCsv.column"),
      words.t("guestList.answeredAt"),
    ],
    cells: (row) => [
      row.guestName,
      // An answer the host entered without an e-mail has a stand-in address: none is shown.
      shownAddress(row.guestEmail),
      ...answerCells(row),
      1 + row.plusOnes,
      row.plusOneNames.join("; "),
      waitlistPlace(row.id) ?? null,
      ...questions.map((q) => row.answers[q.id] ?? ""),
      row.bringing.join("; "),
      hostEntryCell(row),
      row.answeredAt.toISOString(),
    ],
  };
}
