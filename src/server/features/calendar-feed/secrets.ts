// A feed's secret is the server's HMAC of the feed's id, so its owner can be shown the URL again at
// any time while the database keeps only its SHA-256: a copied database opens no feed.
import { createHash } from "node:crypto";
import type { ResponseSecrets } from "../../http/response-secrets.ts";

export const hashFeedSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

export const feedSecretFor = (secrets: ResponseSecrets, feedId: string) =>
  secrets.secretFor(`calendar-feed:${feedId}`);

/** Secrets are base64url HMACs: anything else in the path is no feed. */
export const FEED_SECRET = /^[A-Za-z0-9_-]{43}$/;
