CREATE TABLE "payout_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"holder_name" text,
	"bank_code" text,
	"number" text NOT NULL,
	"branch_address" text,
	"alias" text,
	"coin" text,
	"protocol" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdraw_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"method" text NOT NULL,
	"payout_account_id" bigint NOT NULL,
	"payee_kind" text NOT NULL,
	"payee_name" text,
	"payee_bank_code" text,
	"payee_number" text NOT NULL,
	"payee_branch" text,
	"payee_protocol" text,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"actual_amount" bigint NOT NULL,
	"usdt_rate" text,
	"usdt_amount" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"remark" text,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "withdraw_orders_amounts" CHECK ("withdraw_orders"."fee" >= 0 and "withdraw_orders"."actual_amount" > 0 and "withdraw_orders"."amount" = "withdraw_orders"."fee" + "withdraw_orders"."actual_amount")
);
--> statement-breakpoint
CREATE TABLE "deposit_channels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"name_zh_hans" text NOT NULL,
	"name_en" text NOT NULL,
	"min_fen" bigint NOT NULL,
	"max_fen" bigint NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"needs_payer_name" boolean DEFAULT false NOT NULL,
	"needs_proof" boolean DEFAULT false NOT NULL,
	"payee_name" text DEFAULT '' NOT NULL,
	"payee_account" text DEFAULT '' NOT NULL,
	"payee_bank" text DEFAULT '' NOT NULL,
	"coin" text,
	"protocol" text,
	"address" text DEFAULT '' NOT NULL,
	"rate_e_4" bigint,
	"contact" text DEFAULT '' NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_channels_limits" CHECK ("deposit_channels"."min_fen" >= 10000 and "deposit_channels"."max_fen" <= 5000000 and "deposit_channels"."min_fen" <= "deposit_channels"."max_fen")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"username" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"channel_id" bigint NOT NULL,
	"channel_name" text NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payer_name" text,
	"proof_url" text,
	"coin" text,
	"protocol" text,
	"rate_e_4" bigint,
	"expected_coin" bigint,
	"provider" text,
	"provider_txn_id" text,
	"pay_url" text,
	"confirmed_via" text,
	"operator_id" bigint,
	"reason" text,
	"turnover_required" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"nonce" text NOT NULL,
	"order_no" text NOT NULL,
	"provider_txn_id" text NOT NULL,
	"outcome" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_accounts_member_idx" ON "payout_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_active_number_idx" ON "payout_accounts" USING btree ("kind","number") WHERE "payout_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_orders_order_no_idx" ON "withdraw_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_orders_member_key_idx" ON "withdraw_orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdraw_orders_member_created_idx" ON "withdraw_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdraw_orders_status_created_idx" ON "withdraw_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdraw_orders_pending_account_idx" ON "withdraw_orders" USING btree ("payout_account_id") WHERE "withdraw_orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_channels_code_idx" ON "deposit_channels" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_order_no_idx" ON "deposits" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_member_key_idx" ON "deposits" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_provider_txn_idx" ON "deposits" USING btree ("provider","provider_txn_id");--> statement-breakpoint
CREATE INDEX "deposits_status_created_idx" ON "deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "deposits_member_created_idx" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_callbacks_nonce_idx" ON "payment_callbacks" USING btree ("provider","nonce");--> statement-breakpoint
CREATE INDEX "payment_callbacks_order_idx" ON "payment_callbacks" USING btree ("order_no");