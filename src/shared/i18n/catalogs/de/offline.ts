import type { offline as english } from "../en/offline.ts";

export const offline: Record<keyof typeof english, string> = {
  "offline.banner": "Du bist offline. So sah das Treffen aus, als du es zuletzt geöffnet hast.",
  "offline.savedAt": "Auf diesem Gerät gespeichert: {when}",
  "offline.answerWaiting": "Deine Antwort wird gesendet, sobald du wieder online bist.",
  "offline.answerNotSent": "Deine Antwort wurde nicht gesendet",
  "offline.unreachableHeading": "Du bist offline",
  "offline.unreachableText":
    "Dieses Treffen ist auf diesem Gerät noch nicht gespeichert. Es erscheint, sobald du wieder online bist.",
  "offline.tryAgain": "Erneut versuchen",
};
