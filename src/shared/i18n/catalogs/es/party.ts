import type { party as en } from "../en/party.ts";

export const party: Record<keyof typeof en, string> = {
  "party.allowedLabel": "Cada invitado puede traer hasta",
  "party.allowedHint": "Acompañantes por respuesta. Con 0 no se pregunta.",
  "party.allowedNone": "0 (sin acompañantes)",
  "party.bringingLabel": "¿Cuántos acompañantes traes?",
  "party.bringingHint":
    "{count, plural, one {Puedes traer 1 acompañante.} other {Puedes traer hasta {count} acompañantes.}}",
  "party.justMe": "Solo yo",
  "party.bringing": "{count, plural, one {+1 acompañante} other {+{count} acompañantes}}",
  "party.guestNamesLegend": "Sus nombres (opcional)",
  "party.guestName": "Acompañante {n}",
  "party.waitlistLabel": "Ponme en la lista de espera",
  "party.waitlistHint":
    "{count, plural, one {Un horario está completo para tu grupo.} other {{count} horarios están completos para tu grupo.}} En la lista de espera, todo tu grupo entra cuando se liberen suficientes plazas, y te avisaremos por correo.",
  "party.fullFor": "Completo para tu grupo",
  "party.heads": "{heads, plural, one {1 persona} other {{heads} personas}}",
  "party.headsDetail":
    "{heads, plural, one {1 persona} other {{heads} personas}}: {answers, plural, one {1 respuesta} other {{answers} respuestas}} + {guests, plural, one {1 acompañante} other {{guests} acompañantes}}",
  "party.withGuests": "{name} +{count}",
  "party.waitingAt": "En espera n.º {place}",
  "party.spotsLeftShort": "{count, plural, one {Queda 1 plaza} other {Quedan {count} plazas}}",
  "party.waitlistOf": "Lista de espera para {time}",
  "party.rsvpFor": "Para {time}",
  "party.rsvpNote":
    "En cada horario, los Sí se confirman en el orden en que llegaron mientras quepa todo el grupo ({capacity} plazas). Un grupo que no cabe espera entero; cuando se liberan plazas, entra el primer grupo en espera que cabe y se le avisa por correo.",
  "party.spotsLeft":
    "{left, plural, one {Solo queda 1 plaza} other {Solo quedan {left} plazas}} en ese horario, y tu grupo es de {heads}.",
  "party.noPlusOnes": "Este plan no admite acompañantes: responde solo por ti",
  "party.tooManyPlusOnes":
    "{count, plural, one {Puedes traer como máximo 1 acompañante a este plan} other {Puedes traer como máximo {count} acompañantes a este plan}}",
  "party.doesNotFit": "No hay plazas suficientes para tu grupo",
  "party.waitlistHintServer": "Elige «Ponme en la lista de espera» para esperar una plaza en ese horario.",
  "party.allowedInvalid": "Los acompañantes deben ser un número entero de 0 a 5",
  "party.plusOnesInvalid": "El número de acompañantes debe ser un número entero, 0 o más",
  "party.namesTooMany": "Da como máximo un nombre por acompañante",
  "party.nameTooLong": "Cada nombre puede tener como máximo 100 caracteres",
};
