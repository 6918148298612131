import type { party as en } from "../en/party.ts";

export const party: Record<keyof typeof en, string> = {
  "party.allowedLabel": "Gäste dürfen bis zu so viele mitbringen",
  "party.allowedHint": "Begleitpersonen pro Antwort. Bei 0 wird nicht gefragt.",
  "party.allowedNone": "0 (keine Begleitung)",
  "party.bringingLabel": "Wie viele Begleitpersonen bringst du mit?",
  "party.bringingHint":
    "{count, plural, one {Du kannst 1 Person mitbringen.} other {Du kannst bis zu {count} Personen mitbringen.}}",
  "party.justMe": "Nur ich",
  "party.bringing": "{count, plural, one {+1 Begleitung} other {+{count} Begleitungen}}",
  "party.guestNamesLegend": "Ihre Namen (optional)",
  "party.guestName": "Begleitung {n}",
  "party.waitlistLabel": "Setz mich auf die Warteliste",
  "party.waitlistHint":
    "{count, plural, one {Ein Termin ist für deine Gruppe voll.} other {{count} Termine sind für deine Gruppe voll.}} Auf der Warteliste kommt deine ganze Gruppe rein, sobald genug Plätze frei werden, und wir schicken dir eine E-Mail.",
  "party.fullFor": "Voll für deine Gruppe",
  "party.heads": "{heads, plural, one {1 Person} other {{heads} Personen}}",
  "party.headsDetail":
    "{heads, plural, one {1 Person} other {{heads} Personen}}: {answers, plural, one {1 Antwort} other {{answers} Antworten}} + {guests, plural, one {1 Begleitung} other {{guests} Begleitungen}}",
  "party.withGuests": "{name} +{count}",
  "party.waitingAt": "Wartet als Nr. {place}",
  "party.spotsLeftShort": "{count, plural, one {1 Platz frei} other {{count} Plätze frei}}",
  "party.waitlistOf": "Warteliste für {time}",
  "party.rsvpFor": "Für {time}",
  "party.rsvpNote":
    "Pro Termin werden Zusagen in der Reihenfolge ihres Eingangs bestätigt, solange die ganze Gruppe passt ({capacity} Plätze). Eine Gruppe, die nicht passt, wartet als Ganzes; werden Plätze frei, kommt die erste wartende Gruppe rein, die passt, und bekommt eine E-Mail.",
  "party.spotsLeft":
    "{left, plural, one {Zu diesem Termin ist nur noch 1 Platz frei} other {Zu diesem Termin sind nur noch {left} Plätze frei}}, und deine Gruppe ist {heads} groß.",
  "party.noPlusOnes": "Zu diesem Treffen kann niemand mitgebracht werden: antworte nur für dich",
  "party.tooManyPlusOnes":
    "{count, plural, one {Du kannst höchstens 1 Person zu diesem Treffen mitbringen} other {Du kannst höchstens {count} Personen zu diesem Treffen mitbringen}}",
  "party.doesNotFit": "Nicht genug Plätze für deine Gruppe",
  "party.waitlistHintServer":
    "Wähle „Setz mich auf die Warteliste“, um auf einen Platz zu diesem Termin zu warten.",
  "party.allowedInvalid": "Begleitpersonen müssen eine ganze Zahl von 0 bis 5 sein",
  "party.plusOnesInvalid": "Die Zahl der Begleitpersonen muss eine ganze Zahl sein, 0 oder mehr",
  "party.namesTooMany": "Gib höchstens einen Namen pro Begleitperson an",
  "party.nameTooLong": "Jeder Name darf höchstens 100 Zeichen lang sein",
};
