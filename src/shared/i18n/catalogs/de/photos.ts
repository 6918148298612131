import type { photos as english } from "../en/photos.ts";

export const photos: Record<keyof typeof english, string> = {
  "photos.private": "Nur die Gastgeber und alle, die geantwortet haben, sehen das Album.",
  "photos.answerFirst": "Antworte zuerst auf das Treffen, dann kannst du Fotos hinzufügen.",
  "photos.notYet": "Fotos sind möglich, sobald das Treffen festgelegt ist.",
  "photos.cancelled": "Dieses Treffen wurde abgesagt, daher können keine Fotos hinzugefügt werden.",
  "photos.none": "Wähle mindestens ein Foto aus.",
  "photos.tooBig": "Dieses Foto ist zu groß zum Hochladen.",
  "photos.tooManyPixels": "Dieses Foto hat zu viele Pixel, um es zu verarbeiten.",
  "photos.notAnImage":
    "Diese Datei ist kein Foto, das wir lesen können. Nimm JPEG, PNG, WebP, HEIC oder GIF.",
  "photos.damaged": "Dieses Foto scheint beschädigt oder unvollständig. Versuch eine andere Kopie davon.",
  "photos.tooManyFiles": "Füge weniger Fotos auf einmal hinzu.",
  "photos.hangFull": "Dieses Album ist voll. Ein Gastgeber kann Fotos löschen, um Platz zu schaffen.",
  "photos.personFull":
    "Du hast so viele Fotos hinzugefügt, wie eine Person kann. Lösche welche, um mehr hinzuzufügen.",
  "photos.busy": "Gerade werden viele Fotos hinzugefügt. Versuch es gleich noch einmal.",
  "photos.gone": "Dieses Foto ist nicht mehr im Album.",
  "photos.notYours": "Nur wer dieses Foto hinzugefügt hat oder ein Gastgeber kann es löschen.",
  "photos.hostsOnly": "Nur ein Gastgeber kann Fotos ausblenden.",
  "photos.visibilityRequired": "Gib an, ob das Foto ausgeblendet ist (true oder false)",
  "photos.openRequired": "Fotos vor dem Festlegen muss true oder false sein",
};
