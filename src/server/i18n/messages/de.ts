// German texts the server writes itself (see en.ts).
import type { ServerMessageId } from "./en.ts";
import { guestListDe } from "./guest-list.ts";
import { hostAnswerMailDe } from "./host-answers.ts";
import { partyMailDe } from "./party.ts";
import { photoMailDe } from "./photos.ts";
import { seriesRoundMailDe } from "./series-rounds.ts";
import { standingHangsDe } from "./standing-hangs.ts";

export const serverMessages: Record<ServerMessageId, string> = {
  ...guestListDe,
  ...hostAnswerMailDe,
  ...partyMailDe,
  ...photoMailDe,
  ...standingHangsDe,
  ...seriesRoundMailDe,
  "mail.footer": "Von Hangs gesendet, weil jemand ein Treffen mit dir geplant hat.",
  "mail.stopThisHang": "Keine E-Mails mehr zu diesem Treffen",
  "mail.stopEverything": "Nie wieder E-Mails von Hangs",
  "mail.stopThisHangLine": "Keine E-Mails mehr zu diesem Treffen: {url}",
  "mail.stopEverythingLine": "Nie wieder E-Mails von Hangs: {url}",
  "mail.stopGroupInvites": "Keine Gruppeneinladungen mehr",
  "mail.stopGroupInvitesLine": "Keine Gruppeneinladungen mehr: {url}",
  "mail.noReplies": "Antworten auf diese E-Mail werden nicht gelesen.",
  "mail.why.invited": "Du bekommst diese E-Mail, weil {hostName} dich zu {name} auf Hangs eingeladen hat.",
  "mail.why.answered": "Du bekommst diese E-Mail, weil du auf {name} bei Hangs geantwortet hast.",
  "mail.why.ownAnswer":
    "Du bekommst diese E-Mail, weil mit dieser Adresse auf {name} bei Hangs geantwortet wurde.",
  "mail.why.hosting": "Du bekommst diese E-Mail, weil du {name} auf Hangs veranstaltest.",
  "mail.why.hostAddress":
    "Du bekommst diese E-Mail, weil diese Adresse als Gastgeber eines neuen Treffens auf Hangs angegeben wurde.",
  "mail.why.group": "Du bekommst diese E-Mail, weil du zur Gruppe {groupName} auf Hangs hinzugefügt wurdest.",
  "mail.timesNote": "Die Zeiten sind in der Zeitzone von {hostName} ({zone}).",
  "mail.allDay": "Ganztägig",
  "mail.openEnd": "offen",
  "mail.whereLine": "Wo: {place}",
  "mail.answerHere": "Antworte hier: {url}",
  "mail.tellHost": "Sag {hostName}, wann du Zeit hast",
  "mail.seeTheHang": "Treffen ansehen",
  "mail.seeTheHangLine": "Treffen ansehen: {url}",
  "mail.answerBy": "Antworte bis {date} {zone}",
  "mail.forYou": "{time} (bei dir: {yours})",

  "mail.invitation.subject": "{hostName} hat dich eingeladen: {name}",
  "mail.invitation.heading": "{hostName} hat dich zu {name} eingeladen",
  "mail.invitation.when": "Wann kannst du?",

  "mail.nudge.subject": "Noch Zeit zum Antworten: {name}",
  "mail.nudge.heading": "Wann könntest du zu {name} kommen?",
  "mail.nudge.lead": "{hostName} würde gern wissen, welche Zeiten dir passen.",

  "mail.ready.subject": "Dein Treffen ist bereit: {name}",
  "mail.ready.subjectNeutral": "Dein Treffen auf Hangs ist bereit",
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
  "mail.answer.subjectNeutral": "Deine Antwort auf Hangs",
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
  "mail.details.bringing": "Du bringst mit:",
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
  "mail.cancel.was": "Geplant war es für {when}.",
  "mail.cancel.wasTimes": "Die vorgeschlagenen Zeiten:",

  "mail.rePoll.subject": "Neue Zeiten für {name}: Welche passen dir?",
  "mail.rePoll.heading": "Hallo {guestName}, die Zeiten haben sich geändert",
  "mail.rePoll.lead":
    "{hostName} hat die Zeiten für {name} geändert. Deine Antworten für die Zeiten, die noch auf der Liste stehen, bleiben erhalten; sag {hostName}, welche der neuen dir passen. Das sind jetzt die Zeiten:",
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

  "mail.elsewhere.subject": "Steht fest: {name}, {when}",
  "mail.elsewhere.heading": "Hallo {guestName}, {name} steht fest",
  "mail.elsewhere.lead":
    "{hostName} hat {name} auf {when} festgelegt – da kannst du laut deiner Antwort nicht. Doch dabei? Ändere deine Antwort:",
  "mail.elsewhere.leadLine":
    "{hostName} hat {name} auf {when} festgelegt – da kannst du laut deiner Antwort nicht. Doch dabei? Ändere deine Antwort (halte diesen Link privat): {url}",

  "mail.waitlisted.subject": "{name} steht fest: Du bist Nr. {place} auf der Warteliste",
  "mail.waitlisted.heading": "Hallo {guestName}, du bist Nr. {place} auf der Warteliste",
  "mail.waitlisted.lead":
    "{hostName} hat {name} auf {when} festgelegt. Alle {capacity} Plätze sind vergeben, und du bist Nr. {place} auf der Warteliste. Wird ein Platz frei, bekommst du eine E-Mail mit der Kalendereinladung.",

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
  // A standing hang's next round in a feed, until it is locked in (calendar-feed/series-events.ts).
  "feed.round": "Nächste Runde: {name}",
  "feed.roundNotDecided":
    "{total, plural, one {Noch nicht entschieden: das ist die Zeit, die für diese Runde angeboten wird.} other {Noch nicht entschieden: das ist die erste von # Zeiten, die für diese Runde angeboten werden.}}",
  "feed.roundOtherTimes": "Außerdem angeboten:\n{times}",
  "feed.roundOpens": "Am {date} fragt Hangs alle, welche Zeiten passen.",
  "feed.roundAnswerBy": "Antworte bis {date}: Welche Zeiten passen dir?",
  "preview.cancelled": "{host} hat dieses Treffen abgesagt ({vibe}).",
  "preview.invites": "{host} lädt dich ein: {vibe}.",
  "preview.invitesWhen": "{host} lädt dich ein: {vibe}. {when}",
  "preview.itsOn": "Es steht fest: {dates}.",
  "preview.whichTimes": "Welche Zeiten passen dir? {dates}.",
  "preview.orLast": "{list} oder {last}",
  "preview.more": "{listed} (+{more} weitere)",
  "preview.timesProposed": "{count, plural, one {# Termin vorgeschlagen} other {# Termine vorgeschlagen}}",
  "preview.itsOnBadge": "Es steht fest",
  "preview.cancelledBadge": "Abgesagt",
  "preview.hostedBy": "Gastgeber: {host}",
  "preview.imageAlt": "Einladungskarte: {name}. {description}",
  "error.notFound": "Nicht gefunden",
  "error.starting": "Hangs startet gerade. Versuch es gleich noch einmal.",
  "error.databaseUnavailable":
    "Hangs kommt gerade nicht an seine Daten, deshalb wurde nichts geändert. Versuch es gleich noch einmal.",
  "error.unknownLanguage": "Diese Sprache spricht Hangs nicht.",
  "error.requestTooLarge": "Die Anfrage ist zu groß",
  "error.crossSiteRefused": "Anfrage von einer anderen Website abgelehnt",
  "error.sendJson": "Sende die Anfrage als JSON (Content-Type: application/json)",
  "error.bodyNotJson": "Der Inhalt der Anfrage muss JSON sein",
  "error.invalidRequest": "Ungültige Anfrage",
  "error.nulCharacter": "Darf kein NUL-Zeichen enthalten",
  "error.fieldHasNul": "{field}: Darf kein NUL-Zeichen enthalten",
  "error.controlCharacters": "Darf keine Steuerzeichen enthalten",
  "error.notSent": "Nicht gesendet. Bitte versuch es später noch einmal.",
  "error.tooManyFromNetwork":
    "Zu viele {limit, select, createHang {neue Treffen} answer {Antworten} changeAnswer {Antwortänderungen} suggest {Vorschläge} vote {Stimmen} invite {Einladungen} placeSearch {Ortssuchen} calendarFetch {Kalenderabfragen} signIn {Anmeldeversuche} createGroup {neue Gruppen} feed {Abrufe des Kalenderlinks} other {Anfragen}} aus deinem Netzwerk. Versuch es {hours, plural, =0 {{minutes, plural, =1 {in einer Minute} other {in # Minuten}}} =1 {in einer Stunde} other {in # Stunden}} noch einmal.",
  "error.tooManyFromAccount":
    "Zu viele {limit, select, createGroup {neue Gruppen} other {Anfragen}} von deinem Konto. Versuch es {hours, plural, =0 {{minutes, plural, =1 {in einer Minute} other {in # Minuten}}} =1 {in einer Stunde} other {in # Stunden}} noch einmal.",
  "error.hangLimitReached":
    "Dieses Treffen hat sein Limit von {points, number} {limit, select, answer {Antworten} changeAnswer {Antwortänderungen} suggest {Vorschlägen} vote {Stimmen} invite {Einladungen} other {Anfragen}} {seconds, plural, =60 {pro Minute} =3600 {pro Stunde} other {in {seconds} Sekunden}} erreicht. Versuch es {hours, plural, =0 {{minutes, plural, =1 {in einer Minute} other {in # Minuten}}} =1 {in einer Stunde} other {in # Stunden}} noch einmal.",
  "error.groupLimitReached":
    "Diese Gruppe hat ihr Limit von {points, number} {limit, select, invite {Einladungen} other {Anfragen}} {seconds, plural, =60 {pro Minute} =3600 {pro Stunde} other {in {seconds} Sekunden}} erreicht. Versuch es {hours, plural, =0 {{minutes, plural, =1 {in einer Minute} other {in # Minuten}}} =1 {in einer Stunde} other {in # Stunden}} noch einmal.",
  "error.feedReadTooOften":
    "Dieser Kalenderlink wurde zu oft abgerufen. Versuch es {hours, plural, =0 {{minutes, plural, =1 {in einer Minute} other {in # Minuten}}} =1 {in einer Stunde} other {in # Stunden}} noch einmal.",
  "error.serverBusy":
    "Hangs ist gerade sehr ausgelastet. Es wurde nichts gespeichert – bitte versuch es in einer Minute noch einmal.",
  "error.tooManyLivePages":
    "Aus deinem Netzwerk sind zu viele Live-Seiten geöffnet. Schließ ein paar Tabs und lade diesen neu.",
  "error.signInUnavailable": "Anmelden ist auf diesem Server nicht möglich",
  "error.providerUnavailable": "Die Anmeldung mit diesem Anbieter ist hier nicht möglich",
  "error.notASitePath": "Muss ein Pfad auf dieser Website sein",
  "error.hostSignInRequired":
    "Melde dich an, um ein Treffen zu erstellen. Gäste antworten weiterhin ohne Konto.",
  "error.signInToManageAccount": "Melde dich an, um dein Konto zu verwalten",
  "error.signInToSubscribe": "Melde dich an, um deine Treffen zu abonnieren.",
  "error.signInToAttach": "Melde dich an, um dieses Treffen zu deinem Konto hinzuzufügen.",
  "error.signInForGroups": "Melde dich an, um Gruppen zu nutzen.",
  "error.emailNotConfirmed": "Dein Anmeldedienst hat deine E-Mail-Adresse nicht bestätigt.",
  "error.noSuchAccount": "Dieses Konto gibt es nicht",
  "error.cantDisableSelf": "Du kannst dein eigenes Konto nicht deaktivieren",
  "error.cantDeleteSelf": "Dein eigenes Konto kannst du hier nicht löschen",
  "error.mailNotWaiting": "Diese Nachricht wartet nicht mehr auf einen neuen Versuch",
  "error.noSuchMessage": "Diese Nachricht gibt es nicht",
  "error.adminSearchTooLong": "Suche nach höchstens 100 Zeichen",
  "error.pageNotNumber": "Die Seite muss eine Zahl sein",
  "error.pageNotWhole": "Die Seite muss eine ganze Zahl sein",
  "error.pageTooSmall": "Die Seite muss 1 oder größer sein",
  "error.noSuchPage": "Diese Seite gibt es nicht",
  "error.typeDelete": "Das ist nicht DELETE. Gib zur Bestätigung DELETE ein.",
  "error.chooseLanguage": "Wähle Englisch, Spanisch oder Deutsch",
  "error.attachNeedsLink": "Nur der private Bearbeitungslink des Treffens kann es in dein Konto verschieben.",
  "error.editTokenRequired": "Der Token des Bearbeitungslinks fehlt",
  "error.cannotEditHang": "Du darfst dieses Treffen nicht bearbeiten.",
  "error.alreadyCancelled": "Dieses Treffen wurde schon abgesagt.",
  "error.cancelReasonRequired": "Ein Grund für die Absage ist erforderlich",
  "error.cancelReasonTooLong": "Der Grund für die Absage darf höchstens 1000 Zeichen lang sein",
  "error.finalDateFormat": "Datum und Uhrzeit müssen wie 2027-03-13T18:00 aussehen",
  "error.finalDatePast": "Datum und Uhrzeit müssen in der Zukunft liegen",
  "error.reminderHoursPositive": "Die Stunden für Erinnerungen müssen größer als 0 sein",
  "error.reminderHoursMax": "Erinnerungen können höchstens 1440 Stunden vorher kommen",
  "error.customRemindersTooMany": "Höchstens 10 eigene Erinnerungen",
  "error.noTimeForCalendar": "Dieses Treffen hat noch keine Zeit, die in einen Kalender passt.",
  "error.feedNotFound": "Diesen Kalenderlink gibt es nicht. Vielleicht wurde er zurückgesetzt.",
  "error.vibeTooLong": "Die Art darf höchstens 100 Zeichen lang sein",
  "error.timeWindowsNotText": "Die Zeitfenster müssen eine Liste von Texten sein",
  "error.timeWindowsTooMany": "Höchstens 60 Zeitfenster",
  "error.slotsTooMany": "Höchstens 60 Termine",
  "error.capacityBelowConfirmed":
    "Es haben schon mehr Leute einen Platz. Wähl eine Gruppengröße, die mindestens so groß ist wie die Zahl der Zusagen.",
  "error.capacityTooSmall": "Die Gruppengröße muss mindestens 2 sein",
  "error.capacityTooLarge": "Die Gruppengröße darf höchstens 50 sein",
  "error.unknownTimeZone": "Unbekannte Zeitzone",
  "error.nudgesNotBoolean": "Erinnerungen müssen wahr oder falsch sein",
  "error.autoLockNotBoolean": "Automatisch festlegen muss wahr oder falsch sein",
  "error.heldHangsTooMany": "Höchstens 50 Treffen auf einmal",
  "error.dateRequired": "Datum ist erforderlich",
  "error.dateFormat": "Das Datum muss wie 2026-12-31 aussehen",
  "error.dateNotReal": "Dieses Datum gibt es im Kalender nicht",
  "error.startTimeRequired": "Startzeit ist erforderlich",
  "error.startTimeFormat": "Die Startzeit muss wie 18:00 aussehen",
  "error.endTimeFormat": "Die Endzeit muss wie 19:30 aussehen",
  "error.durationRequired": "Dauer ist erforderlich",
  "error.placeSearchTooLong": "Der Suchtext darf höchstens 200 Zeichen lang sein",
  "error.answersLimit":
    "Dieses Treffen hat sein Limit von {max, plural, one {# Antwort} other {# Antworten}} erreicht und kann keine weiteren annehmen.",
  "error.chooseAnswer": "Wähle Ja, Vielleicht oder Nein",
  "error.tooManySlots": "Zu viele Termine",
  "error.slotNotInHang": "Dieser Termin gehört nicht zu diesem Treffen",
  "error.responseNotFound": "Antwort nicht gefunden",
  "error.notYourAnswer": "Nur der Gast, der geantwortet hat, kann diese Antwort entfernen.",
  "error.notYourAnswerToChange": "Nur der Gast, der geantwortet hat, kann diese Antwort ändern.",
  "error.editLinkAlreadySent":
    "Ein privater Link zum Ändern dieser Antwort wurde in der letzten Stunde schon an diese Adresse geschickt.",
  "error.suggestionsOff": "Aktivitätsvorschläge sind für dieses Treffen ausgeschaltet.",
  "error.plentyOfSuggestions": "Dieses Treffen hat schon viele Vorschläge. Stimm lieber über die ab!",
  "error.originalNotVotable":
    "Über die ursprüngliche Aktivität kann man nicht abstimmen. Stimm über die Vorschläge ab!",
  "error.suggestionNotFound": "Vorschlag nicht gefunden",
  "error.voteNotFound": "Stimme nicht gefunden",
  "error.notYoursToRemove": "Nur die Person, in deren Namen es abgegeben wurde, kann es entfernen.",
  "error.activityTooLong": "Die Aktivität darf höchstens 100 Zeichen lang sein",
  "error.chooseSuggestion": "Wähle einen Vorschlag",
  "error.chooseVote": "Stimme mit Klasse!, Ganz okay oder Nichts für mich ab",
  "error.emailAnsweredElsewhere":
    "Mit dieser E-Mail hat schon jemand geantwortet. Öffne den Link in deiner Bestätigungs-E-Mail, um in diesem Browser abzustimmen.",
  "error.emailVotedElsewhere":
    "Mit dieser E-Mail wurde schon in einem anderen Browser abgestimmt. Stimm in diesem Browser ab oder nutze deine eigene E-Mail.",
  "error.emailVotedBeforeAnswer":
    "Mit dieser E-Mail wurde schon in einem anderen Browser abgestimmt. Öffne den Link in deiner Bestätigungs-E-Mail, um in diesem abzustimmen.",
  "error.friendGroupNotFound": "Freundesgruppe nicht gefunden",
  "error.friendGroupTooBig": "Eine Freundesgruppe fasst höchstens 200 E-Mails",
  "error.memberNotFound": "Mitglied nicht gefunden",
  "error.alreadyInGroup": "Diese Person ist schon in der Gruppe.",
  "error.noInvitationToDecline": "Es gibt keine Einladung, die du ablehnen könntest.",
  "error.creatorFixed": "Der Ersteller der Gruppe kann nicht geändert oder entfernt werden.",
  "error.joinFirst": "Tritt der Gruppe bei, um ihre Mitglieder und Treffen zu sehen.",
  "error.creatorOrAdminOnly": "Nur der Ersteller der Gruppe oder ein Admin kann das tun.",
  "error.creatorOrAdminPlans": "Nur der Ersteller der Gruppe oder ein Admin kann Treffen für sie planen.",
};
