CREATE TABLE "dev_mail" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_deliveries" (
	"dedup_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"hang_id" uuid,
	"recipient" text NOT NULL,
	"status" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "invitees" ADD COLUMN "invited_from" text;--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_hang_id_hangs_id_fk" FOREIGN KEY ("hang_id") REFERENCES "public"."hangs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_mail_created_idx" ON "dev_mail" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_deliveries_hang_idx" ON "mail_deliveries" USING btree ("hang_id");--> statement-breakpoint
CREATE INDEX "invitees_hang_time_idx" ON "invitees" USING btree ("hang_id","invited_at");--> statement-breakpoint
CREATE INDEX "invitees_from_time_idx" ON "invitees" USING btree ("invited_from","invited_at");