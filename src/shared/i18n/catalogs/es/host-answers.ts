// Spanish messages for answers the host enters (see en/host-answers.ts).
import type { hostAnswers as english } from "../en/host-answers.ts";

export const hostAnswers: Record<keyof typeof english, string> = {
  "hostAnswers.addedByHost": "añadida por el anfitrión",
  "hostAnswers.heading": "Respuestas que añadiste",
  "hostAnswers.intro":
    "¿Te respondieron por mensaje o en persona? Añádelo aquí: cuenta como cualquier otra respuesta.",
  "hostAnswers.add": "Añadir la respuesta de alguien",
  "hostAnswers.changeTitle": "Cambiar la respuesta de {name}",
  "hostAnswers.dialogDescription": "Aparece como añadida por ti hasta que la confirme.",
  "hostAnswers.name": "Su nombre",
  "hostAnswers.email": "Su correo (opcional)",
  "hostAnswers.emailHint":
    "Le enviaremos un solo correo con un enlace para confirmarla o cambiarla. En cuanto lo abra, solo esa persona podrá cambiarla.",
  "hostAnswers.partySize": "Invitados que trae",
  "hostAnswers.partySizeHint": "{max, plural, one {Hasta # invitado} other {Hasta # invitados}}",
  "hostAnswers.showName": "Mostrar su nombre a los demás invitados",
  "hostAnswers.times": "Su respuesta para cada horario",
  "hostAnswers.overall": "Su respuesta",
  "hostAnswers.save": "Añadir respuesta",
  "hostAnswers.saveChange": "Guardar cambios",
  "hostAnswers.saving": "Guardando…",
  "hostAnswers.cancel": "Cancelar",
  "hostAnswers.added": "Respuesta añadida",
  "hostAnswers.changed": "Respuesta cambiada",
  "hostAnswers.removed": "Respuesta eliminada",
  "hostAnswers.change": "Cambiar",
  "hostAnswers.changeLabel": "Cambiar la respuesta de {name}",
  "hostAnswers.remove": "Eliminar",
  "hostAnswers.removeLabel": "Eliminar la respuesta de {name}",
  "hostAnswers.waiting": "Sin confirmar",
  "hostAnswers.confirmed": "Confirmada por esa persona",
  "hostAnswers.noEmail": "Sin correo",
  "hostAnswers.fixErrors": "Revisa los campos marcados abajo.",
  "hostAnswers.errorAddressTaken":
    "Alguien ya respondió con este correo. Solo esa persona puede cambiar su respuesta.",
  "hostAnswers.errorTakenOver": "Ya confirmó esta respuesta, así que ahora solo esa persona puede cambiarla.",
  "hostAnswers.errorNotHosts": "Aquí solo se pueden cambiar o eliminar las respuestas que añadiste tú.",
};
