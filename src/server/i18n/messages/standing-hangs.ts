// The standing hangs' API texts in each language: the owner's mail when a group is deleted under a
// series, the reason a skipped round's guests read, and the API's own refusals (the rules' texts
// are shared/series.ts's, catalogued with the series page). Spread into en.ts, es.ts and de.ts.
export const standingHangsEn = {
  "mail.seriesEnded.subject": "Your standing hang {name} has ended",
  "mail.seriesEnded.lead": "The group behind {name} was deleted, so no more rounds will open.",
  "mail.seriesEnded.openRounds": "A round that is already open goes on as an ordinary hang.",
  "mail.seriesEnded.see": "See the standing hang",
  "mail.seriesEnded.seeLine": "See the standing hang: {url}",
  "mail.why.seriesOwner": "You got this because you set up the standing hang {name} on Hangs.",
  "series.skipReason": "The host skipped this round of the standing hang.",
  "error.seriesSignIn": "Sign in to use standing hangs.",
  "error.seriesOwnerOnly": "Only the person who set up this standing hang can change it.",
} as const;

export const standingHangsEs: Record<keyof typeof standingHangsEn, string> = {
  "mail.seriesEnded.subject": "Tu quedada fija {name} ha terminado",
  "mail.seriesEnded.lead": "Se eliminó el grupo de {name}, así que no se abrirán más rondas.",
  "mail.seriesEnded.openRounds": "Una ronda que ya está abierta sigue como una quedada normal.",
  "mail.seriesEnded.see": "Ver la quedada fija",
  "mail.seriesEnded.seeLine": "Ver la quedada fija: {url}",
  "mail.why.seriesOwner": "Te llega porque organizaste la quedada fija {name} en Hangs.",
  "series.skipReason": "Se saltó esta ronda de la quedada fija.",
  "error.seriesSignIn": "Inicia sesión para usar las quedadas fijas.",
  "error.seriesOwnerOnly": "Solo quien organizó esta quedada fija puede cambiarla.",
};

export const standingHangsDe: Record<keyof typeof standingHangsEn, string> = {
  "mail.seriesEnded.subject": "Dein Regeltreffen {name} ist beendet",
  "mail.seriesEnded.lead": "Die Gruppe hinter {name} wurde gelöscht, deshalb öffnen keine weiteren Runden.",
  "mail.seriesEnded.openRounds": "Eine Runde, die schon offen ist, läuft als gewöhnliches Treffen weiter.",
  "mail.seriesEnded.see": "Regeltreffen ansehen",
  "mail.seriesEnded.seeLine": "Regeltreffen ansehen: {url}",
  "mail.why.seriesOwner":
    "Du bekommst diese E-Mail, weil du das Regeltreffen {name} auf Hangs eingerichtet hast.",
  "series.skipReason": "Diese Runde des Regeltreffens wurde ausgelassen.",
  "error.seriesSignIn": "Melde dich an, um Regeltreffen zu nutzen.",
  "error.seriesOwnerOnly": "Nur wer dieses Regeltreffen eingerichtet hat, kann es ändern.",
};
