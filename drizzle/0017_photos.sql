CREATE TABLE "photos" (
	"id" text PRIMARY KEY NOT NULL,
	"hang_id" uuid NOT NULL,
	"response_id" uuid,
	"hidden" boolean DEFAULT false NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"stored_bytes" integer NOT NULL,
	"full" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hangs" ADD COLUMN "photos_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_hang_id_hangs_id_fk" FOREIGN KEY ("hang_id") REFERENCES "public"."hangs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_hang_idx" ON "photos" USING btree ("hang_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_response_idx" ON "photos" USING btree ("response_id");