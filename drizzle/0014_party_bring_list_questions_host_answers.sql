CREATE TABLE "bring_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"hang_id" uuid NOT NULL,
	"response_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bring_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hang_id" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bring_items_quantity_check" CHECK ("bring_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"response_id" uuid NOT NULL,
	"hang_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_answers_response_id_question_id_pk" PRIMARY KEY("response_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "hangs" ADD COLUMN "plus_ones_allowed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hangs" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "plus_ones" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "plus_one_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "yes_since" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "waiting_for" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "entered_by_host_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "taken_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bring_claims" ADD CONSTRAINT "bring_claims_item_id_bring_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."bring_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bring_claims" ADD CONSTRAINT "bring_claims_hang_id_hangs_id_fk" FOREIGN KEY ("hang_id") REFERENCES "public"."hangs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bring_claims" ADD CONSTRAINT "bring_claims_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bring_items" ADD CONSTRAINT "bring_items_hang_id_hangs_id_fk" FOREIGN KEY ("hang_id") REFERENCES "public"."hangs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_hang_id_hangs_id_fk" FOREIGN KEY ("hang_id") REFERENCES "public"."hangs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bring_claims_item_response_key" ON "bring_claims" USING btree ("item_id","response_id");--> statement-breakpoint
CREATE INDEX "bring_claims_hang_idx" ON "bring_claims" USING btree ("hang_id");--> statement-breakpoint
CREATE INDEX "bring_claims_response_idx" ON "bring_claims" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "bring_items_hang_idx" ON "bring_items" USING btree ("hang_id","created_at");--> statement-breakpoint
CREATE INDEX "question_answers_hang_question_idx" ON "question_answers" USING btree ("hang_id","question_id");--> statement-breakpoint
CREATE INDEX "responses_held_by_host_idx" ON "responses" USING btree ("hang_id") WHERE "responses"."entered_by_host_at" is not null and "responses"."taken_over_at" is null;--> statement-breakpoint
ALTER TABLE "hangs" ADD CONSTRAINT "hangs_plus_ones_allowed_check" CHECK ("hangs"."plus_ones_allowed" between 0 and 5);--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_plus_ones_check" CHECK ("responses"."plus_ones" between 0 and 5);