ALTER TABLE "hangs" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "language" text;