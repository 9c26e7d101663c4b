CREATE TABLE "feedback_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" bigint NOT NULL,
	"author" text NOT NULL,
	"operator_id" bigint,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"username" text NOT NULL,
	"type" text NOT NULL,
	"order_no" text NOT NULL,
	"order_kind" text NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"unread" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"submission_id" bigint NOT NULL,
	"side" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_channels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title_zh_hans" text NOT NULL,
	"title_en" text NOT NULL,
	"value" text NOT NULL,
	"frameable" boolean DEFAULT false NOT NULL,
	"hours_zh_hans" text DEFAULT '' NOT NULL,
	"hours_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "responsible_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"choice" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "responsible_exclusions_kind" CHECK ("responsible_exclusions"."kind" in ('cooloff', 'self_exclusion'))
);
--> statement-breakpoint
CREATE TABLE "responsible_limits" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "responsible_limits_member_id_kind_pk" PRIMARY KEY("member_id","kind"),
	CONSTRAINT "responsible_limits_kind" CHECK ("responsible_limits"."kind" in ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day'))
);
--> statement-breakpoint
CREATE TABLE "responsible_sessions" (
	"session_id" bigint PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "responsible_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_ticket_id_feedback_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."feedback_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_messages_ticket_id_id_index" ON "feedback_messages" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "feedback_tickets_member_id_id_index" ON "feedback_tickets" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "feedback_tickets_status_updated_at_index" ON "feedback_tickets" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_documents_submission_side_idx" ON "identity_documents" USING btree ("submission_id","side");--> statement-breakpoint
CREATE INDEX "identity_submissions_member_idx" ON "identity_submissions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "identity_submissions_status_idx" ON "identity_submissions" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_submissions_one_pending_idx" ON "identity_submissions" USING btree ("member_id") WHERE "identity_submissions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "service_channels_enabled_sort_idx" ON "service_channels" USING btree ("enabled","sort");--> statement-breakpoint
CREATE INDEX "security_notices_member_idx" ON "security_notices" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "responsible_exclusions_member_ends_idx" ON "responsible_exclusions" USING btree ("member_id","ends_at");