CREATE TABLE "payment_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"player_id" uuid NOT NULL,
	"type" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"expected_amount" bigint,
	"status" integer NOT NULL,
	"provider_reference" text,
	"crypto_address" text,
	"idempotency_key" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"approved_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "payment_invoices_player_idempotency_key" UNIQUE("player_id","idempotency_key"),
	CONSTRAINT "payment_invoices_amount_positive" CHECK ("payment_invoices"."amount" > 0),
	CONSTRAINT "payment_invoices_fee_non_negative" CHECK ("payment_invoices"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"invoice_id" uuid,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_saved_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"label" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_saved_methods_player_key" UNIQUE("player_id","method","fingerprint")
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text NOT NULL,
	"card_last4" text,
	"card_brand" text,
	"card_fingerprint" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_crypto_addresses" (
	"address" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"customer_reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_crypto_transactions" (
	"txid" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"wallet_account_id" uuid,
	"shard" smallint DEFAULT 0 NOT NULL,
	"normal_balance" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_player_balance_non_negative" CHECK ("ledger_accounts"."wallet_account_id" is null or "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_owner_matches_kind" CHECK (("ledger_accounts"."wallet_account_id" is null) = starts_with("ledger_accounts"."kind", 'house_'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"debit_account_id" uuid NOT NULL,
	"credit_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"code" text NOT NULL,
	"state" text NOT NULL,
	"pending_id" uuid,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"status" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_player_currency_key" UNIQUE("player_id","currency"),
	CONSTRAINT "wallet_accounts_status_known" CHECK ("wallet_accounts"."status" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_saved_methods" ADD CONSTRAINT "payment_saved_methods_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_crypto_transactions" ADD CONSTRAINT "sandbox_crypto_transactions_address_sandbox_crypto_addresses_address_fk" FOREIGN KEY ("address") REFERENCES "public"."sandbox_crypto_addresses"("address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_wallet_account_id_wallet_accounts_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_invoices_provider_reference_key" ON "payment_invoices" USING btree ("provider","provider_reference") WHERE "payment_invoices"."provider_reference" is not null;--> statement-breakpoint
CREATE INDEX "payment_invoices_player_created_idx" ON "payment_invoices" USING btree ("player_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_invoices_type_status_idx" ON "payment_invoices" USING btree ("type","status","created_at");--> statement-breakpoint
CREATE INDEX "payment_invoices_crypto_address_idx" ON "payment_invoices" USING btree ("crypto_address","created_at") WHERE "payment_invoices"."crypto_address" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_wallet_kind_key" ON "ledger_accounts" USING btree ("wallet_account_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_key" ON "ledger_accounts" USING btree ("currency","kind","shard") WHERE "ledger_accounts"."wallet_account_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_id","code");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_id","code");--> statement-breakpoint
CREATE INDEX "ledger_transfers_pending_idx" ON "ledger_transfers" USING btree ("pending_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_one_active_idx" ON "wallet_accounts" USING btree ("player_id") WHERE "wallet_accounts"."status" = 1;--> statement-breakpoint
-- Written by hand below (drizzle-kit does not model triggers): the ledger is append-only, and a
-- transfer only ever changes once, from pending to posted or voided.
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: correct a mistake with a reversing transfer';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();
--> statement-breakpoint
CREATE FUNCTION "ledger_transfers_resolve_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.state <> 'pending' OR NEW.state NOT IN ('posted', 'voided')
    OR (NEW.id, NEW.idempotency_key, NEW.debit_account_id, NEW.credit_account_id, NEW.amount,
        NEW.currency, NEW.code, NEW.pending_id, NEW.reference, NEW.created_at)
      IS DISTINCT FROM (OLD.id, OLD.idempotency_key, OLD.debit_account_id, OLD.credit_account_id,
        OLD.amount, OLD.currency, OLD.code, OLD.pending_id, OLD.reference, OLD.created_at)
  THEN
    RAISE EXCEPTION 'ledger_transfers: only a pending transfer may change, and only its state to posted or voided';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_resolve_only" BEFORE UPDATE OR DELETE ON "ledger_transfers"
  FOR EACH ROW EXECUTE FUNCTION "ledger_transfers_resolve_only"();
