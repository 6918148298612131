// A hang's photo album: each photo re-encoded without metadata, full size and thumbnail, kept in the
// database so backups carry it and every instance serves it. The bytes are read only by the image
// path; the album's list selects the other columns (src/server/features/photos).
import { boolean, customType, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { hangs, responses } from "./schema.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const photos = pgTable(
  "photos",
  {
    /** Random and unguessable: the image paths are named by it. */
    id: text("id").primaryKey(),
    hangId: uuid("hang_id")
      .notNull()
      .references(() => hangs.id, { onDelete: "cascade" }),
    /** The answer of the guest who added it (it goes with the answer); null when a host added it. */
    responseId: uuid("response_id").references(() => responses.id, { onDelete: "cascade" }),
    /** Hidden by a host: served and listed to hosts only. */
    hidden: boolean("hidden").notNull().default(false),
    /** Always image/jpeg today; kept so a later format needs no migration. */
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Both versions' bytes together: what the per-hang and per-person size limits count. */
    storedBytes: integer("stored_bytes").notNull(),
    full: bytea("full").notNull(),
    thumbnail: bytea("thumbnail").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("photos_hang_idx").on(t.hangId, t.createdAt), index("photos_response_idx").on(t.responseId)],
);

export type PhotoRow = typeof photos.$inferSelect;

/**
 * A photo's bytes on their way in, in pieces of a quarter MB, each written by its own statement
 * before the album's transaction joins them (src/server/features/photos/staged-bytes.ts): on the
 * embedded database a statement holds the server's only thread, and a whole photo in one held it
 * for a tenth of a second. Rows live for one upload; one left by a crash is cleared an hour on.
 */
export const photoParts = pgTable(
  "photo_parts",
  {
    photoId: text("photo_id").notNull(),
    variant: text("variant").notNull(),
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.variant, t.seq] }),
    index("photo_parts_created_idx").on(t.createdAt),
  ],
);
