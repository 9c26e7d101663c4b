CREATE TABLE "venue_session_ends" (
	"member_id" bigint NOT NULL,
	"venue_code" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"check_after" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	CONSTRAINT "venue_session_ends_member_id_venue_code_pk" PRIMARY KEY("member_id","venue_code")
);
--> statement-breakpoint
CREATE INDEX "venue_session_ends_due_idx" ON "venue_session_ends" USING btree ("check_after");