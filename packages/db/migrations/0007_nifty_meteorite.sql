CREATE TABLE "seamless_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"transaction_id" text NOT NULL,
	"round_id" uuid,
	"player_id" uuid,
	"reason" text NOT NULL,
	"amount" bigint NOT NULL,
	"allowed" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhook_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_crypto_transactions" DROP CONSTRAINT "sandbox_crypto_transactions_pkey";--> statement-breakpoint
ALTER TABLE "sandbox_crypto_transactions" ADD CONSTRAINT "sandbox_crypto_transactions_txid_address_pk" PRIMARY KEY("txid","address");--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_win_multiplier" double precision;--> statement-breakpoint
ALTER TABLE "seamless_flags" ADD CONSTRAINT "seamless_flags_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_flags" ADD CONSTRAINT "seamless_flags_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_flags" ADD CONSTRAINT "seamless_flags_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seamless_flags_created_idx" ON "seamless_flags" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sandbox_webhook_outbox_due_idx" ON "sandbox_webhook_outbox" USING btree ("next_attempt_at") WHERE "sandbox_webhook_outbox"."delivered_at" is null and "sandbox_webhook_outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_crypto_transactions_address_idx" ON "sandbox_crypto_transactions" USING btree ("address");--> statement-breakpoint
-- Hand-written: a crypto deposit is now the output (txid, address) of a transaction, not the txid.
UPDATE "payment_invoices" SET "provider_reference" = "provider_reference" || ':' || "crypto_address"
  WHERE "provider" = 'sandbox-crypto' AND "type" = 'deposit' AND "crypto_address" IS NOT NULL
    AND "provider_reference" IS NOT NULL AND position(':' in "provider_reference") = 0;