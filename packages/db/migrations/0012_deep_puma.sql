CREATE TABLE "player_limit_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"limit_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"requested_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"definition" smallint NOT NULL,
	"period" text,
	"period_days" smallint,
	"currency" text,
	"amount" bigint,
	"status" smallint DEFAULT 1 NOT NULL,
	"ends_at" timestamp with time zone,
	"pending_amount" bigint,
	"pending_remove" smallint DEFAULT 0 NOT NULL,
	"pending_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_limit_history" ADD CONSTRAINT "player_limit_history_limit_id_player_limits_id_fk" FOREIGN KEY ("limit_id") REFERENCES "public"."player_limits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limit_history" ADD CONSTRAINT "player_limit_history_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_limit_history_player_idx" ON "player_limit_history" USING btree ("player_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "player_limits_player_active_idx" ON "player_limits" USING btree ("player_id") WHERE "player_limits"."status" = 1;--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- One active bet/loss/deposit limit per definition and period (docs/decisions/026).
CREATE UNIQUE INDEX "player_limits_one_cash_limit_key" ON "player_limits" ("player_id", "definition", "period") WHERE "status" = 1 AND "definition" IN (1, 2, 3);--> statement-breakpoint
-- The limits history is append-only: no update or delete, ever.
CREATE FUNCTION player_limit_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'player_limit_history is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER player_limit_history_append_only BEFORE UPDATE OR DELETE ON "player_limit_history" FOR EACH ROW EXECUTE FUNCTION player_limit_history_append_only();
