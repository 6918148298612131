CREATE TABLE "mail_opt_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"hang_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hangs" ADD COLUMN "answer_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hangs" ADD COLUMN "nudges" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "hangs" ADD COLUMN "auto_lock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_hang_id_hangs_id_fk" FOREIGN KEY ("hang_id") REFERENCES "public"."hangs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_opt_outs_everything_key" ON "mail_opt_outs" USING btree (lower("email")) WHERE "mail_opt_outs"."hang_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_opt_outs_hang_key" ON "mail_opt_outs" USING btree (lower("email"),"hang_id") WHERE "mail_opt_outs"."hang_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_opt_outs_hang_idx" ON "mail_opt_outs" USING btree ("hang_id");