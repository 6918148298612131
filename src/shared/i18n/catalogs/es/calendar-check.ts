import type { calendarCheck as english } from "../en/calendar-check.ts";

export const calendarCheck: Record<keyof typeof english, string> = {
  "calendarCheck.checkMyCalendar": "Revisar mi calendario",
  "calendarCheck.filledIn":
    "Respuestas completadas con tu calendario. Cambia las que quieras antes de enviar.",
  "calendarCheck.reviewDescription":
    "Los horarios ocupados quedan como No disponible y los libres como Disponible. Cambia los que quieras y luego úsalos.",
  "calendarCheck.description":
    "Mira qué horarios tienes ocupados. Tus eventos se leen en este dispositivo: sus títulos nunca se guardan ni se envían con tu respuesta.",
  "calendarCheck.allFree": "Estás libre en todos los horarios.",
  "calendarCheck.busyAt":
    "{total, plural, one {Tienes ocupado {busy} de # horario.} other {Tienes ocupados {busy} de # horarios.}}",
  "calendarCheck.chooseAnother": "Elegir otro calendario",
  "calendarCheck.useAnswers": "Usar estas respuestas",
  "calendarCheck.reading": "Leyendo tu calendario…",
  "calendarCheck.busy": "Ocupado",
  "calendarCheck.busyWith": "Ocupado — {title}",
  "calendarCheck.free": "Libre",
  "calendarCheck.notAllowed": "Esa dirección no está permitida",
  "calendarCheck.noAnswer": "Esa dirección no respondió",
  "calendarCheck.notCalendar": "Eso no es un calendario",
  "calendarCheck.tooBig": "Ese calendario es demasiado grande",
  "calendarCheck.tooMany":
    "Demasiadas consultas de calendario por ahora. Vuelve a intentarlo en unos minutos.",
  "calendarCheck.offline": "No se pudo conectar con Hangs. Revisa tu conexión y vuelve a intentarlo.",
  "calendarCheck.noAddress": "Primero pega la dirección secreta de tu calendario.",
  "calendarCheck.savedTitle": "Tu calendario guardado",
  "calendarCheck.savedFrom": "La dirección de {host} que pediste recordar en este dispositivo.",
  "calendarCheck.yourCalendar": "tu calendario",
  "calendarCheck.checkSaved": "Revisar mi calendario guardado",
  "calendarCheck.forget": "Olvidarlo",
  "calendarCheck.chooseFile": "Elige un archivo .ics",
  "calendarCheck.fileHint":
    "Expórtalo desde tu app de calendario. Se lee en este dispositivo y nunca se sube.",
  "calendarCheck.or": "o",
  "calendarCheck.addressLabel": "Dirección secreta de tu calendario",
  "calendarCheck.addressHint":
    'Google: Configuración, tu calendario, "Dirección secreta en formato iCal". Apple: enlace de Calendario público. Outlook: el enlace ICS de un calendario publicado. Hangs lo descarga por ti y no guarda nada.',
  "calendarCheck.remember": "Recordar en este dispositivo",
  "calendarCheck.checkAddress": "Revisar esta dirección",
};
