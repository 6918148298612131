// A token is the prefix and 32 random bytes: guessing one is hopeless, so a plain SHA-256 (no salt,
// no slow hash) is enough to store and to find it by (docs/decisions/0070).
import { createHash, randomBytes } from "node:crypto";
import { TOKEN_PREFIX } from "../../../shared/access-tokens.ts";

export const newAccessToken = () => `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;

export const hashAccessToken = (token: string) => createHash("sha256").update(token).digest("hex");
