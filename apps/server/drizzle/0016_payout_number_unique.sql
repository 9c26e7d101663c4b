ALTER TABLE "payout_accounts" ADD COLUMN "legacy_shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Numbers several members bound while that was allowed: the oldest live account keeps the number, the
-- later ones keep working but are left out of the uniqueness (docs/decisions.md, Payout accounts).
UPDATE "payout_accounts" AS "later" SET "legacy_shared" = true
WHERE "later"."deleted_at" IS NULL AND EXISTS (
  SELECT 1 FROM "payout_accounts" AS "older"
  WHERE "older"."deleted_at" IS NULL AND "older"."kind" = "later"."kind" AND "older"."id" < "later"."id"
    AND (case when "older"."kind" = 'wallet' then lower("older"."number") else "older"."number" end)
      = (case when "later"."kind" = 'wallet' then lower("later"."number") else "later"."number" end)
);--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_number_idx" ON "payout_accounts" USING btree ("kind",(case when "kind" = 'wallet' then lower("number") else "number" end)) WHERE "payout_accounts"."deleted_at" is null and not "payout_accounts"."legacy_shared";