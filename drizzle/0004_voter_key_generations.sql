CREATE TABLE "voter_key_generations" (
	"hang_id" uuid NOT NULL,
	"email" text NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "voter_key_generations_hang_id_email_pk" PRIMARY KEY("hang_id","email")
);
--> statement-breakpoint
ALTER TABLE "voter_key_generations" ADD CONSTRAINT "voter_key_generations_hang_id_hangs_id_fk" FOREIGN KEY ("hang_id") REFERENCES "public"."hangs"("id") ON DELETE cascade ON UPDATE no action;