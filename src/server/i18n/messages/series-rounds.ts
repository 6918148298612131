// A standing hang's round invitation to a member with standing answers: "We put you down as…",
// each time with its answer and a link to change it. Spread into en.ts, es.ts and de.ts.
export const seriesRoundMailEn = {
  "mail.seriesRound.putDown": "We put you down as:",
  "mail.seriesRound.answer": "{time}: {answer, select, yes {Yes} maybe {Maybe} other {No}}",
  "mail.seriesRound.unanswered": "{time}: not answered yet",
  "mail.seriesRound.standing":
    "These are your standing answers for {name}. They count as your answer unless you change them.",
  "mail.seriesRound.changeOne": "Change",
  "mail.seriesRound.changeAll": "Change my answers",
  "mail.seriesRound.changeLine": "Change your answers from any device (keep this link private): {url}",
} as const;

export const seriesRoundMailEs: Record<keyof typeof seriesRoundMailEn, string> = {
  "mail.seriesRound.putDown": "Te apuntamos así:",
  "mail.seriesRound.answer": "{time}: {answer, select, yes {Sí} maybe {Quizás} other {No}}",
  "mail.seriesRound.unanswered": "{time}: sin responder todavía",
  "mail.seriesRound.standing":
    "Son tus respuestas fijas para {name}. Cuentan como tu respuesta a menos que las cambies.",
  "mail.seriesRound.changeOne": "Cambiar",
  "mail.seriesRound.changeAll": "Cambiar mis respuestas",
  "mail.seriesRound.changeLine":
    "Cambia tus respuestas desde cualquier dispositivo (mantén este enlace en privado): {url}",
};

export const seriesRoundMailDe: Record<keyof typeof seriesRoundMailEn, string> = {
  "mail.seriesRound.putDown": "Wir haben dich so eingetragen:",
  "mail.seriesRound.answer": "{time}: {answer, select, yes {Ja} maybe {Vielleicht} other {Nein}}",
  "mail.seriesRound.unanswered": "{time}: noch nicht beantwortet",
  "mail.seriesRound.standing":
    "Das sind deine festen Antworten für {name}. Sie zählen als deine Antwort, solange du sie nicht änderst.",
  "mail.seriesRound.changeOne": "Ändern",
  "mail.seriesRound.changeAll": "Meine Antworten ändern",
  "mail.seriesRound.changeLine":
    "Ändere deine Antworten von jedem Gerät aus (halte diesen Link privat): {url}",
};
