CREATE VIEW "public"."report_game_kinds" AS (select id, kind from games);--> statement-breakpoint
CREATE VIEW "public"."report_limit_events" AS (select h.player_id, l.definition, h.action, h.actor, h.requested_at
    from player_limit_history h join player_limits l on l.id = h.limit_id);--> statement-breakpoint
CREATE VIEW "public"."report_player_game_transfers" AS (select wa.player_id, t.code, t.currency, t.amount, t.reference, a.kind = 'bonus' as is_bonus,
      t.created_at
    from ledger_transfers t
    join ledger_accounts a
      on a.id = case when t.code in ('stake', 'win_reversal') then t.debit_account_id
        else t.credit_account_id end
    join wallet_accounts wa on wa.id = a.wallet_account_id
    where t.code in ('stake', 'win', 'stake_refund', 'win_reversal'));--> statement-breakpoint
CREATE VIEW "public"."report_player_places" AS (select id, country, state, created_at from players);--> statement-breakpoint
-- Written by hand below (drizzle-kit does not model triggers): read-only like the other report
-- views (migration 0022's function).
CREATE TRIGGER "report_player_places_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "report_player_places"
  FOR EACH ROW EXECUTE FUNCTION "report_views_read_only"();--> statement-breakpoint
CREATE TRIGGER "report_game_kinds_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "report_game_kinds"
  FOR EACH ROW EXECUTE FUNCTION "report_views_read_only"();--> statement-breakpoint
CREATE TRIGGER "report_player_game_transfers_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "report_player_game_transfers"
  FOR EACH ROW EXECUTE FUNCTION "report_views_read_only"();--> statement-breakpoint
CREATE TRIGGER "report_limit_events_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "report_limit_events"
  FOR EACH ROW EXECUTE FUNCTION "report_views_read_only"();
