CREATE TABLE "promotions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title_zh_hans" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh_hans" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"content_zh_hans" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"banner" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"percent_bp" integer DEFAULT 0 NOT NULL,
	"cap" bigint DEFAULT 0 NOT NULL,
	"minimum" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"days" integer DEFAULT 7 NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"turnover_percent" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_period" CHECK ("promotions"."starts_at" < "promotions"."ends_at")
);
--> statement-breakpoint
CREATE INDEX "promotions_shown_idx" ON "promotions" USING btree ("enabled","sort","id");