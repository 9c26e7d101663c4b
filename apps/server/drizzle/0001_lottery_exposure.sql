CREATE TABLE "lottery_draw_shares" (
	"draw_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"placed" bigint NOT NULL,
	CONSTRAINT "lottery_draw_shares_draw_id_member_id_pk" PRIMARY KEY("draw_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "exposure" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_draw_shares" ADD CONSTRAINT "lottery_draw_shares_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_exposure" CHECK ("lottery_draws"."exposure" >= 0);--> statement-breakpoint
-- Backfill: the running totals of draws still taking bets (closed draws no longer check them).
UPDATE "lottery_draws" d SET "exposure" = s.total
FROM (SELECT "draw_id", sum("potential_payout") AS total FROM "lottery_bets" WHERE "status" = 'unfinished' GROUP BY "draw_id") s
WHERE s."draw_id" = d."id" AND d."status" = 'open';--> statement-breakpoint
INSERT INTO "lottery_draw_shares" ("draw_id", "member_id", "placed")
SELECT b."draw_id", b."member_id", sum(b."potential_payout")
FROM "lottery_bets" b JOIN "lottery_draws" d ON d."id" = b."draw_id"
WHERE d."status" = 'open'
GROUP BY b."draw_id", b."member_id";
