CREATE TABLE "player_freespin_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_freespin_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_freespin_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_freespins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"definition_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"provider" text NOT NULL,
	"game_identity" text NOT NULL,
	"count" integer NOT NULL,
	"stake" bigint NOT NULL,
	"wins_real" boolean NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"result" smallint,
	"played" integer,
	"total_win" bigint,
	"player_bonus_id" uuid,
	"activation_deadline" timestamp with time zone NOT NULL,
	"play_days" integer NOT NULL,
	"play_deadline" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_freespins_source_unique" UNIQUE("source"),
	CONSTRAINT "player_freespins_status_known" CHECK ("player_freespins"."status" in (1, 2, 3)),
	CONSTRAINT "player_freespins_result_at_finish" CHECK (("player_freespins"."status" = 3) = ("player_freespins"."result" is not null)),
	CONSTRAINT "player_freespins_counts" CHECK ("player_freespins"."count" > 0 and "player_freespins"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "provider_free_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"player_ref" text NOT NULL,
	"identity" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"count" integer NOT NULL,
	"played" integer DEFAULT 0 NOT NULL,
	"total_win" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_free_rounds_reference_unique" UNIQUE("reference"),
	CONSTRAINT "provider_free_rounds_counts" CHECK ("provider_free_rounds"."count" > 0 and "provider_free_rounds"."played" between 0 and "provider_free_rounds"."count" and "provider_free_rounds"."stake" > 0 and "provider_free_rounds"."total_win" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_definitions" ADD COLUMN "free_spin_game" text;--> statement-breakpoint
ALTER TABLE "bonus_definitions" ADD COLUMN "free_spin_count" integer;--> statement-breakpoint
ALTER TABLE "bonus_definitions" ADD COLUMN "free_spin_wins_real" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD COLUMN "free_rounds_id" uuid;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD COLUMN "player_ref" text;--> statement-breakpoint
ALTER TABLE "player_freespin_events" ADD CONSTRAINT "player_freespin_events_player_freespin_id_player_freespins_id_fk" FOREIGN KEY ("player_freespin_id") REFERENCES "public"."player_freespins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_definition_id_bonus_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."bonus_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_freespin_events_idx" ON "player_freespin_events" USING btree ("player_freespin_id","id");--> statement-breakpoint
CREATE INDEX "player_freespins_player_idx" ON "player_freespins" USING btree ("player_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "player_freespins_open_idx" ON "player_freespins" USING btree ("status") WHERE "player_freespins"."status" < 3;--> statement-breakpoint
CREATE INDEX "provider_free_rounds_player_idx" ON "provider_free_rounds" USING btree ("player_ref","identity","currency") WHERE "provider_free_rounds"."status" = 'active';--> statement-breakpoint
CREATE INDEX "provider_free_rounds_unreported_idx" ON "provider_free_rounds" USING btree ("updated_at") WHERE "provider_free_rounds"."status" = 'finished' and "provider_free_rounds"."reported_at" is null;--> statement-breakpoint
ALTER TABLE "bonus_definitions" ADD CONSTRAINT "bonus_definitions_free_spins" CHECK (("bonus_definitions"."kind" = 'free_spins') = ("bonus_definitions"."free_spin_game" is not null and "bonus_definitions"."free_spin_count" > 0));