CREATE TABLE "site_boots" (
	"mode" text PRIMARY KEY NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"boots" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
DROP INDEX "ledger_transfers_debit_idx";--> statement-breakpoint
DROP INDEX "ledger_transfers_credit_idx";--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "password_reset_hash" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "password_reset_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "site_mode" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "setup_token_hash" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "setup_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_id","code","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_id","code","created_at");--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_setup_token_hash_unique" UNIQUE("setup_token_hash");--> statement-breakpoint
-- Backfill (hand-written): a paid deposit's status is final, so its last update is when it was paid.
UPDATE "payment_invoices" SET "paid_at" = "updated_at" WHERE "type" = 'deposit' AND "status" IN (2, 7, 8);
