import { setupI18n } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { english } from "../../../../tests/support/english.ts";
import type { InstanceLimit } from "../../../shared/admin.ts";
import { de } from "../../../shared/i18n/catalogs/de.ts";
import type { MessageId } from "../../../shared/i18n/catalogs/en.ts";
import { es } from "../../../shared/i18n/catalogs/es.ts";
import { limitText } from "./limit-text.ts";

type Translate = Parameters<typeof limitText>[1];

/** A translator for one language, its messages compiled as the server compiles them. */
function translator(locale: string, catalog: Record<MessageId, string>): Translate {
  const messages = Object.fromEntries(
    Object.entries<string>(catalog).map(([id, message]) => [id, compileMessageOrThrow(message)]),
  );
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (id, values) => i18n._(id, values);
}

const HOUR = 3600;
const MINUTE = 60;

/** The default limits, as GET /api/admin/instance sends them (tests/api/admin.test.ts). */
const DEFAULTS: InstanceLimit[] = [
  { name: "createHang", parts: [{ points: 60, per: "address", seconds: HOUR }] },
  {
    name: "answer",
    parts: [
      { points: 120, per: "address", seconds: MINUTE },
      { points: 200, per: "hang", seconds: MINUTE },
    ],
  },
  {
    name: "changeAnswer",
    parts: [
      { points: 120, per: "address", seconds: MINUTE },
      { points: 200, per: "hang", seconds: MINUTE },
    ],
  },
  {
    name: "suggest",
    parts: [
      { points: 30, per: "address", seconds: MINUTE },
      { points: 60, per: "hang", seconds: MINUTE },
    ],
  },
  {
    name: "vote",
    parts: [
      { points: 300, per: "address", seconds: MINUTE },
      { points: 600, per: "hang", seconds: MINUTE },
    ],
  },
  {
    name: "invite",
    parts: [
      { points: 200, per: "address", seconds: HOUR },
      { points: 100, per: "hang", seconds: HOUR },
      { points: 50, per: "group", seconds: HOUR },
      { points: 10, per: "recipient", seconds: HOUR },
    ],
  },
  { name: "placeSearch", parts: [{ points: 60, per: "address", seconds: MINUTE }] },
  { name: "calendarFetch", parts: [{ points: 20, per: "address", seconds: 10 * MINUTE }] },
  { name: "signIn", parts: [{ points: 30, per: "address", seconds: MINUTE }] },
  {
    name: "createGroup",
    parts: [
      { points: 30, per: "address", seconds: HOUR },
      { points: 10, per: "account", seconds: HOUR },
    ],
  },
  { name: "feed", parts: [{ points: 3000, per: "address", seconds: HOUR }] },
  { name: "maxAnswersPerHang", points: 2000 },
  { name: "liveStreamsPerAddress", points: 20 },
];

const sentences = (t: Translate) =>
  Object.fromEntries(DEFAULTS.map((limit) => [limit.name, limitText(limit, t)]));

describe("the limits in force", () => {
  it("read in English as they always have, numbers written the English way", () => {
    expect(sentences(english)).toEqual({
      createHang: "60 new hangs per address in an hour",
      answer: "120 answers per address in a minute; 200 answers per hang in a minute",
      changeAnswer: "120 answer changes per address in a minute; 200 answer changes per hang in a minute",
      suggest: "30 suggestions per address in a minute; 60 suggestions per hang in a minute",
      vote: "300 votes per address in a minute; 600 votes per hang in a minute",
      invite:
        "200 invitations per address in an hour; 100 invitations per hang in an hour; 50 invitations per group in an hour; 10 invitations per recipient in an hour",
      placeSearch: "60 place searches per address in a minute",
      calendarFetch: "20 calendar checks per address in 10 minutes",
      signIn: "30 sign-in attempts per address in a minute",
      createGroup: "30 new groups per address in an hour; 10 new groups per account in an hour",
      feed: "3,000 calendar feed reads per address in an hour",
      maxAnswersPerHang: "2,000 answers per hang in all",
      liveStreamsPerAddress: "20 live pages per address on one instance",
    });
  });

  it("say one of a thing, and windows of hours and seconds", () => {
    const limit: InstanceLimit = {
      name: "signIn",
      parts: [
        { points: 1, per: "address", seconds: 7200 },
        { points: 5, per: "account", seconds: 45 },
      ],
    };
    expect(limitText(limit, english)).toBe(
      "1 sign-in attempt per address in 2 hours; 5 sign-in attempts per account in 45 seconds",
    );
  });

  it("follow the page's language", () => {
    expect(sentences(translator("es", es))).toMatchObject({
      answer: "120 respuestas por dirección en un minuto; 200 respuestas por quedada en un minuto",
      calendarFetch: "20 consultas de calendario por dirección en 10 minutos",
      createHang: "60 quedadas nuevas por dirección en una hora",
      maxAnswersPerHang: "2000 respuestas por quedada en total",
    });
    expect(sentences(translator("de", de))).toMatchObject({
      answer: "120 Antworten pro Adresse in einer Minute; 200 Antworten pro Treffen in einer Minute",
      calendarFetch: "20 Kalenderabfragen pro Adresse in 10 Minuten",
      createHang: "60 neue Treffen pro Adresse in einer Stunde",
      feed: "3.000 Abrufe des Kalenderlinks pro Adresse in einer Stunde",
      liveStreamsPerAddress: "20 Live-Seiten pro Adresse und Instanz",
    });
  });
});
