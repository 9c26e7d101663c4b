CREATE TABLE "wheel_prizes" (
	"position" integer PRIMARY KEY NOT NULL,
	"name_zh_hans" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"weight" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"prizes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wheel_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"deposit_per_spin" bigint NOT NULL,
	"turnover_per_spin" bigint NOT NULL,
	"turnover_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"name_zh_hans" text NOT NULL,
	"name_en" text NOT NULL,
	"fulfilled_at" timestamp with time zone,
	"fulfilled_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_seeds_active_idx" ON "wheel_seeds" USING btree ("member_id") WHERE "wheel_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_order_no_idx" ON "wheel_spins" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_seed_nonce_idx" ON "wheel_spins" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "wheel_spins_member_idx" ON "wheel_spins" USING btree ("member_id","id");