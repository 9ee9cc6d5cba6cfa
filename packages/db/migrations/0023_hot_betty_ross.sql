CREATE VIEW "public"."deposit_invoices" AS (select id, player_id, amount, currency, status, paid_at, created_at from payment_invoices
    where type = 'deposit');--> statement-breakpoint
CREATE VIEW "public"."currency_rates" AS (select code, rate, subunit_to_unit, is_base from currencies);--> statement-breakpoint
CREATE VIEW "public"."ledger_game_transfers" AS (select debit_account_id, credit_account_id, code, amount, currency, reference, created_at
    from ledger_transfers where code in ('stake', 'win', 'stake_refund', 'win_reversal'));--> statement-breakpoint
CREATE VIEW "public"."player_money_accounts" AS (select wa.player_id, la.id as account_id from wallet_accounts wa
    join ledger_accounts la on la.wallet_account_id = wa.id where la.kind in ('real', 'bonus'));--> statement-breakpoint
-- Written by hand below (drizzle-kit does not model triggers): these views are how other
-- modules' SQL reads a domain's rows (docs/decisions/035), and they are read-only.
CREATE FUNCTION "shared_views_read_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the view % is read-only', TG_TABLE_NAME;
END $$;--> statement-breakpoint
CREATE TRIGGER "currency_rates_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "currency_rates"
  FOR EACH ROW EXECUTE FUNCTION "shared_views_read_only"();--> statement-breakpoint
CREATE TRIGGER "deposit_invoices_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "deposit_invoices"
  FOR EACH ROW EXECUTE FUNCTION "shared_views_read_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_game_transfers_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "ledger_game_transfers"
  FOR EACH ROW EXECUTE FUNCTION "shared_views_read_only"();--> statement-breakpoint
CREATE TRIGGER "player_money_accounts_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "player_money_accounts"
  FOR EACH ROW EXECUTE FUNCTION "shared_views_read_only"();
