// The guest-list file's column names and answer words (GET /api/hangs/{id}/guests.csv), in each
// language. Spread into en.ts, es.ts and de.ts, so they stay the one list of the server's texts.
export const guestListEn = {
  "guestList.name": "Name",
  "guestList.email": "E-mail",
  "guestList.answer": "Answer",
  "guestList.times": "Times",
  "guestList.partySize": "Party size",
  "guestList.guestNames": "Guests' names",
  "guestList.waitlistPlace": "Waitlist place",
  "guestList.bringing": "Bringing",
  "guestList.answeredAt": "Answered at",
  "guestList.yes": "Yes",
  "guestList.maybe": "Maybe",
  "guestList.no": "No",
  "guestList.fileName": "guest-list",
} as const;

export const guestListEs: Record<keyof typeof guestListEn, string> = {
  "guestList.name": "Nombre",
  "guestList.email": "Correo electrónico",
  "guestList.answer": "Respuesta",
  "guestList.times": "Horarios",
  "guestList.partySize": "Personas",
  "guestList.guestNames": "Nombres de acompañantes",
  "guestList.waitlistPlace": "Puesto en la lista de espera",
  "guestList.bringing": "Lleva",
  "guestList.answeredAt": "Respondió el",
  "guestList.yes": "Sí",
  "guestList.maybe": "Quizás",
  "guestList.no": "No",
  "guestList.fileName": "lista-de-invitados",
};

export const guestListDe: Record<keyof typeof guestListEn, string> = {
  "guestList.name": "Name",
  "guestList.email": "E-Mail",
  "guestList.answer": "Antwort",
  "guestList.times": "Zeiten",
  "guestList.partySize": "Personen",
  "guestList.guestNames": "Namen der Begleitung",
  "guestList.waitlistPlace": "Platz auf der Warteliste",
  "guestList.bringing": "Bringt mit",
  "guestList.answeredAt": "Geantwortet am",
  "guestList.yes": "Ja",
  "guestList.maybe": "Vielleicht",
  "guestList.no": "Nein",
  "guestList.fileName": "gaesteliste",
};
