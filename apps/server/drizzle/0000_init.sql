CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"withdraw_password_hash" text,
	"real_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"gender" text,
	"birth_date" date,
	"avatar" text NOT NULL,
	"vip_level" integer DEFAULT 0 NOT NULL,
	"invite_code" text NOT NULL,
	"invited_by" bigint,
	"status" text DEFAULT 'active' NOT NULL,
	"profile_confirmed_at" timestamp with time zone,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"failed_withdraw_passwords" integer DEFAULT 0 NOT NULL,
	"withdraw_password_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name_zh_hans" text NOT NULL,
	"name_en" text NOT NULL,
	"fast_transfer" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_items" (
	"type" text NOT NULL,
	"code" text NOT NULL,
	"label_zh_hans" text NOT NULL,
	"label_en" text NOT NULL,
	"sort" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "dictionary_items_type_code_pk" PRIMARY KEY("type","code")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"directory" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"member_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "holds_amount_positive" CHECK ("holds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"member_id" bigint NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_member_id_key_pk" PRIMARY KEY("member_id","key")
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"ref" text NOT NULL,
	"member_id" bigint,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"member_id" bigint,
	"kind" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_member_balance_non_negative" CHECK ("ledger_accounts"."member_id" is null or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnover_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"ref" text NOT NULL,
	"delta" bigint NOT NULL,
	"remaining_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnover_requirements" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"remaining" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "venue_bet_sync" (
	"venue_code" text PRIMARY KEY NOT NULL,
	"cursor" text,
	"lease_owner" text,
	"lease_until" timestamp with time zone NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"venue_code" text NOT NULL,
	"venue_bet_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"status" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_bets_status" CHECK ("venue_bets"."status" in ('unfinished', 'completed', 'cancelled')),
	CONSTRAINT "venue_bets_amounts" CHECK ("venue_bets"."stake" >= 0 and ("venue_bets"."payout" is null or "venue_bets"."payout" >= 0) and ("venue_bets"."status" = 'completed') = ("venue_bets"."payout" is not null))
);
--> statement-breakpoint
CREATE TABLE "venue_players" (
	"member_id" bigint NOT NULL,
	"venue_code" text NOT NULL,
	"player" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_players_member_id_venue_code_pk" PRIMARY KEY("member_id","venue_code")
);
--> statement-breakpoint
CREATE TABLE "venue_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"venue_code" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"idempotency_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"check_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "venue_transfers_amount_positive" CHECK ("venue_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"code" text PRIMARY KEY NOT NULL,
	"name_zh_hans" text NOT NULL,
	"name_en" text NOT NULL,
	"adapter" text NOT NULL,
	"api_url" text,
	"merchant_id" text,
	"api_secret" text,
	"maintenance" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"batch_no" text NOT NULL,
	"line" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"draw_id" text NOT NULL,
	"game" text NOT NULL,
	"kind" text NOT NULL,
	"pick" integer,
	"stake" bigint NOT NULL,
	"odds_hundredths" integer NOT NULL,
	"potential_payout" bigint NOT NULL,
	"payout" bigint,
	"status" text DEFAULT 'unfinished' NOT NULL,
	"idempotency_key" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_status" CHECK ("lottery_bets"."status" in ('unfinished', 'completed', 'cancelled', 'withdrawn')),
	CONSTRAINT "lottery_bets_amounts" CHECK ("lottery_bets"."stake" > 0 and "lottery_bets"."odds_hundredths" > 100 and "lottery_bets"."potential_payout" = "lottery_bets"."stake" * "lottery_bets"."odds_hundredths" / 100),
	CONSTRAINT "lottery_bets_payout" CHECK (("lottery_bets"."status" = 'completed') = ("lottery_bets"."payout" is not null) and ("lottery_bets"."payout" is null or "lottery_bets"."payout" = 0 or "lottery_bets"."payout" = "lottery_bets"."potential_payout"))
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"commitment" text NOT NULL,
	"seed" text NOT NULL,
	"result" integer[],
	"status" text DEFAULT 'open' NOT NULL,
	"void_reason" text,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draws_status" CHECK ("lottery_draws"."status" in ('open', 'closed', 'drawn', 'void')),
	CONSTRAINT "lottery_draws_times" CHECK ("lottery_draws"."opens_at" < "lottery_draws"."closes_at" and "lottery_draws"."closes_at" <= "lottery_draws"."draw_at"),
	CONSTRAINT "lottery_draws_result" CHECK (("lottery_draws"."status" = 'drawn') = ("lottery_draws"."result" is not null))
);
--> statement-breakpoint
CREATE TABLE "bulletins" (
	"code" text PRIMARY KEY NOT NULL,
	"text_zh_hans" text NOT NULL,
	"text_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulletins_window" CHECK ("bulletins"."starts_at" is null or "bulletins"."ends_at" is null or "bulletins"."starts_at" < "bulletins"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "game_favourites" (
	"member_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_member_id_game_code_pk" PRIMARY KEY("member_id","game_code")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"code" text PRIMARY KEY NOT NULL,
	"name_zh_hans" text NOT NULL,
	"name_en" text NOT NULL,
	"category" text NOT NULL,
	"venue_code" text NOT NULL,
	"game_type" text NOT NULL,
	"icon_url" text NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"launch_kind" text NOT NULL,
	"launch_route" text,
	"venue_game_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_not_hot" CHECK ("games"."category" <> 'hot'),
	CONSTRAINT "games_launch_target" CHECK (("games"."launch_kind" = 'internal' and "games"."launch_route" is not null) or ("games"."launch_kind" = 'external' and "games"."venue_game_code" is not null))
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"code" text PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"title_zh_hans" text NOT NULL,
	"title_en" text NOT NULL,
	"link_route" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slides_window" CHECK ("slides"."starts_at" is null or "slides"."ends_at" is null or "slides"."starts_at" < "slides"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_game_code_games_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."games"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_lower_idx" ON "members" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_invite_code_idx" ON "members" USING btree ("invite_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "holds_ref_idx" ON "holds" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_type_ref_idx" ON "journal_entries" USING btree ("type","ref");--> statement-breakpoint
CREATE INDEX "journal_entries_member_idx" ON "journal_entries" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_key_idx" ON "ledger_accounts" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_accounts_member_idx" ON "ledger_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "postings_entry_idx" ON "postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "postings_account_idx" ON "postings" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_log_ref_idx" ON "turnover_log" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "turnover_log_member_idx" ON "turnover_log" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_sessions_token_hash_idx" ON "operator_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_username_lower_idx" ON "operators" USING btree (lower("username"));--> statement-breakpoint
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
CREATE INDEX "payment_callbacks_order_idx" ON "payment_callbacks" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_bets_venue_bet_idx" ON "venue_bets" USING btree ("venue_code","venue_bet_id");--> statement-breakpoint
CREATE INDEX "venue_bets_member_placed_idx" ON "venue_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_transfers_member_key_idx" ON "venue_transfers" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "venue_transfers_member_idx" ON "venue_transfers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "venue_transfers_pending_idx" ON "venue_transfers" USING btree ("check_after") WHERE "venue_transfers"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_order_no_idx" ON "lottery_bets" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_member_key_idx" ON "lottery_bets" USING btree ("member_id","idempotency_key","line");--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_status_idx" ON "lottery_bets" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_placed_idx" ON "lottery_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_draw_at_idx" ON "lottery_draws" USING btree ("game","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_status_draw_at_idx" ON "lottery_draws" USING btree ("status","draw_at");--> statement-breakpoint
CREATE INDEX "game_favourites_member_idx" ON "game_favourites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "games_category_idx" ON "games" USING btree ("category","sort");