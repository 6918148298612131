// The mail a person gets when the host entered their answer (decision 0068), and the guest list's
// column that marks such answers, in each language. Spread
// into en.ts, es.ts and de.ts, so they stay the one list of the server's texts.
export const hostAnswerMailEn = {
  "hostAnswerCsv.column": "Added by the host",
  "hostAnswerCsv.waiting": "Not confirmed yet",
  "hostAnswerCsv.confirmed": "Confirmed by them",
  "mail.why.hostEntered":
    "You got this because {hostName} added an answer for this address to {name} on Hangs.",
  "mail.hostAnswer.subject": "{hostName} added your answer: {name}",
  "mail.hostAnswer.heading": "Hi {guestName},",
  "mail.hostAnswer.lead": "{hostName} added your answer to {name} for you:",
  "mail.hostAnswer.line": "{time}: {answer}",
  "mail.hostAnswer.overall": "Your answer: {answer}",
  "mail.hostAnswer.yes": "Yes",
  "mail.hostAnswer.maybe": "Maybe",
  "mail.hostAnswer.no": "No",
  "mail.hostAnswer.confirm":
    "Is this right? This private link lets you confirm it or change it from any device:",
  "mail.hostAnswer.open": "Confirm or change my answer",
  "mail.hostAnswer.openLine": "Confirm or change your answer (keep this link private): {url}",
  "mail.hostAnswer.until": "Once you open it, the answer is yours: only you can change it.",
} as const;

export const hostAnswerMailEs: Record<keyof typeof hostAnswerMailEn, string> = {
  "hostAnswerCsv.column": "Añadida por el anfitrión",
  "hostAnswerCsv.waiting": "Sin confirmar",
  "hostAnswerCsv.confirmed": "Confirmada por esa persona",
  "mail.why.hostEntered":
    "Lo recibes porque {hostName} añadió una respuesta con esta dirección a {name} en Hangs.",
  "mail.hostAnswer.subject": "{hostName} añadió tu respuesta: {name}",
  "mail.hostAnswer.heading": "Hola, {guestName}:",
  "mail.hostAnswer.lead": "{hostName} añadió tu respuesta a {name} por ti:",
  "mail.hostAnswer.line": "{time}: {answer}",
  "mail.hostAnswer.overall": "Tu respuesta: {answer}",
  "mail.hostAnswer.yes": "Sí",
  "mail.hostAnswer.maybe": "Quizás",
  "mail.hostAnswer.no": "No",
  "mail.hostAnswer.confirm":
    "¿Es correcto? Este enlace privado te permite confirmarla o cambiarla desde cualquier dispositivo:",
  "mail.hostAnswer.open": "Confirmar o cambiar mi respuesta",
  "mail.hostAnswer.openLine": "Confirma o cambia tu respuesta (no compartas este enlace): {url}",
  "mail.hostAnswer.until": "En cuanto lo abras, la respuesta es tuya: solo tú podrás cambiarla.",
};

export const hostAnswerMailDe: Record<keyof typeof hostAnswerMailEn, string> = {
  "hostAnswerCsv.column": "Vom Gastgeber eingetragen",
  "hostAnswerCsv.waiting": "Noch nicht bestätigt",
  "hostAnswerCsv.confirmed": "Von der Person bestätigt",
  "mail.why.hostEntered":
    "Du bekommst diese E-Mail, weil {hostName} für diese Adresse eine Antwort zu {name} auf Hangs eingetragen hat.",
  "mail.hostAnswer.subject": "{hostName} hat deine Antwort eingetragen: {name}",
  "mail.hostAnswer.heading": "Hallo {guestName},",
  "mail.hostAnswer.lead": "{hostName} hat deine Antwort zu {name} für dich eingetragen:",
  "mail.hostAnswer.line": "{time}: {answer}",
  "mail.hostAnswer.overall": "Deine Antwort: {answer}",
  "mail.hostAnswer.yes": "Ja",
  "mail.hostAnswer.maybe": "Vielleicht",
  "mail.hostAnswer.no": "Nein",
  "mail.hostAnswer.confirm":
    "Stimmt das? Mit diesem privaten Link kannst du sie auf jedem Gerät bestätigen oder ändern:",
  "mail.hostAnswer.open": "Meine Antwort bestätigen oder ändern",
  "mail.hostAnswer.openLine": "Bestätige oder ändere deine Antwort (behalte den Link für dich): {url}",
  "mail.hostAnswer.until": "Sobald du ihn öffnest, gehört die Antwort dir: nur du kannst sie dann ändern.",
};
