CREATE TABLE "inbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"broadcast_id" uuid,
	"dedupe_key" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_messages_dedupe_key" UNIQUE("player_id","dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "loyalty_accounts" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"level_rank" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_accounts_points_nonneg" CHECK ("loyalty_accounts"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rank" integer NOT NULL,
	"name" text NOT NULL,
	"min_points" bigint NOT NULL,
	"cashback_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"wheel_spins" integer DEFAULT 0 NOT NULL,
	"withdrawal_priority" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_levels_rank_key" UNIQUE("rank"),
	CONSTRAINT "loyalty_levels_min_points_key" UNIQUE("min_points"),
	CONSTRAINT "loyalty_levels_min_points_nonneg" CHECK ("loyalty_levels"."min_points" >= 0),
	CONSTRAINT "loyalty_levels_cashback_range" CHECK ("loyalty_levels"."cashback_percent" between 0 and 100),
	CONSTRAINT "loyalty_levels_spins_nonneg" CHECK ("loyalty_levels"."wheel_spins" >= 0),
	CONSTRAINT "loyalty_levels_priority_range" CHECK ("loyalty_levels"."withdrawal_priority" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"game_kind" text NOT NULL,
	"points" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_point_entries_round_key" UNIQUE("round_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_rates" (
	"kind" text PRIMARY KEY NOT NULL,
	"points_per_unit" numeric(12, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_rates_nonneg" CHECK ("loyalty_rates"."points_per_unit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_entries" ADD CONSTRAINT "loyalty_point_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_entries" ADD CONSTRAINT "loyalty_point_entries_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_messages_player_idx" ON "inbox_messages" USING btree ("player_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbox_messages_unread_idx" ON "inbox_messages" USING btree ("player_id") WHERE "inbox_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "loyalty_point_entries_player_idx" ON "loyalty_point_entries" USING btree ("player_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- The starting ladder and earning rates (issue 33); operators change them in the back office.
INSERT INTO "loyalty_levels" ("rank", "name", "min_points", "cashback_percent", "wheel_spins", "withdrawal_priority") VALUES
  (1, 'Bronze', 0, 0, 0, 0),
  (2, 'Silver', 500, 2, 1, 0),
  (3, 'Gold', 2500, 5, 2, 1),
  (4, 'Platinum', 10000, 8, 4, 1),
  (5, 'Diamond', 50000, 12, 8, 2)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "loyalty_rates" ("kind", "points_per_unit") VALUES
  ('slot', 10), ('crash', 5), ('dice', 5), ('roulette', 2), ('sports', 2)
ON CONFLICT DO NOTHING;
