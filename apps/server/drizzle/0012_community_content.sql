CREATE TABLE "help_articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" bigint NOT NULL,
	"title_zh_hans" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh_hans" text NOT NULL,
	"content_en" text NOT NULL,
	"text_zh_hans" text NOT NULL,
	"text_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title_zh_hans" text NOT NULL,
	"title_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_zh_hans" text NOT NULL,
	"name_en" text NOT NULL,
	"summary_zh_hans" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"content_zh_hans" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"logo" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"from_year" integer NOT NULL,
	"to_year" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interest_accruals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"base" bigint NOT NULL,
	"rate_ppm" integer NOT NULL,
	"amount" bigint NOT NULL,
	"claim_no" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interest_accruals_amount_positive" CHECK ("interest_accruals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "interest_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_added" bigint NOT NULL,
	"auto" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interest_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interest_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"members" integer NOT NULL,
	"amount" bigint NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interest_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"rate_ppm" integer NOT NULL,
	"auto_credit" boolean NOT NULL,
	"turnover_percent" integer NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rebate_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rebates" integer NOT NULL,
	"total" bigint NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"level1_basis_points" integer NOT NULL,
	"level2_basis_points" integer NOT NULL,
	"turnover_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"inviter_id" bigint NOT NULL,
	"invitee_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"turnover" bigint NOT NULL,
	"basis_points" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_reads" (
	"message_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reads_member_id_message_id_pk" PRIMARY KEY("member_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"audience" text NOT NULL,
	"member_id" bigint,
	"min_vip_level" integer,
	"title_zh_hans" text,
	"title_en" text,
	"text_zh_hans" text,
	"text_en" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"operator_id" bigint,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_audience" CHECK (("messages"."audience" = 'member') = ("messages"."member_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "bulletins" ADD COLUMN "kind" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulletins" ADD COLUMN "title_zh_hans" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulletins" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulletins" ADD COLUMN "marquee" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_articles_category_sort_idx" ON "help_articles" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "partners_visible_sort_idx" ON "partners" USING btree ("visible","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "interest_accruals_member_day_idx" ON "interest_accruals" USING btree ("member_id","day");--> statement-breakpoint
CREATE INDEX "interest_accruals_member_claim_idx" ON "interest_accruals" USING btree ("member_id","claim_no");--> statement-breakpoint
CREATE UNIQUE INDEX "interest_claims_order_no_idx" ON "interest_claims" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "interest_claims_member_at_idx" ON "interest_claims" USING btree ("member_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "interest_moves_order_no_idx" ON "interest_moves" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "interest_moves_member_at_idx" ON "interest_moves" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "interest_moves_at_idx" ON "interest_moves" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "rebates_inviter_invitee_day_idx" ON "rebates" USING btree ("inviter_id","invitee_id","day");--> statement-breakpoint
CREATE INDEX "rebates_inviter_day_idx" ON "rebates" USING btree ("inviter_id","day");--> statement-breakpoint
CREATE INDEX "messages_member_idx" ON "messages" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "messages_broadcast_idx" ON "messages" USING btree ("audience","publish_at");