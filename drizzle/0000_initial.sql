CREATE TABLE "activity_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hang_id" uuid NOT NULL,
	"suggested_by" text NOT NULL,
	"suggested_by_email" text NOT NULL,
	"vibe" text NOT NULL,
	"custom_activity" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hang_id" uuid NOT NULL,
	"suggestion_id" uuid,
	"voter_name" text NOT NULL,
	"voter_email" text NOT NULL,
	"vote_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_votes_type_check" CHECK ("activity_votes"."vote_type" in ('love', 'up', 'down'))
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(500),
	"creator_id" uuid NOT NULL,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"host_email" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"name" text,
	"phone_number" text,
	"role" text DEFAULT 'member' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "group_memberships_role_check" CHECK ("group_memberships"."role" in ('creator', 'admin', 'member')),
	CONSTRAINT "group_memberships_status_check" CHECK ("group_memberships"."status" in ('pending', 'active'))
);
--> statement-breakpoint
CREATE TABLE "hangs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"vibe" text NOT NULL,
	"time_windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"host_name" text NOT NULL,
	"host_email" text NOT NULL,
	"host_timezone" text,
	"group_id" uuid,
	"edit_token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"is_finalized" boolean DEFAULT false NOT NULL,
	"final_date_time" timestamp with time zone,
	"location" text,
	"location_name" text,
	"location_lat" text,
	"location_lng" text,
	"additional_details" text,
	"max_capacity" integer,
	"allow_activity_suggestions" boolean DEFAULT false NOT NULL,
	"all_responses_notification_sent" boolean DEFAULT false NOT NULL,
	"reminder_email_sent" boolean DEFAULT false NOT NULL,
	"guest_reminder_settings" jsonb,
	"reminders_sent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hangs_max_capacity_check" CHECK ("hangs"."max_capacity" is null or "hangs"."max_capacity" between 2 and 50)
);
--> statement-breakpoint
CREATE TABLE "invitees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hang_id" uuid NOT NULL,
	"email" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"latitude" text,
	"longitude" text,
	"category" text DEFAULT 'other' NOT NULL,
	"vibe" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_suggestions_category_check" CHECK ("location_suggestions"."category" in ('cafe', 'bar', 'brewery', 'restaurant', 'bakery', 'park', 'other'))
);
--> statement-breakpoint
CREATE TABLE "responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hang_id" uuid NOT NULL,
	"guest_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"response" text NOT NULL,
	"available_time_windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_slot_availability" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"responded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responses_response_check" CHECK ("responses"."response" in ('yes', 'maybe', 'no'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar(128) PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_suggestions" ADD CONSTRAINT "activity_suggestions_hang_id_hangs_id_fk" FOREIGN KEY ("hang_id") REFERENCES "public"."hangs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_votes" ADD CONSTRAINT "activity_votes_hang_id_hangs_id_fk" FOREIGN KEY ("hang_id") REFERENCES "public"."hangs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_votes" ADD CONSTRAINT "activity_votes_suggestion_id_activity_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."activity_suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_groups" ADD CONSTRAINT "friend_groups_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD CONSTRAINT "group_memberships_group_id_friend_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."friend_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD CONSTRAINT "group_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hangs" ADD CONSTRAINT "hangs_group_id_friend_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."friend_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitees" ADD CONSTRAINT "invitees_hang_id_hangs_id_fk" FOREIGN KEY ("hang_id") REFERENCES "public"."hangs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_hang_id_hangs_id_fk" FOREIGN KEY ("hang_id") REFERENCES "public"."hangs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_suggestions_hang_idx" ON "activity_suggestions" USING btree ("hang_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_votes_suggestion_voter_key" ON "activity_votes" USING btree ("suggestion_id",lower("voter_email")) WHERE "activity_votes"."suggestion_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_votes_original_voter_key" ON "activity_votes" USING btree ("hang_id",lower("voter_email")) WHERE "activity_votes"."suggestion_id" is null;--> statement-breakpoint
CREATE INDEX "activity_votes_hang_idx" ON "activity_votes" USING btree ("hang_id");--> statement-breakpoint
CREATE INDEX "friend_groups_creator_idx" ON "friend_groups" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_memberships_group_email_key" ON "group_memberships" USING btree ("group_id",lower("email"));--> statement-breakpoint
CREATE INDEX "group_memberships_email_idx" ON "group_memberships" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "hangs_host_email_idx" ON "hangs" USING btree (lower("host_email"));--> statement-breakpoint
CREATE INDEX "hangs_group_idx" ON "hangs" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitees_hang_email_key" ON "invitees" USING btree ("hang_id",lower("email"));--> statement-breakpoint
CREATE INDEX "invitees_email_idx" ON "invitees" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "location_suggestions_vibe_idx" ON "location_suggestions" USING btree ("vibe");--> statement-breakpoint
CREATE UNIQUE INDEX "responses_hang_email_key" ON "responses" USING btree ("hang_id",lower("guest_email"));--> statement-breakpoint
CREATE INDEX "responses_hang_order_idx" ON "responses" USING btree ("hang_id","responded_at");--> statement-breakpoint
CREATE INDEX "responses_email_idx" ON "responses" USING btree (lower("guest_email"));--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));