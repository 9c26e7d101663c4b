CREATE TABLE "venue_players" (
	"member_id" bigint NOT NULL,
	"venue_code" text NOT NULL,
	"player" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_players_member_id_venue_code_pk" PRIMARY KEY("member_id","venue_code")
);
--> statement-breakpoint
CREATE TABLE "venue_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"venue_code" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"idempotency_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"check_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "venue_transfers_amount_positive" CHECK ("venue_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"code" text PRIMARY KEY NOT NULL,
	"name_zh_hans" text NOT NULL,
	"name_en" text NOT NULL,
	"adapter" text NOT NULL,
	"api_url" text,
	"merchant_id" text,
	"api_secret" text,
	"maintenance" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "venue_transfers_member_key_idx" ON "venue_transfers" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "venue_transfers_member_idx" ON "venue_transfers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "venue_transfers_pending_idx" ON "venue_transfers" USING btree ("check_after") WHERE "venue_transfers"."status" = 'pending';