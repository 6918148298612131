CREATE TABLE "readiness_writes" (
	"id" smallint PRIMARY KEY NOT NULL,
	"written_at" timestamp with time zone NOT NULL
);
