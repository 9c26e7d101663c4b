CREATE TABLE "card_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"bets" jsonb NOT NULL,
	"moves" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hand" jsonb,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"status" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_rounds_status" CHECK ("card_rounds"."status" in ('unfinished', 'completed')),
	CONSTRAINT "card_rounds_amounts" CHECK ("card_rounds"."stake" > 0 and ("card_rounds"."payout" is null or "card_rounds"."payout" >= 0) and ("card_rounds"."status" = 'completed') = ("card_rounds"."payout" is not null))
);
--> statement-breakpoint
CREATE TABLE "card_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "venue_bets" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "card_rounds" ADD CONSTRAINT "card_rounds_seed_id_card_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."card_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_rounds_order_no_idx" ON "card_rounds" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "card_rounds_seed_nonce_idx" ON "card_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "card_rounds_member_placed_idx" ON "card_rounds" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_seeds_active_idx" ON "card_seeds" USING btree ("member_id") WHERE "card_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "card_seeds_member_idx" ON "card_seeds" USING btree ("member_id","created_at");