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
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_game_code_games_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."games"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_favourites_member_idx" ON "game_favourites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "games_category_idx" ON "games" USING btree ("category","sort");