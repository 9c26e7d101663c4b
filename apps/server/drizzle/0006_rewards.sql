CREATE TABLE "reward_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"level" integer NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_added" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" integer PRIMARY KEY NOT NULL,
	"deposit_threshold" bigint NOT NULL,
	"turnover_threshold" bigint NOT NULL,
	"weekly" bigint NOT NULL,
	"level_up" bigint NOT NULL,
	"monthly" bigint NOT NULL,
	"birthday" bigint NOT NULL,
	"turnover_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_levels_range" CHECK ("vip_levels"."level" between 0 and 9)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_once_idx" ON "reward_claims" USING btree ("member_id","kind","period");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_order_no_idx" ON "reward_claims" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "reward_claims_member_created_idx" ON "reward_claims" USING btree ("member_id","created_at");