CREATE VIEW "public"."report_game_providers" AS (select id, name from game_providers);--> statement-breakpoint
CREATE VIEW "public"."report_game_rounds" AS (select id, player_id, game_id, provider_id, currency, stake, win, bonus_stake, created_at
    from game_rounds);--> statement-breakpoint
CREATE VIEW "public"."report_game_transfers" AS (select t.code, t.currency, t.amount, t.reference, a.kind = 'bonus' as is_bonus, t.created_at
    from ledger_transfers t
    join ledger_accounts a
      on a.id = case when t.code in ('stake', 'win_reversal') then t.debit_account_id
        else t.credit_account_id end
    where t.code in ('stake', 'win', 'stake_refund', 'win_reversal'));--> statement-breakpoint
CREATE VIEW "public"."report_games" AS (select id, name from games);--> statement-breakpoint
CREATE VIEW "public"."report_paid_deposits" AS (select player_id, currency, amount, created_at from payment_invoices
    where type = 'deposit' and status in (2, 8));--> statement-breakpoint
CREATE VIEW "public"."report_paid_withdrawals" AS (select player_id, currency, amount, created_at from payment_invoices
    where type = 'withdrawal' and status = 2);--> statement-breakpoint
CREATE VIEW "public"."report_players" AS (select id, currency, affiliate_tag, created_at from players);--> statement-breakpoint
-- Written by hand below (drizzle-kit does not model triggers): the report views are read-only.
-- A plain one-table view is updatable in PostgreSQL, so each refuses writes.
CREATE FUNCTION "report_views_read_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the report view % is read-only', TG_TABLE_NAME;
END $$;--> statement-breakpoint
CREATE TRIGGER "report_game_providers_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "report_game_providers"
  FOR EACH ROW EXECUTE FUNCTION "report_views_read_only"();--> statement-breakpoint
CREATE TRIGGER "report_game_rounds_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "report_game_rounds"
  FOR EACH ROW EXECUTE FUNCTION "report_views_read_only"();--> statement-breakpoint
CREATE TRIGGER "report_game_transfers_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "report_game_transfers"
  FOR EACH ROW EXECUTE FUNCTION "report_views_read_only"();--> statement-breakpoint
CREATE TRIGGER "report_games_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "report_games"
  FOR EACH ROW EXECUTE FUNCTION "report_views_read_only"();--> statement-breakpoint
CREATE TRIGGER "report_paid_deposits_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "report_paid_deposits"
  FOR EACH ROW EXECUTE FUNCTION "report_views_read_only"();--> statement-breakpoint
CREATE TRIGGER "report_paid_withdrawals_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "report_paid_withdrawals"
  FOR EACH ROW EXECUTE FUNCTION "report_views_read_only"();--> statement-breakpoint
CREATE TRIGGER "report_players_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "report_players"
  FOR EACH ROW EXECUTE FUNCTION "report_views_read_only"();
