// The album: photos added by the hosts and the people who answered, seen by them alone. Every photo
// is decoded and written anew with no metadata; the original file is never kept.
import { photoViewSchema } from "../../../shared/api/photos.ts";
import { photoVisibilitySchema } from "../../../shared/photo-schema.ts";
import { z } from "../../../shared/zod.ts";
import { type Area, type Credential, HOST } from "../operation.ts";

/** A host, or a guest who answered (their answer's id and secret, or their signed-in address). */
const member = {
  credentials: [...HOST, "responseSecret"] as Credential[],
  credentialsRequired: true,
  headers: { "X-Response-Id": "A guest's answer id, beside X-Response-Secret." },
} as const;

export const photosArea: Area = {
  tag: "Photos",
  description:
    "A private album per hang, for its hosts and the people who answered: JPEG, PNG, WebP, HEIC/HEIF " +
    "and GIF (first frame), stripped of all metadata; never visible through the public link alone.",
  operations: [
    {
      method: "get",
      path: "/api/hangs/{id}/photos",
      summary: "The album",
      ...member,
      answers: { 200: z.array(photoViewSchema) },
      errors: [403, 404],
    },
    {
      method: "post",
      path: "/api/hangs/{id}/photos",
      summary: "Add photos",
      description:
        "All or nothing: every file is processed, then all are stored together. Refused on a " +
        "cancelled hang, and before lock-in unless the host opened the album (photosOpen).",
      ...member,
      files: { field: "photo", description: "One or more image files." },
      answers: { 201: z.array(photoViewSchema) },
      errors: [403, 404, 409, 413, 415, 422, 429],
    },
    {
      method: "delete",
      path: "/api/hangs/{id}/photos/{photoId}",
      summary: "Delete a photo",
      description: "By whoever added it, or a host.",
      ...member,
      answers: { 204: null },
      errors: [403, 404, 429],
    },
    {
      method: "patch",
      path: "/api/hangs/{id}/photos/{photoId}",
      summary: "Hide or show a photo",
      description: "Hosts only: a hidden photo is listed and served to hosts alone.",
      ...member,
      body: photoVisibilitySchema,
      answers: { 204: null },
      errors: [403, 404, 429],
    },
    {
      method: "get",
      path: "/api/hangs/{id}/photos.zip",
      summary: "Download all",
      description:
        "Every photo the viewer may see, full size, in one ZIP written as it is sent (stored, not " +
        "compressed), named like friday-coffee-01-ana.jpg. Hosts get hidden photos too. " +
        "Content-Disposition: attachment; Cache-Control: private, no-store.",
      ...member,
      answers: { 200: { mediaType: "application/zip", description: "The album as a ZIP archive." } },
      errors: [403, 404, 429],
    },
    {
      method: "post",
      path: "/api/hangs/{id}/photos.zip",
      summary: "Download all, from a page",
      description:
        "The same ZIP for a form a page submits, so the browser saves it as it streams: the proof " +
        "travels in the form's fields `token` (a host's edit token) or `responseId` and `secret` (a " +
        "guest's answer) instead of headers; a signed-in session works as for the GET.",
      anyBody: true,
      answers: { 200: { mediaType: "application/zip", description: "The album as a ZIP archive." } },
      errors: [403, 404, 429],
    },
    {
      method: "get",
      path: "/api/photos/{photoId}/{variant}",
      summary: "A photo's image",
      description:
        "`full` or `thumbnail`, as image/jpeg, with Cache-Control: private and no cross-site embedding.",
      answers: { 200: { mediaType: "image/jpeg", description: "The image." } },
      errors: [404],
    },
  ],
};
