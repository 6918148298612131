// The album's e-mails in each language: the hosts' notice before it ends, and the day's new photos.
// Spread into en.ts, es.ts and de.ts, so they stay the one list of the server's texts.
export const photoMailEn = {
  "mail.albumEnding.subject": "The album of {name} will be deleted on {date}",
  "mail.albumEnding.lead":
    "{count, plural, one {Its photo is} other {Its # photos are}} then gone from Hangs for good. To keep them, download them before that day.",
  "mail.albumEnding.download": "Download the photos",
  "mail.albumEnding.downloadLine": "Download the photos: {url}",
  "mail.newPhotos.subject": "{count, plural, one {1 new photo} other {# new photos}} from {name}",
  "mail.newPhotos.lead": "People who came added photos to the album. Only the hosts and guests can see them.",
  "mail.newPhotos.see": "See the photos",
  "mail.newPhotos.seeLine": "See the photos: {url}",
} as const;

export const photoMailEs: Record<keyof typeof photoMailEn, string> = {
  "mail.albumEnding.subject": "El álbum de {name} se eliminará el {date}",
  "mail.albumEnding.lead":
    "{count, plural, one {Su foto desaparecerá} other {Sus # fotos desaparecerán}} de Hangs para siempre. Para conservarlas, descárgalas antes de ese día.",
  "mail.albumEnding.download": "Descargar las fotos",
  "mail.albumEnding.downloadLine": "Descargar las fotos: {url}",
  "mail.newPhotos.subject": "{count, plural, one {1 foto nueva} other {# fotos nuevas}} de {name}",
  "mail.newPhotos.lead":
    "Quienes fueron añadieron fotos al álbum. Solo los anfitriones y los invitados pueden verlas.",
  "mail.newPhotos.see": "Ver las fotos",
  "mail.newPhotos.seeLine": "Ver las fotos: {url}",
};

export const photoMailDe: Record<keyof typeof photoMailEn, string> = {
  "mail.albumEnding.subject": "Das Album von {name} wird am {date} gelöscht",
  "mail.albumEnding.lead":
    "{count, plural, one {Sein Foto ist} other {Seine # Fotos sind}} dann endgültig aus Hangs verschwunden. Lade sie vorher herunter, um sie zu behalten.",
  "mail.albumEnding.download": "Fotos herunterladen",
  "mail.albumEnding.downloadLine": "Fotos herunterladen: {url}",
  "mail.newPhotos.subject": "{count, plural, one {1 neues Foto} other {# neue Fotos}} von {name}",
  "mail.newPhotos.lead":
    "Leute, die dabei waren, haben Fotos zum Album hinzugefügt. Nur die Gastgeber und Gäste können sie sehen.",
  "mail.newPhotos.see": "Fotos ansehen",
  "mail.newPhotos.seeLine": "Fotos ansehen: {url}",
};
