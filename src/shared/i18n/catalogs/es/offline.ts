import type { offline as english } from "../en/offline.ts";

export const offline: Record<keyof typeof english, string> = {
  "offline.banner": "Estás sin conexión. Así estaba la quedada la última vez que la abriste.",
  "offline.savedAt": "Guardado en este dispositivo: {when}",
  "offline.answerWaiting": "Tu respuesta se enviará cuando vuelvas a tener conexión.",
  "offline.answerNotSent": "Tu respuesta no se envió",
  "offline.unreachableHeading": "Estás sin conexión",
  "offline.unreachableText":
    "Esta quedada aún no está guardada en este dispositivo. Aparecerá en cuanto vuelvas a tener conexión.",
  "offline.tryAgain": "Reintentar",
};
