// A token as its owner sees it: name, scope and dates, never the token or its hash.
import type { AccessTokenView } from "../../../shared/access-tokens.ts";
import type { PersonalAccessTokenRow } from "../../db/schema.ts";

export function tokenView(row: PersonalAccessTokenRow): AccessTokenView {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
