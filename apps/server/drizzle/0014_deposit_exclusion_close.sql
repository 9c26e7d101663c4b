ALTER TABLE "deposits" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "provider_close" text;--> statement-breakpoint
CREATE INDEX "deposits_close_pending_idx" ON "deposits" USING btree ("closed_at") WHERE "deposits"."provider_close" = 'pending';