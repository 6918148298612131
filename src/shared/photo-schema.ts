// The album's inputs other than the photos themselves (those are multipart, sniffed by the server).
import { z } from "./zod.ts";

/** PATCH /api/hangs/{id}/photos/{photoId}: a host hides a photo from guests, or shows it again. */
export const photoVisibilitySchema = z.object({
  hidden: z.boolean({ error: "Say whether the photo is hidden (true or false)" }),
});
export type PhotoVisibility = z.output<typeof photoVisibilitySchema>;

/** Whether photos may be added before the hang is locked in: on the hang's create and edit bodies. */
export const photosOpenField = z.boolean({ error: "Photos before lock-in must be true or false" });
