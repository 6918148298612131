// Errors whose texts carry values (counts, a day on the host's clock, a wait) and the rate limits'
// refusals: the same in English as the code's message, and in the reader's language otherwise.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answered, OTHER_LANGUAGES, refusal } from "../../../tests/support/error-answers.ts";
import { answersClosedMessage } from "../../shared/answer-by.ts";
import { hangFullMessage } from "../../shared/capacity.ts";
import { createHangSchema } from "../../shared/hang.ts";
import { answerByDayIn } from "../../shared/i18n/date-format.ts";
import type { PageLocale } from "../../shared/i18n/locales.ts";
import { AppError, parseWith } from "../http/errors.ts";
import { LIMIT_NAMES, refusalsFor } from "../http/rate-limits.ts";
import { rateLimitEnv, rateLimitRules } from "../rate-limit-config.ts";
import { translate } from "./response-text.ts";

describe("an error with values", () => {
  it("renders its values in German through translate, and says in English what its message says", () => {
    const error = new AppError(
      "conflict",
      "This hang has reached its limit of 1,000 answers, so it cannot take more.",
      undefined,
      { id: "error.answersLimit", values: { max: 1000 } },
    );
    expect(translate(error.text!, "de")).toBe(
      "Dieses Treffen hat sein Limit von 1.000 Antworten erreicht und kann keine weiteren annehmen.",
    );
    expect(translate(error.text!, "en")).toBe(error.message);
  });

  it("writes a day on the host's clock in the reader's language", async () => {
    const answerBy = new Date("2027-12-03T23:30:00Z");
    const zone = "Pacific/Auckland";
    const error = new AppError("conflict", answersClosedMessage(answerBy, zone, "Hana"), undefined, {
      id: "answer.closed",
      values: { day: (locale: PageLocale) => answerByDayIn(answerBy, zone, locale), hostName: "Hana" },
    });
    expect((await answered(error, "en")).message).toBe("Answers closed on Sat, Dec 4. Ask Hana to reopen.");
    expect((await answered(error, "de")).message).toBe(
      "Die Antworten wurden am Sa., 4. Dez. geschlossen. Bitte Hana, sie wieder zu öffnen.",
    );
  });

  it("puts a field's text with values in the reader's language", async () => {
    const tooLong = refusal(() =>
      parseWith(z.object({ name: createHangSchema.shape.name }), { name: "x".repeat(200) }),
    );
    expect((await answered(tooLong, "en")).errors).toEqual({ name: "Must be at most 120 characters" });
    expect((await answered(tooLong, "es")).errors).toEqual({ name: "Máximo 120 caracteres" });
    const { title, description } = hangFullMessage(12);
    const full = new AppError("conflict", title, { response: description }, undefined, {
      response: { id: "answer.spotsTakenMaybe", values: { capacity: 12 } },
    });
    expect(await answered(full, "en")).toEqual({ message: title, errors: { response: description } });
    expect((await answered(full, "de")).errors?.response).toBe(
      "Alle 12 Plätze sind vergeben. Du kannst mit „Vielleicht“ antworten, falls Plätze frei werden.",
    );
  });
});

describe("the rate limits' refusals", () => {
  const rules = rateLimitRules(z.object(rateLimitEnv).parse({}));
  const WAITS = [
    0,
    1,
    59_000,
    60_000,
    60_001,
    5 * 60_000 + 1,
    59 * 60_000,
    3_600_000,
    3_600_001,
    3 * 3_600_000,
  ];

  it("say in English, from the catalog, exactly what their message says, and differ in Spanish and German", () => {
    for (const name of LIMIT_NAMES) {
      for (const [scope, { message, text }] of Object.entries(refusalsFor(name, rules[name]))) {
        for (const ms of WAITS) {
          const where = `${name}:${scope} after ${ms} ms`;
          expect(translate(text(ms), "en"), where).toBe(message(ms));
          for (const locale of OTHER_LANGUAGES)
            expect(translate(text(ms), locale), where).not.toBe(message(ms));
        }
      }
    }
  });

  it("word a limit over any other span, and a rule the catalog does not know, as English does", () => {
    const odd = refusalsFor("answer", {
      noun: "answers",
      perAddress: { points: 5, seconds: 600 },
      perHang: { points: 1000, seconds: 600 },
    });
    expect(translate(odd.hang!.text(90_000), "en")).toBe(odd.hang!.message(90_000));
    expect(odd.hang!.message(90_000)).toBe(
      "This hang has reached its limit of 1000 answers 600 seconds. Try again in 2 minutes.",
    );
    expect(translate(odd.hang!.text(90_000), "es")).toBe(
      "Esta quedada ha alcanzado su límite de 1000 respuestas cada 600 segundos. Vuelve a intentarlo en 2 minutos.",
    );
    expect(translate(refusalsFor("vote", rules.vote).address!.text(3 * 60_000), "de")).toBe(
      "Zu viele Stimmen aus deinem Netzwerk. Versuch es in 3 Minuten noch einmal.",
    );
  });
});
