// German messages for answers the host enters (see en/host-answers.ts).
import type { hostAnswers as english } from "../en/host-answers.ts";

export const hostAnswers: Record<keyof typeof english, string> = {
  "hostAnswers.addedByHost": "vom Gastgeber eingetragen",
  "hostAnswers.heading": "Von dir eingetragene Antworten",
  "hostAnswers.intro":
    "Hast du eine Antwort per Nachricht oder persönlich bekommen? Trag sie hier ein: Sie zählt wie jede andere.",
  "hostAnswers.add": "Antwort für jemanden eintragen",
  "hostAnswers.changeTitle": "Antwort von {name} ändern",
  "hostAnswers.dialogDescription": "Sie erscheint als von dir eingetragen, bis die Person sie bestätigt.",
  "hostAnswers.name": "Name",
  "hostAnswers.email": "E-Mail (optional)",
  "hostAnswers.emailHint":
    "Wir schicken der Person eine einzige E-Mail mit einem Link zum Bestätigen oder Ändern. Sobald sie ihn öffnet, kann nur sie die Antwort ändern.",
  "hostAnswers.partySize": "Mitgebrachte Gäste",
  "hostAnswers.partySizeHint": "{max, plural, one {Bis zu # Gast} other {Bis zu # Gäste}}",
  "hostAnswers.showName": "Namen den anderen Gästen zeigen",
  "hostAnswers.times": "Antwort für jeden Termin",
  "hostAnswers.overall": "Antwort",
  "hostAnswers.save": "Antwort eintragen",
  "hostAnswers.saveChange": "Änderungen speichern",
  "hostAnswers.saving": "Wird gespeichert…",
  "hostAnswers.cancel": "Abbrechen",
  "hostAnswers.added": "Antwort eingetragen",
  "hostAnswers.changed": "Antwort geändert",
  "hostAnswers.removed": "Antwort entfernt",
  "hostAnswers.change": "Ändern",
  "hostAnswers.changeLabel": "Antwort von {name} ändern",
  "hostAnswers.remove": "Entfernen",
  "hostAnswers.removeLabel": "Antwort von {name} entfernen",
  "hostAnswers.waiting": "Noch nicht bestätigt",
  "hostAnswers.confirmed": "Von der Person bestätigt",
  "hostAnswers.noEmail": "Keine E-Mail",
  "hostAnswers.fixErrors": "Bitte prüfe die markierten Felder.",
  "hostAnswers.errorAddressTaken":
    "Mit dieser E-Mail hat schon jemand geantwortet. Nur diese Person kann die Antwort ändern.",
  "hostAnswers.errorTakenOver":
    "Die Person hat diese Antwort bestätigt, daher kann nur sie sie jetzt ändern.",
  "hostAnswers.errorNotHosts": "Hier kannst du nur Antworten ändern oder entfernen, die du eingetragen hast.",
};
