CREATE TABLE "retention_player_quests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quest_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"target" bigint NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"reward_reference" text,
	"activated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "retention_quests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"target" bigint NOT NULL,
	"currency" text NOT NULL,
	"game_identity" text,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"reward_bonus_identity" text,
	"duration_hours" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_quests_identity_unique" UNIQUE("identity"),
	CONSTRAINT "retention_quests_target_positive" CHECK ("retention_quests"."target" > 0),
	CONSTRAINT "retention_quests_reward_positive" CHECK ("retention_quests"."reward_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "retention_wheel_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wheel_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"source" text NOT NULL,
	"spins" integer NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_wheel_grants_source_key" UNIQUE("wheel_id","player_id","source"),
	CONSTRAINT "retention_wheel_grants_spins_positive" CHECK ("retention_wheel_grants"."spins" > 0)
);
--> statement-breakpoint
CREATE TABLE "retention_wheel_seeds" (
	"wheel_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "retention_wheel_seeds_wheel_id_player_id_pk" PRIMARY KEY("wheel_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "retention_wheel_spins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wheel_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"weights" jsonb NOT NULL,
	"segment_index" integer NOT NULL,
	"label" text NOT NULL,
	"reward_kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reward_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_wheel_spins_idempotency_key" UNIQUE("player_id","idempotency_key"),
	CONSTRAINT "retention_wheel_spins_nonce_key" UNIQUE("wheel_id","player_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "retention_wheels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" text NOT NULL,
	"title" text NOT NULL,
	"currency" text NOT NULL,
	"segments" jsonb NOT NULL,
	"deposit_min" bigint,
	"deposit_spins" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_wheels_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
ALTER TABLE "retention_player_quests" ADD CONSTRAINT "retention_player_quests_quest_id_retention_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."retention_quests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_player_quests" ADD CONSTRAINT "retention_player_quests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_quests" ADD CONSTRAINT "retention_quests_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_wheel_grants" ADD CONSTRAINT "retention_wheel_grants_wheel_id_retention_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."retention_wheels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_wheel_grants" ADD CONSTRAINT "retention_wheel_grants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_wheel_seeds" ADD CONSTRAINT "retention_wheel_seeds_wheel_id_retention_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."retention_wheels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_wheel_seeds" ADD CONSTRAINT "retention_wheel_seeds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_wheel_spins" ADD CONSTRAINT "retention_wheel_spins_wheel_id_retention_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."retention_wheels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_wheel_spins" ADD CONSTRAINT "retention_wheel_spins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_wheels" ADD CONSTRAINT "retention_wheels_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retention_player_quests_once" ON "retention_player_quests" USING btree ("quest_id","player_id") WHERE "retention_player_quests"."status" <> 'canceled';--> statement-breakpoint
CREATE INDEX "retention_player_quests_player_idx" ON "retention_player_quests" USING btree ("player_id","status");--> statement-breakpoint
CREATE INDEX "retention_wheel_spins_wheel_idx" ON "retention_wheel_spins" USING btree ("wheel_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "retention_wheel_spins_player_idx" ON "retention_wheel_spins" USING btree ("player_id","wheel_id");