CREATE TABLE "bonus_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"percent" integer,
	"amount" bigint NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"currencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"welcome_step" smallint,
	"code" text,
	"code_trigger" smallint,
	"code_multi_use" boolean DEFAULT true NOT NULL,
	"activation_days" integer NOT NULL,
	"wagering_multiplier" integer NOT NULL,
	"wagering_days" integer NOT NULL,
	"contributions" jsonb NOT NULL,
	"default_contribution" integer DEFAULT 0 NOT NULL,
	"max_stake" bigint,
	"max_conversion" bigint,
	"cancel_after_wagering" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_definitions_identity_unique" UNIQUE("identity"),
	CONSTRAINT "bonus_definitions_amount_positive" CHECK ("bonus_definitions"."amount" > 0),
	CONSTRAINT "bonus_definitions_default_contribution" CHECK ("bonus_definitions"."default_contribution" between 0 and 100),
	CONSTRAINT "bonus_definitions_welcome_step" CHECK ("bonus_definitions"."welcome_step" is null or "bonus_definitions"."welcome_step" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "bonus_deposit_choices" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"definition_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_bonus_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"definition_id" uuid NOT NULL,
	"code" text NOT NULL,
	"trigger" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_bonus_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_bonus_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_bonus_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"definition_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"result" smallint,
	"wagering_required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"contributions" jsonb NOT NULL,
	"default_contribution" integer NOT NULL,
	"max_stake" bigint,
	"max_conversion" bigint,
	"cancel_after_wagering" boolean NOT NULL,
	"wagering_days" integer NOT NULL,
	"activation_deadline" timestamp with time zone NOT NULL,
	"wagering_deadline" timestamp with time zone,
	"converted" bigint,
	"forfeited" bigint,
	"activated_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_bonuses_source_unique" UNIQUE("source"),
	CONSTRAINT "player_bonuses_status_known" CHECK ("player_bonuses"."status" in (1, 2, 3)),
	CONSTRAINT "player_bonuses_result_at_finish" CHECK (("player_bonuses"."status" = 3) = ("player_bonuses"."result" is not null)),
	CONSTRAINT "player_bonuses_amount_positive" CHECK ("player_bonuses"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_deposit_choices" ADD CONSTRAINT "bonus_deposit_choices_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_deposit_choices" ADD CONSTRAINT "bonus_deposit_choices_definition_id_bonus_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."bonus_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonus_codes" ADD CONSTRAINT "player_bonus_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonus_codes" ADD CONSTRAINT "player_bonus_codes_definition_id_bonus_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."bonus_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonus_events" ADD CONSTRAINT "player_bonus_events_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_definition_id_bonus_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."bonus_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_definitions_code_key" ON "bonus_definitions" USING btree ("code") WHERE "bonus_definitions"."code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonus_codes_once_idx" ON "player_bonus_codes" USING btree ("player_id","definition_id") WHERE "player_bonus_codes"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "player_bonus_codes_definition_idx" ON "player_bonus_codes" USING btree ("definition_id");--> statement-breakpoint
CREATE INDEX "player_bonus_events_bonus_idx" ON "player_bonus_events" USING btree ("player_bonus_id","id");--> statement-breakpoint
CREATE INDEX "player_bonuses_player_idx" ON "player_bonuses" USING btree ("player_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active_idx" ON "player_bonuses" USING btree ("player_id","currency") WHERE "player_bonuses"."status" = 2;--> statement-breakpoint
CREATE INDEX "player_bonuses_open_idx" ON "player_bonuses" USING btree ("status") WHERE "player_bonuses"."status" < 3;