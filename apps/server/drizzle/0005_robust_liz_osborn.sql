CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"batch_no" text NOT NULL,
	"line" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"draw_id" text NOT NULL,
	"game" text NOT NULL,
	"kind" text NOT NULL,
	"pick" integer,
	"stake" bigint NOT NULL,
	"odds_hundredths" integer NOT NULL,
	"potential_payout" bigint NOT NULL,
	"payout" bigint,
	"status" text DEFAULT 'unfinished' NOT NULL,
	"idempotency_key" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_status" CHECK ("lottery_bets"."status" in ('unfinished', 'completed', 'cancelled', 'withdrawn')),
	CONSTRAINT "lottery_bets_amounts" CHECK ("lottery_bets"."stake" > 0 and "lottery_bets"."odds_hundredths" > 100 and "lottery_bets"."potential_payout" = "lottery_bets"."stake" * "lottery_bets"."odds_hundredths" / 100),
	CONSTRAINT "lottery_bets_payout" CHECK (("lottery_bets"."status" = 'completed') = ("lottery_bets"."payout" is not null) and ("lottery_bets"."payout" is null or "lottery_bets"."payout" = 0 or "lottery_bets"."payout" = "lottery_bets"."potential_payout"))
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"commitment" text NOT NULL,
	"seed" text NOT NULL,
	"result" integer[],
	"status" text DEFAULT 'open' NOT NULL,
	"void_reason" text,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draws_status" CHECK ("lottery_draws"."status" in ('open', 'closed', 'drawn', 'void')),
	CONSTRAINT "lottery_draws_times" CHECK ("lottery_draws"."opens_at" < "lottery_draws"."closes_at" and "lottery_draws"."closes_at" <= "lottery_draws"."draw_at"),
	CONSTRAINT "lottery_draws_result" CHECK (("lottery_draws"."status" = 'drawn') = ("lottery_draws"."result" is not null))
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_order_no_idx" ON "lottery_bets" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_member_key_idx" ON "lottery_bets" USING btree ("member_id","idempotency_key","line");--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_status_idx" ON "lottery_bets" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_placed_idx" ON "lottery_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_draw_at_idx" ON "lottery_draws" USING btree ("game","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_status_draw_at_idx" ON "lottery_draws" USING btree ("status","draw_at");