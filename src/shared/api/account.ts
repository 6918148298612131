// What the API answers about the signed-in person: their account, export, deletion and mail choices.
import { z } from "../zod.ts";
import { instant } from "./common.ts";

const accountViewSchema = z.object({
  uid: z.uuid(),
  email: z.string().describe("Empty when the sign-in provider vouches for no address."),
  emailVerified: z.boolean(),
  displayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  photoURL: z.string().nullable(),
  isAdmin: z.boolean(),
});

export const currentUserSchema = z.object({
  user: accountViewSchema.nullable(),
  provider: z.object({ id: z.string(), name: z.string() }).nullable(),
  anonymousHosts: z.boolean(),
});

/** A failure the sign-in library answers itself: its own code beside the message. */
export const signInFailureSchema = z.object({ code: z.string().optional(), message: z.string() });

export const successSchema = z.object({ success: z.literal(true) });

export const deletedAccountSchema = z.object({
  cancelledHangs: z.int(),
  anonymisedHangs: z.int(),
  notified: z.int(),
  removedAnswers: z.int(),
});

export const accountDeletionSchema = deletedAccountSchema.extend({ deleted: z.literal(true) });

/**
 * Everything Hangs keeps about the person (a download). Open to more sections as features add
 * them; each list's rows are described in the README.
 */
export const accountExportSchema = z.looseObject({
  exportedAt: instant,
  account: z.looseObject({ id: z.uuid(), email: z.string().nullable(), emailVerified: z.boolean() }),
  hostedHangs: z.array(z.looseObject({ id: z.uuid(), name: z.string() })),
  answers: z.array(z.looseObject({ id: z.uuid(), hangId: z.uuid() })),
  votes: z.array(z.looseObject({ hangId: z.uuid() })),
  standingHangs: z.array(z.looseObject({ id: z.uuid(), name: z.string() })),
  standingAnswers: z.array(z.looseObject({ seriesId: z.uuid(), weekday: z.int(), answer: z.string() })),
});

export const languageSavedSchema = z.object({ language: z.string() });

export const unsubscribeInfoSchema = z.object({
  scope: z.enum(["hang", "groups", "all"]),
  hangName: z.string().nullable(),
  stopped: z.boolean(),
});

export const unsubscribedSchema = z.object({ stopped: z.literal(true) });
