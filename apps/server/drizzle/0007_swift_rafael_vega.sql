CREATE TABLE "venue_bet_sync" (
	"venue_code" text PRIMARY KEY NOT NULL,
	"cursor" text,
	"lease_owner" text,
	"lease_until" timestamp with time zone NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"venue_code" text NOT NULL,
	"venue_bet_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"status" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_bets_status" CHECK ("venue_bets"."status" in ('unfinished', 'completed', 'cancelled')),
	CONSTRAINT "venue_bets_amounts" CHECK ("venue_bets"."stake" >= 0 and ("venue_bets"."payout" is null or "venue_bets"."payout" >= 0) and ("venue_bets"."status" = 'completed') = ("venue_bets"."payout" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "venue_bets_venue_bet_idx" ON "venue_bets" USING btree ("venue_code","venue_bet_id");--> statement-breakpoint
CREATE INDEX "venue_bets_member_placed_idx" ON "venue_bets" USING btree ("member_id","placed_at");