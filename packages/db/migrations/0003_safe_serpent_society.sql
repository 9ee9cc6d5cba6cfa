CREATE TABLE "game_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"transaction_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"real_amount" bigint NOT NULL,
	"bonus_amount" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_bets_provider_transaction_key" UNIQUE("provider_id","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "game_collection_games" (
	"collection_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "game_collection_games_collection_id_game_id_pk" PRIMARY KEY("collection_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" text NOT NULL,
	"name" text NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_collections_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
CREATE TABLE "game_favorites" (
	"player_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favorites_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_launch_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"player_id" uuid NOT NULL,
	"wallet_account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"game_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_launch_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" text NOT NULL,
	"name" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_providers_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
CREATE TABLE "game_recent_plays" (
	"player_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_recent_plays_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"provider_round_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"wallet_account_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"real_stake" bigint DEFAULT 0 NOT NULL,
	"bonus_stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_provider_round_key" UNIQUE("provider_id","provider_round_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"theme" text NOT NULL,
	"volatility" text NOT NULL,
	"rtp" double precision NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"art" jsonb,
	"image" text NOT NULL,
	"has_demo" boolean DEFAULT true NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"transaction_id" text NOT NULL,
	"type" text NOT NULL,
	"round_id" uuid,
	"reference_transaction_id" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" smallint NOT NULL,
	"response_body" text NOT NULL,
	"ledger_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_transactions_provider_transaction_key" UNIQUE("provider_id","transaction_id")
);
--> statement-breakpoint
ALTER TABLE "game_bets" ADD CONSTRAINT "game_bets_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_bets" ADD CONSTRAINT "game_bets_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_bets" ADD CONSTRAINT "game_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_collection_games" ADD CONSTRAINT "game_collection_games_collection_id_game_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."game_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_collection_games" ADD CONSTRAINT "game_collection_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_wallet_account_id_wallet_accounts_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent_plays" ADD CONSTRAINT "game_recent_plays_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent_plays" ADD CONSTRAINT "game_recent_plays_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_wallet_account_id_wallet_accounts_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_bets_player_idx" ON "game_bets" USING btree ("player_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_bets_round_idx" ON "game_bets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "game_collection_games_order_idx" ON "game_collection_games" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "game_collection_games_game_idx" ON "game_collection_games" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_favorites_player_idx" ON "game_favorites" USING btree ("player_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_launch_tokens_expires_idx" ON "game_launch_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "game_recent_plays_player_idx" ON "game_recent_plays" USING btree ("player_id","last_played_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_rounds_player_idx" ON "game_rounds" USING btree ("player_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_rounds_winners_idx" ON "game_rounds" USING btree ("settled_at" DESC NULLS LAST) WHERE "game_rounds"."status" = 2 and "game_rounds"."win" > "game_rounds"."stake";--> statement-breakpoint
CREATE INDEX "games_popular_idx" ON "games" USING btree ("popularity" DESC NULLS LAST,"id") WHERE "games"."is_enabled";--> statement-breakpoint
CREATE INDEX "games_newest_idx" ON "games" USING btree ("released_at" DESC NULLS LAST,"id") WHERE "games"."is_enabled";--> statement-breakpoint
CREATE INDEX "games_name_idx" ON "games" USING btree ("name","id") WHERE "games"."is_enabled";--> statement-breakpoint
CREATE INDEX "games_provider_idx" ON "games" USING btree ("provider_id","popularity" DESC NULLS LAST) WHERE "games"."is_enabled";--> statement-breakpoint
CREATE INDEX "games_categories_idx" ON "games" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "seamless_transactions_reference_idx" ON "seamless_transactions" USING btree ("provider_id","reference_transaction_id") WHERE "seamless_transactions"."type" = 'rollback';--> statement-breakpoint
-- hand-written below
-- Search by name as you type (ILIKE '%term%') on a large catalog: a trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "games_name_trgm_idx" ON "games" USING gin ("name" gin_trgm_ops);
