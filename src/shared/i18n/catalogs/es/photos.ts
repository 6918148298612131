import type { photos as english } from "../en/photos.ts";

export const photos: Record<keyof typeof english, string> = {
  "photos.private": "Solo los anfitriones y quienes respondieron pueden ver el álbum.",
  "photos.answerFirst": "Responde primero a la quedada y luego añade fotos.",
  "photos.notYet": "Las fotos se abren cuando la quedada esté confirmada.",
  "photos.cancelled": "Esta quedada se canceló, así que no se pueden añadir fotos.",
  "photos.none": "Elige al menos una foto para añadir.",
  "photos.tooBig": "Esa foto es demasiado grande para subirla.",
  "photos.tooManyPixels": "Esa foto tiene demasiados píxeles para procesarla.",
  "photos.notAnImage": "Ese archivo no es una foto que podamos leer. Usa JPEG, PNG, WebP, HEIC o GIF.",
  "photos.damaged": "Esa foto parece dañada o incompleta. Prueba con otra copia.",
  "photos.tooManyFiles": "Añade menos fotos a la vez.",
  "photos.hangFull": "Este álbum está lleno. Un anfitrión puede borrar fotos para hacer sitio.",
  "photos.personFull":
    "Ya añadiste todas las fotos que puede añadir una persona. Borra alguna para añadir más.",
  "photos.busy": "Se están añadiendo muchas fotos ahora mismo. Inténtalo de nuevo en un momento.",
  "photos.gone": "Esa foto ya no está en el álbum.",
  "photos.notYours": "Solo quien añadió esta foto, o un anfitrión, puede borrarla.",
  "photos.hostsOnly": "Solo un anfitrión puede ocultar fotos.",
  "photos.visibilityRequired": "Indica si la foto está oculta (true o false)",
  "photos.openRequired": "Fotos antes de confirmar debe ser true o false",
};
