// German texts the server writes itself (see en.ts).
import type { ServerMessageId } from "./en.ts";

export const serverMessages: Record<ServerMessageId, string> = {
  "mail.footer": "Von Hangs gesendet, weil jemand ein Treffen mit dir geplant hat.",
  "mail.stopThisHang": "Erinnerungen zu diesem Treffen abbestellen",
  "mail.stopEverything": "Nie wieder E-Mails von Hangs",
  "mail.stopThisHangLine": "Erinnerungen zu diesem Treffen abbestellen: {url}",
  "mail.stopEverythingLine": "Nie wieder E-Mails von Hangs: {url}",
  "mail.timesNote": "Die Zeiten sind in der Zeitzone von {hostName} ({zone}).",
  "mail.allDay": "Ganztägig",
  "mail.openEnd": "offen",
  "mail.whereLine": "Wo: {place}",
  "mail.answerHere": "Antworte hier: {url}",
  "mail.tellHost": "Sag {hostName}, wann du Zeit hast",
  "mail.seeTheHang": "Treffen ansehen",
  "mail.seeTheHangLine": "Treffen ansehen: {url}",
  "mail.answerByIn": "Antworte bis {date} Ortszeit {zone} ({left})",
  "mail.answerByUtc": "Antworte bis {date} UTC ({left})",

  "mail.invitation.subject": "{hostName} hat dich eingeladen: {name}",
  "mail.invitation.heading": "{hostName} hat dich zu {name} eingeladen",
  "mail.invitation.when": "Wann kannst du?",

  "mail.nudge.subject": "Noch Zeit zum Antworten: {name}",
  "mail.nudge.heading": "Wann könntest du zu {name} kommen?",
  "mail.nudge.lead": "{hostName} würde gern wissen, welche Zeiten dir passen.",

  "mail.ready.subject": "Dein Treffen ist bereit: {name}",
  "mail.ready.heading": "Dein Treffen ist bereit",
  "mail.ready.share":
    "{name} ist eingerichtet. Teile diesen Link mit Freunden, damit sie sagen können, wann sie Zeit haben:",
  "mail.ready.shareLine": "Mit Freunden teilen: {url}",
  "mail.ready.seeWho": "Ansehen, wer kommt",
  "mail.ready.seeWhoLine": "Ansehen, wer kommt (Gastgeberansicht): {url}",
  "mail.ready.keepPrivate": "Halte diesen Link privat – damit kannst du dein Treffen jederzeit bearbeiten:",

  "mail.confirm.subject": "Deine Antwort auf {name}: {overall}",
  "mail.confirm.heading": "Danke, {guestName}!",
  "mail.confirm.answer": "Deine Antwort auf {name} (Gastgeber: {hostName}): {overall}",
  "mail.confirm.yes": "Bin dabei",
  "mail.confirm.maybe": "Vielleicht",
  "mail.confirm.no": "Kann nicht",
  "mail.confirm.everyTime":
    "Alle Zeiten: {answer, select, yes {Verfügbar} maybe {Vielleicht} other {Nicht verfügbar}}",
  "mail.confirm.plansChange":
    "Pläne ändern sich. Mit diesem privaten Link kannst du deine Antwort von jedem Gerät aus ändern:",
  "mail.confirm.change": "Antwort ändern",
  "mail.confirm.changeLine": "Ändere deine Antwort von jedem Gerät aus (halte diesen Link privat): {url}",

  "mail.editLink.subject": "Deine Antwort auf {name}",
  "mail.editLink.heading": "Hallo {guestName}, möchtest du deine Antwort ändern?",
  "mail.editLink.tried":
    "Jemand hat versucht, mit deiner E-Mail-Adresse auf {name} zu antworten. Deine Antwort wurde nicht geändert, und niemand sonst kann sie sehen.",
  "mail.editLink.ifYou":
    "Wenn du das warst, öffnet dieser private Link deine Antwort, damit du sie ändern kannst:",
  "mail.editLink.open": "Meine Antwort öffnen",
  "mail.editLink.openLine": "Wenn du das warst, öffne deine Antwort hier (halte diesen Link privat): {url}",

  "mail.final.subject": "Es steht fest: {name}, {when}",
  "mail.final.heading": "{name} findet statt!",
  "mail.final.lead": "Der Gastgeber hat den Plan festgelegt. Hier sind die Details.",
  "mail.update.subject": "Aktualisiert: {name}, {when}",
  "mail.update.heading": "Neue Details zu {name}",
  "mail.update.lead": "Der Gastgeber hat den Plan geändert. Diese Details ersetzen die bisherigen.",
  "mail.reminder.subject": "Erinnerung: {name}, {when}",
  "mail.reminder.heading": "Bald ist es so weit: {name}",
  "mail.reminder.lead": "Eine kleine Erinnerung an den Plan.",
  "mail.details.when": "Wann:",
  "mail.details.where": "Wo:",
  "mail.details.what": "Was:",
  "mail.details.host": "Gastgeber:",
  "mail.details.notes": "Hinweise von {hostName}:",
  "mail.details.invite":
    "Die angehängte Einladung (invite.ics) trägt es in deinen Kalender ein, oder nutze den Link unten.",
  "mail.details.google": "Zu Google Kalender hinzufügen",
  "mail.details.googleLine": "Zu Google Kalender hinzufügen: {url}",

  "mail.cancel.subject": "Abgesagt: {name}",
  "mail.cancel.heading": "{name} fällt aus",
  "mail.cancel.lead": "{hostName} hat dieses Treffen abgesagt.",
  "mail.cancel.reason": "Grund:",
  "mail.cancel.calendar":
    "Falls es in deinem Kalender steht, entfernt die angehängte Datei cancel.ics es wieder.",

  "mail.rePoll.subject": "Neue Zeiten für {name}: Welche passen dir?",
  "mail.rePoll.heading": "Hallo {guestName}, die Zeiten haben sich geändert",
  "mail.rePoll.lead":
    "{hostName} hat die Zeiten für {name} geändert. Eine Zeit, für die du geantwortet hast, steht nicht mehr auf der Liste, deshalb wurde deine Antwort dafür gelöscht. Das sind jetzt die Zeiten:",
  "mail.rePoll.answer": "Auf die neuen Zeiten antworten",
  "mail.rePoll.answerLine": "Antworte auf die neuen Zeiten (dein privater Link): {url}",

  "mail.promoted.subject": "Ein Platz ist frei geworden: Du bist bei {name} dabei!",
  "mail.promoted.heading": "Gute Nachrichten, {guestName}: Du bist dabei!",
  "mail.promoted.lead":
    "Bei {name} (Gastgeber: {hostName}) ist ein Platz frei geworden, und du warst als Nächstes dran. Deine Antwort lautet jetzt {imIn}.",
  "mail.promoted.leadFor":
    "Bei {name} (Gastgeber: {hostName}) ist ein Platz frei geworden, und du warst als Nächstes dran. Deine Antwort lautet jetzt {imIn} für:",
  "mail.promoted.imIn": "Bin dabei",
  "mail.promoted.cantMake": "Kannst du doch nicht? Mit diesem privaten Link kannst du deine Antwort ändern:",
  "mail.promoted.cantMakeLine":
    "Kannst du doch nicht? Ändere deine Antwort (halte diesen Link privat): {url}",

  "mail.group.subject": "Du bist eingeladen, {groupName} beizutreten",
  "mail.group.hiName": "Hallo {name},",
  "mail.group.hi": "Hallo,",
  "mail.group.startedBy": "{groupName} ist eine Gruppe auf Hangs, die {creatorName} gegründet hat.",
  "mail.group.startedByText":
    "Du bist eingeladen, {groupName} beizutreten, einer Gruppe auf Hangs, die {creatorName} gegründet hat.",
  "mail.group.howTo":
    "Melde dich mit dieser E-Mail-Adresse an, öffne die Gruppe und wähle „Gruppe beitreten“, um ihre Treffen zu sehen.",
  "mail.group.howToText":
    "Melde dich mit dieser E-Mail-Adresse an, öffne die Gruppe und wähle „Gruppe beitreten“, um ihre Treffen zu sehen:",
  "mail.group.open": "{groupName} öffnen",

  "mail.summary.tally": "{best} passt für {yes} von {answered}",
  "mail.summary.noYes": "noch hat keine Zeit ein Ja",
  "mail.summary.tallySentence": "{best} passt für {yes} von {answered}.",
  "mail.summary.noYesSentence": "Noch hat keine Zeit ein Ja.",
  "mail.summary.bestAllDay": "{weekday} (ganztägig)",
  "mail.summary.lockItIn": "Jetzt festlegen!",
  "mail.everyone.subject": "Alle haben geantwortet — {tally}",
  "mail.everyone.heading": "Alle haben auf {name} geantwortet",
  "mail.closed.subject": "Antworten geschlossen — {tally}",
  "mail.closed.heading": "Antworten für {name} geschlossen",
  "mail.locked.subject": "Festgelegt: {name}",
  "mail.locked.heading": "{name} ist festgelegt",
  "mail.locked.lead":
    "Die Antworten sind geschlossen, und die beste Zeit wurde automatisch festgelegt: {when}.",
  "mail.locked.sent": "Alle, die zugesagt haben, haben die Details bekommen.",
  "mail.locked.see": "Details ansehen",
  "mail.nothing.subject": "Antworten geschlossen: Für {name} wurde nichts festgelegt",
  "mail.nothing.lead":
    "Keine Zeit hatte ein Ja, deshalb wurde nichts festgelegt. Du kannst eine Zeit wählen oder die Antworten wieder öffnen.",
  "mail.nothing.open": "Gastgeberansicht öffnen",

  "mail.calendar.details": "Details: {url}",

  "mail.test.subject": "Test-E-Mail von Hangs",
  "mail.test.heading": "Es funktioniert",
  "mail.test.body":
    "Ein Admin von {url} hat diese Test-E-Mail gesendet. Wenn du sie lesen kannst, kommen E-Mails dieser Instanz an.",
  "feed.name": "Hangs — {name}",
  "feed.yourHangs": "deine Treffen",
  "feed.option": "Option: {name}",
  "feed.hold": "Vorgemerkt: {name}",
  "feed.maybe": "Vielleicht: {name}",
  "feed.no": "Nein: {name}",
  "feed.ofTimes": "{title} ({index} von {total} Zeiten)",
  "feed.answer": "Antworten: {name}",
  "feed.answerToday": "Heute antworten: Welche Zeiten passen dir?",
  "feed.notDecidedHost": "Noch nicht entschieden: eine von {total} Zeiten, die du angeboten hast.",
  "feed.notDecidedAnswer":
    "Noch nicht entschieden: Du hast zu dieser Zeit {answer, select, yes {Ja} maybe {Vielleicht} other {Nein}} gesagt.",
  "feed.cancelled": "Vom Gastgeber abgesagt.",
  "preview.cancelled": "{host} hat dieses Treffen abgesagt ({vibe}).",
  "preview.invites": "{host} lädt dich ein: {vibe}.",
  "preview.invitesWhen": "{host} lädt dich ein: {vibe}. {when}",
  "preview.itsOn": "Es steht fest: {dates}.",
  "preview.whichTimes": "Welche Zeiten passen dir? {dates}.",
  "preview.orLast": "{list} oder {last}",
  "preview.more": "{listed} (+{more} weitere)",
};
