CREATE TABLE "held_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"released_amount" bigint,
	"held_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "held_deposits_invoice_id_unique" UNIQUE("invoice_id")
);
--> statement-breakpoint
CREATE TABLE "player_rg_settings" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"reality_check_minutes" double precision DEFAULT 0 NOT NULL,
	"reality_check_ack_at" timestamp with time zone,
	"register_status" text,
	"register_checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "held_deposits" ADD CONSTRAINT "held_deposits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_deposits" ADD CONSTRAINT "held_deposits_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rg_settings" ADD CONSTRAINT "player_rg_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_deposits_player_idx" ON "held_deposits" USING btree ("player_id","status");
--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Every wallet account gets its held ledger account (docs/decisions/026); new ones get it at opening.
INSERT INTO "ledger_accounts" ("currency", "kind", "wallet_account_id", "normal_balance")
SELECT "currency", 'held', "id", 'credit' FROM "wallet_accounts"
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "held_deposits" ADD CONSTRAINT "held_deposits_amount_positive" CHECK ("amount" > 0);
