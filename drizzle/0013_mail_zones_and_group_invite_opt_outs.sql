CREATE TABLE "group_invite_opt_outs" (
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "time_zone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "group_invite_opt_outs_email_key" ON "group_invite_opt_outs" USING btree (lower("email"));