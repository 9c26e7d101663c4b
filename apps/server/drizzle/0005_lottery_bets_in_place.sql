DROP INDEX "lottery_bets_draw_status_idx";--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_member_idx" ON "lottery_bets" USING btree ("draw_id","member_id");--> statement-breakpoint
-- Room on every page for each bet's one update (settled, cancelled or withdrawn) beside it, so
-- the update stays on the page and adds no index entries (a HOT update). Drizzle has no table
-- storage parameters, so this lives here only; it applies to pages written from now on.
ALTER TABLE "lottery_bets" SET (fillfactor = 45);
