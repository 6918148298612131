// English messages for the calendar-check area (ICU MessageFormat). The spec's texts, word for word.
export const calendarCheck = {
  "calendarCheck.checkMyCalendar": "Check my calendar",
  "calendarCheck.filledIn": "Answers filled in from your calendar. Change any before you submit.",
  "calendarCheck.reviewDescription":
    "Busy times are set to Not Available and free ones to Available. Change any, then use them.",
  "calendarCheck.description":
    "See which times you're busy. Your events are read on this device: their titles are never saved or sent with your answer.",
  "calendarCheck.allFree": "You're free at every time.",
  "calendarCheck.busyAt":
    "{total, plural, one {You're busy at {busy} of # time.} other {You're busy at {busy} of # times.}}",
  "calendarCheck.chooseAnother": "Choose another calendar",
  "calendarCheck.useAnswers": "Use these answers",
  "calendarCheck.reading": "Reading your calendar…",
  "calendarCheck.busy": "Busy",
  "calendarCheck.busyWith": "Busy — {title}",
  "calendarCheck.free": "Free",
  "calendarCheck.notAllowed": "That address isn't allowed",
  "calendarCheck.noAnswer": "That address didn't answer",
  "calendarCheck.notCalendar": "That isn't a calendar",
  "calendarCheck.tooBig": "That calendar is too big",
  "calendarCheck.tooMany": "Too many calendar checks for now. Please try again in a few minutes.",
  "calendarCheck.offline": "Couldn't reach Hangs. Check your connection and try again.",
  "calendarCheck.noAddress": "Paste your calendar's secret address first.",
  "calendarCheck.savedTitle": "Your saved calendar",
  "calendarCheck.savedFrom": "The address from {host} you asked this device to remember.",
  "calendarCheck.yourCalendar": "your calendar",
  "calendarCheck.checkSaved": "Check my saved calendar",
  "calendarCheck.forget": "Forget it",
  "calendarCheck.chooseFile": "Choose an .ics file",
  "calendarCheck.fileHint": "Export it from your calendar app. It is read on this device and never uploaded.",
  "calendarCheck.or": "or",
  "calendarCheck.addressLabel": "Your calendar's secret address",
  "calendarCheck.addressHint":
    'Google: Settings, your calendar, "Secret address in iCal format". Apple: Public Calendar link. Outlook: a published calendar\'s ICS link. Hangs fetches it for you and keeps nothing.',
  "calendarCheck.remember": "Remember on this device",
  "calendarCheck.checkAddress": "Check this address",
} satisfies Record<string, string>;
