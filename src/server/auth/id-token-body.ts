// The body of POST /api/auth/google (the spec's sign-in with a Google ID token), apart from the
// endpoint itself, which is part of better-auth and read with the first sign-in (decision 0069).
import { z } from "zod";

export const idTokenBodySchema = z.object({
  idToken: z.string({ error: "idToken must be a string" }).min(1, "idToken is required").max(8192),
  // The spec's client also sends its view of the user; the token alone is trusted.
  user: z.record(z.string(), z.unknown()).optional(),
});
