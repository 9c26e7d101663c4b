-- Room on every page for each venue bet's one update (settled or voided, with the venue's detail)
-- beside it, so the update stays on the page and adds no index entries (a HOT update): a fixture's
-- settlement updates 100,000 rows at once. Drizzle has no table storage parameters, so this lives
-- here only; it applies to pages written from now on.
ALTER TABLE "venue_bets" SET (fillfactor = 50);
