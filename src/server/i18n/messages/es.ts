// Spanish texts the server writes itself (see en.ts).
import type { ServerMessageId } from "./en.ts";

export const serverMessages: Record<ServerMessageId, string> = {
  "mail.footer": "Te lo envía Hangs porque alguien planeó una quedada contigo.",
  "mail.stopThisHang": "Parar avisos de esta quedada",
  "mail.stopEverything": "Nunca más correos de Hangs",
  "mail.stopThisHangLine": "Parar avisos de esta quedada: {url}",
  "mail.stopEverythingLine": "Nunca más correos de Hangs: {url}",
  "mail.timesNote": "Las horas están en la zona horaria de {hostName} ({zone}).",
  "mail.allDay": "Todo el día",
  "mail.openEnd": "por decidir",
  "mail.whereLine": "Dónde: {place}",
  "mail.answerHere": "Responde aquí: {url}",
  "mail.tellHost": "Dile a {hostName} cuándo puedes",
  "mail.seeTheHang": "Ver la quedada",
  "mail.seeTheHangLine": "Ver la quedada: {url}",
  "mail.answerByIn": "Plazo para responder: {date}, hora de {zone} ({left})",
  "mail.answerByUtc": "Plazo para responder: {date} UTC ({left})",

  "mail.invitation.subject": "{hostName} te ha invitado: {name}",
  "mail.invitation.heading": "{hostName} te ha invitado a {name}",
  "mail.invitation.when": "¿Cuándo puedes?",

  "mail.nudge.subject": "Aún estás a tiempo de responder: {name}",
  "mail.nudge.heading": "¿Cuándo podrías ir a {name}?",
  "mail.nudge.lead": "A {hostName} le encantaría saber qué horarios te vienen bien.",

  "mail.ready.subject": "Tu quedada está lista: {name}",
  "mail.ready.heading": "Tu quedada está lista",
  "mail.ready.share":
    "Ya está todo listo para {name}. Comparte este enlace con tus amigos para que te digan cuándo les viene bien:",
  "mail.ready.shareLine": "Comparte con tus amigos: {url}",
  "mail.ready.seeWho": "Ver quién viene",
  "mail.ready.seeWhoLine": "Ver quién viene (vista de organizador): {url}",
  "mail.ready.keepPrivate":
    "No compartas este enlace, que te permite editar los detalles de tu quedada cuando quieras:",

  "mail.confirm.subject": "Tu respuesta a {name}: {overall}",
  "mail.confirm.heading": "¡Gracias, {guestName}!",
  "mail.confirm.answer": "Tu respuesta a {name} (organiza {hostName}): {overall}",
  "mail.confirm.yes": "Me apunto",
  "mail.confirm.maybe": "Quizás",
  "mail.confirm.no": "No puedo",
  "mail.confirm.everyTime":
    "{answer, select, yes {Disponible} maybe {Quizás} other {No disponible}} en todos los horarios",
  "mail.confirm.plansChange":
    "Los planes cambian. Este enlace privado te permite cambiar tu respuesta desde cualquier dispositivo:",
  "mail.confirm.change": "Cambiar mi respuesta",
  "mail.confirm.changeLine":
    "Cambia tu respuesta desde cualquier dispositivo (no compartas este enlace): {url}",

  "mail.editLink.subject": "Tu respuesta a {name}",
  "mail.editLink.heading": "Hola, {guestName}, ¿quieres cambiar tu respuesta?",
  "mail.editLink.tried":
    "Alguien intentó responder a {name} con tu dirección de correo. Tu respuesta no ha cambiado y nadie más puede verla.",
  "mail.editLink.ifYou": "Si fuiste tú, este enlace privado abre tu respuesta para que puedas cambiarla:",
  "mail.editLink.open": "Abrir mi respuesta",
  "mail.editLink.openLine": "Si fuiste tú, abre tu respuesta aquí (no compartas este enlace): {url}",

  "mail.final.subject": "¡Es un hecho! {name}, {when}",
  "mail.final.heading": "¡{name} es un hecho!",
  "mail.final.lead": "Quien organiza confirmó el plan. Aquí tienes los detalles.",
  "mail.update.subject": "Actualizada: {name}, {when}",
  "mail.update.heading": "Nuevos detalles de {name}",
  "mail.update.lead": "Quien organiza cambió el plan. Estos detalles sustituyen a los anteriores.",
  "mail.reminder.subject": "Recordatorio: {name}, {when}",
  "mail.reminder.heading": "Ya falta poco para {name}",
  "mail.reminder.lead": "Un recordatorio amistoso del plan.",
  "mail.details.when": "Cuándo:",
  "mail.details.where": "Dónde:",
  "mail.details.what": "Qué:",
  "mail.details.host": "Organiza:",
  "mail.details.notes": "Notas de {hostName}:",
  "mail.details.invite":
    "La invitación adjunta (invite.ics) la añade a tu calendario; también puedes usar el enlace de abajo.",
  "mail.details.google": "Añadir a Google Calendar",
  "mail.details.googleLine": "Añadir a Google Calendar: {url}",

  "mail.cancel.subject": "Cancelada: {name}",
  "mail.cancel.heading": "Se canceló {name}",
  "mail.cancel.lead": "{hostName} canceló esta quedada.",
  "mail.cancel.reason": "Motivo:",
  "mail.cancel.calendar": "Si la tenías en tu calendario, el archivo adjunto cancel.ics la quita.",

  "mail.rePoll.subject": "Nuevos horarios para {name}: ¿cuáles te vienen bien?",
  "mail.rePoll.heading": "Hola, {guestName}: los horarios cambiaron",
  "mail.rePoll.lead":
    "{hostName} cambió los horarios de {name}. Uno de los horarios a los que respondiste ya no está en la lista, así que se borró tu respuesta para ese horario. Estos son los horarios ahora:",
  "mail.rePoll.answer": "Responder a los nuevos horarios",
  "mail.rePoll.answerLine": "Responde a los nuevos horarios (tu enlace privado): {url}",

  "mail.promoted.subject": "¡Se liberó una plaza en {name} y es para ti!",
  "mail.promoted.heading": "¡Buenas noticias, {guestName}: tienes plaza!",
  "mail.promoted.lead":
    "Se liberó una plaza en {name} (organiza {hostName}) y te tocaba a ti en la lista de espera. Ahora tu respuesta es {imIn}.",
  "mail.promoted.leadFor":
    "Se liberó una plaza en {name} (organiza {hostName}) y te tocaba a ti en la lista de espera. Ahora tu respuesta es {imIn} para:",
  "mail.promoted.imIn": "Me apunto",
  "mail.promoted.cantMake": "¿Al final no puedes? Este enlace privado te permite cambiar tu respuesta:",
  "mail.promoted.cantMakeLine": "¿Al final no puedes? Cambia tu respuesta (no compartas este enlace): {url}",

  "mail.group.subject": "Te han invitado a unirte a {groupName}",
  "mail.group.hiName": "Hola, {name}:",
  "mail.group.hi": "Hola:",
  "mail.group.startedBy": "{groupName} es un grupo de Hangs creado por {creatorName}.",
  "mail.group.startedByText":
    "Te han invitado a unirte a {groupName}, un grupo de Hangs creado por {creatorName}.",
  "mail.group.howTo":
    'Inicia sesión con esta dirección de correo, abre el grupo y pulsa "Unirme al grupo" para ver sus quedadas.',
  "mail.group.howToText":
    'Inicia sesión con esta dirección de correo, abre el grupo y pulsa "Unirme al grupo" para ver sus quedadas:',
  "mail.group.open": "Abrir {groupName}",

  "mail.summary.tally": "{best} va bien para {yes} de {answered}",
  "mail.summary.noYes": "aún ningún horario tiene un sí",
  "mail.summary.tallySentence": "La mejor hora, {best}, va bien para {yes} de {answered}.",
  "mail.summary.noYesSentence": "Aún ningún horario tiene un sí.",
  "mail.summary.bestAllDay": "{weekday} (todo el día)",
  "mail.summary.lockItIn": "¡Confirmar plan!",
  "mail.everyone.subject": "Ya respondieron todos — {tally}",
  "mail.everyone.heading": "Todos respondieron a {name}",
  "mail.closed.subject": "Respuestas cerradas — {tally}",
  "mail.closed.heading": "Se cerraron las respuestas de {name}",
  "mail.locked.subject": "Confirmada: {name}",
  "mail.locked.heading": "Se confirmó {name}",
  "mail.locked.lead": "Se cerraron las respuestas y la mejor hora se confirmó automáticamente: {when}.",
  "mail.locked.sent": "Todos los que dijeron que sí ya recibieron los detalles.",
  "mail.locked.see": "Ver los detalles",
  "mail.nothing.subject": "Respuestas cerradas: no se confirmó nada para {name}",
  "mail.nothing.lead":
    "Ningún horario tuvo un sí, así que no se confirmó nada. Puedes elegir una hora o volver a abrir las respuestas.",
  "mail.nothing.open": "Abrir la vista de organizador",

  "mail.calendar.details": "Detalles: {url}",

  "mail.test.subject": "Correo de prueba de Hangs",
  "mail.test.heading": "Funciona",
  "mail.test.body":
    "Un administrador de {url} envió este correo de prueba. Si puedes leerlo, el correo de esta instancia llega bien.",
  "feed.name": "Hangs — {name}",
  "feed.yourHangs": "tus quedadas",
  "feed.option": "Opción: {name}",
  "feed.hold": "Reservado: {name}",
  "feed.maybe": "Quizás: {name}",
  "feed.no": "No: {name}",
  "feed.ofTimes": "{title} ({index} de {total} horarios)",
  "feed.answer": "Responde: {name}",
  "feed.answerToday": "Hoy se cierra el plazo: ¿qué horarios te vienen bien?",
  "feed.notDecidedHost": "Aún sin decidir: uno de los {total} horarios que propusiste.",
  "feed.notDecidedAnswer":
    "Aún sin decidir: respondiste {answer, select, yes {que sí} maybe {que quizás} other {que no}} a este horario.",
  "feed.cancelled": "Quien organiza lo canceló.",
  "preview.cancelled": "{host} canceló esta quedada ({vibe}).",
  "preview.invites": "{host} te invita: {vibe}.",
  "preview.invitesWhen": "{host} te invita: {vibe}. {when}",
  "preview.itsOn": "Es un hecho: {dates}.",
  "preview.whichTimes": "¿Qué horarios te vienen bien? {dates}.",
  "preview.orLast": "{list} o {last}",
  "preview.more": "{listed} (+{more} más)",
};
