CREATE TABLE "signin_rewards" (
	"day" integer PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signin_rewards_day" CHECK ("signin_rewards"."day" between 1 and 7)
);
