CREATE TABLE "tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"metric" text NOT NULL,
	"title_zh_hans" text NOT NULL,
	"title_en" text NOT NULL,
	"target" bigint NOT NULL,
	"reward" bigint NOT NULL,
	"turnover_percent" integer DEFAULT 100 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
