import type { calendarCheck as english } from "../en/calendar-check.ts";

export const calendarCheck: Record<keyof typeof english, string> = {
  "calendarCheck.checkMyCalendar": "Meinen Kalender prüfen",
  "calendarCheck.filledIn":
    "Antworten aus deinem Kalender übernommen. Ändere sie bei Bedarf vor dem Absenden.",
  "calendarCheck.reviewDescription":
    "Belegte Zeiten stehen auf Nicht verfügbar, freie auf Verfügbar. Ändere sie bei Bedarf und übernimm sie dann.",
  "calendarCheck.description":
    "Sieh nach, wann du schon etwas vorhast. Deine Termine werden auf diesem Gerät gelesen: ihre Titel werden nie gespeichert oder mit deiner Antwort gesendet.",
  "calendarCheck.allFree": "Du bist zu allen Zeiten frei.",
  "calendarCheck.busyAt":
    "{total, plural, one {Du bist zu {busy} von # Zeit beschäftigt.} other {Du bist zu {busy} von # Zeiten beschäftigt.}}",
  "calendarCheck.chooseAnother": "Anderen Kalender wählen",
  "calendarCheck.useAnswers": "Diese Antworten übernehmen",
  "calendarCheck.reading": "Dein Kalender wird gelesen…",
  "calendarCheck.busy": "Belegt",
  "calendarCheck.busyWith": "Belegt — {title}",
  "calendarCheck.free": "Frei",
  "calendarCheck.notAllowed": "Diese Adresse ist nicht erlaubt",
  "calendarCheck.noAnswer": "Diese Adresse hat nicht geantwortet",
  "calendarCheck.notCalendar": "Das ist kein Kalender",
  "calendarCheck.tooBig": "Dieser Kalender ist zu groß",
  "calendarCheck.tooMany": "Gerade zu viele Kalenderabfragen. Versuch es in ein paar Minuten noch einmal.",
  "calendarCheck.offline": "Hangs ist nicht erreichbar. Prüfe deine Verbindung und versuch es noch einmal.",
  "calendarCheck.noAddress": "Füge zuerst die geheime Adresse deines Kalenders ein.",
  "calendarCheck.savedTitle": "Dein gespeicherter Kalender",
  "calendarCheck.savedFrom": "Die Adresse von {host}, die sich dieses Gerät merken sollte.",
  "calendarCheck.yourCalendar": "deinem Kalender",
  "calendarCheck.checkSaved": "Gespeicherten Kalender prüfen",
  "calendarCheck.forget": "Vergessen",
  "calendarCheck.chooseFile": "Wähle eine .ics-Datei",
  "calendarCheck.fileHint":
    "Exportiere sie aus deiner Kalender-App. Sie wird auf diesem Gerät gelesen und nie hochgeladen.",
  "calendarCheck.or": "oder",
  "calendarCheck.addressLabel": "Geheime Adresse deines Kalenders",
  "calendarCheck.addressHint":
    "Google: Einstellungen, dein Kalender, „Privatadresse im iCal-Format“. Apple: Link zum öffentlichen Kalender. Outlook: der ICS-Link eines veröffentlichten Kalenders. Hangs ruft ihn für dich ab und speichert nichts.",
  "calendarCheck.remember": "Auf diesem Gerät merken",
  "calendarCheck.checkAddress": "Diese Adresse prüfen",
};
