CREATE TABLE "live_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"spot" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"status" text DEFAULT 'unfinished' NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "live_bets_status" CHECK ("live_bets"."status" in ('unfinished', 'completed', 'cancelled')),
	CONSTRAINT "live_bets_amounts" CHECK ("live_bets"."stake" > 0 and ("live_bets"."payout" is null or "live_bets"."payout" >= 0) and ("live_bets"."status" = 'completed') = ("live_bets"."payout" is not null))
);
--> statement-breakpoint
CREATE TABLE "live_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"table_code" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"hand" jsonb,
	"dealt_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "live_rounds_status" CHECK ("live_rounds"."status" in ('open', 'dealt', 'settled')),
	CONSTRAINT "live_rounds_hand" CHECK (("live_rounds"."status" = 'open') = ("live_rounds"."hand" is null))
);
--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_round_id_live_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."live_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_bets_order_no_idx" ON "live_bets" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "live_bets_round_member_idx" ON "live_bets" USING btree ("round_id","member_id");--> statement-breakpoint
CREATE INDEX "live_bets_member_placed_idx" ON "live_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "live_rounds_table_opens_idx" ON "live_rounds" USING btree ("table_code","opens_at");--> statement-breakpoint
CREATE INDEX "live_rounds_unsettled_idx" ON "live_rounds" USING btree ("closes_at") WHERE "live_rounds"."status" <> 'settled';--> statement-breakpoint
-- Room on every page for each bet's one update (its settlement) beside it, so the update stays on
-- the page and adds no index entries (a HOT update), as lottery_bets does (migration 0005).
ALTER TABLE "live_bets" SET (fillfactor = 45);
