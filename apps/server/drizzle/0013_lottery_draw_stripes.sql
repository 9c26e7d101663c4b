CREATE TABLE "lottery_draw_stripes" (
	"draw_id" text NOT NULL,
	"stripe" integer NOT NULL,
	"exposure" bigint DEFAULT 0 NOT NULL,
	"room" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_draw_stripes_draw_id_stripe_pk" PRIMARY KEY("draw_id","stripe"),
	CONSTRAINT "lottery_draw_stripes_exposure" CHECK ("lottery_draw_stripes"."exposure" >= 0 and "lottery_draw_stripes"."exposure" <= "lottery_draw_stripes"."room")
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" DROP CONSTRAINT "lottery_draws_exposure";--> statement-breakpoint
ALTER TABLE "lottery_draw_stripes" ADD CONSTRAINT "lottery_draw_stripes_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The open draws' exposure moves to their stripes: 16 (STRIPES in draw-exposure.ts), each with what
-- the unfinished bets of its members would pay, and no room to spare until a bet moves room to it.
INSERT INTO "lottery_draw_stripes" ("draw_id", "stripe", "exposure", "room")
SELECT d.id, s.n, coalesce(b.total, 0), coalesce(b.total, 0)
FROM "lottery_draws" d CROSS JOIN generate_series(0, 15) AS s(n)
LEFT JOIN (
  SELECT draw_id, (member_id % 16)::int AS n, sum(potential_payout)::bigint AS total
  FROM "lottery_bets" WHERE status = 'unfinished' GROUP BY 1, 2
) b ON b.draw_id = d.id AND b.n = s.n
WHERE d.status = 'open';--> statement-breakpoint
ALTER TABLE "lottery_draws" DROP COLUMN "exposure";