CREATE TABLE "series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"group_id" uuid,
	"name" text NOT NULL,
	"vibe" text NOT NULL,
	"location" text,
	"location_name" text,
	"location_lat" text,
	"location_lng" text,
	"rrule" text NOT NULL,
	"starts_on" date NOT NULL,
	"slots" jsonb NOT NULL,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rotation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opens_days_before" integer NOT NULL,
	"answer_by_days_before" integer NOT NULL,
	"host_timezone" text NOT NULL,
	"nudges" boolean DEFAULT true NOT NULL,
	"auto_lock" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_status_check" CHECK ("series"."status" in ('active', 'paused', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "series_rounds" (
	"series_id" uuid NOT NULL,
	"round_date" date NOT NULL,
	"status" text NOT NULL,
	"hang_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_rounds_series_id_round_date_pk" PRIMARY KEY("series_id","round_date"),
	CONSTRAINT "series_rounds_status_check" CHECK ("series_rounds"."status" in ('open', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "series_standing_answers" (
	"series_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" text NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_standing_answers_series_id_user_id_weekday_start_time_pk" PRIMARY KEY("series_id","user_id","weekday","start_time"),
	CONSTRAINT "series_standing_answers_answer_check" CHECK ("series_standing_answers"."answer" in ('yes', 'maybe', 'no'))
);
--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_group_id_friend_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."friend_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_rounds" ADD CONSTRAINT "series_rounds_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_rounds" ADD CONSTRAINT "series_rounds_hang_id_hangs_id_fk" FOREIGN KEY ("hang_id") REFERENCES "public"."hangs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_standing_answers" ADD CONSTRAINT "series_standing_answers_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_standing_answers" ADD CONSTRAINT "series_standing_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_owner_idx" ON "series" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "series_group_idx" ON "series" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "series_rounds_hang_idx" ON "series_rounds" USING btree ("hang_id");--> statement-breakpoint
CREATE INDEX "series_standing_answers_user_idx" ON "series_standing_answers" USING btree ("user_id");