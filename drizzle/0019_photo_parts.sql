CREATE TABLE "photo_parts" (
	"photo_id" text NOT NULL,
	"variant" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_parts_photo_id_variant_seq_pk" PRIMARY KEY("photo_id","variant","seq")
);
--> statement-breakpoint
CREATE INDEX "photo_parts_created_idx" ON "photo_parts" USING btree ("created_at");