CREATE TABLE "ledger_player_game_hours" (
	"player_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"stakes" bigint NOT NULL,
	"wins" bigint NOT NULL,
	CONSTRAINT "ledger_player_game_hours_player_id_hour_currency_pk" PRIMARY KEY("player_id","hour","currency")
);
--> statement-breakpoint
ALTER TABLE "ledger_player_game_hours" ADD CONSTRAINT "ledger_player_game_hours_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE VIEW "public"."player_game_hours" AS (select player_id, hour, currency, stakes, wins from ledger_player_game_hours);--> statement-breakpoint
-- Written by hand below (drizzle-kit does not model triggers). The hourly game totals are kept
-- by the ledger (issue 31): each game transfer inserted adds itself to its player's hour, in the
-- statement that inserts it (a transfer skipped by ON CONFLICT DO NOTHING fires nothing; the
-- WHEN keeps every other transfer free of it). Stakes and win reversals leave a player's real or
-- bonus account, stake refunds and wins reach one: the codes and sides the limits' windows count.
CREATE FUNCTION "ledger_player_game_hours_add"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  holder uuid;
BEGIN
  SELECT wa.player_id INTO holder
  FROM ledger_accounts la JOIN wallet_accounts wa ON wa.id = la.wallet_account_id
  WHERE la.id = CASE WHEN NEW.code IN ('stake', 'win_reversal')
      THEN NEW.debit_account_id ELSE NEW.credit_account_id END
    AND la.kind IN ('real', 'bonus');
  IF holder IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO ledger_player_game_hours AS h (player_id, hour, currency, stakes, wins)
  VALUES (holder, date_bin('1 hour', NEW.created_at, timestamptz '2000-01-01 00:00:00+00'), NEW.currency,
    CASE NEW.code WHEN 'stake' THEN NEW.amount WHEN 'stake_refund' THEN -NEW.amount ELSE 0 END,
    CASE NEW.code WHEN 'win' THEN NEW.amount WHEN 'win_reversal' THEN -NEW.amount ELSE 0 END)
  ON CONFLICT (player_id, hour, currency) DO UPDATE
    SET stakes = h.stakes + excluded.stakes, wins = h.wins + excluded.wins;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_game_hours" AFTER INSERT ON "ledger_transfers"
  FOR EACH ROW WHEN (NEW.code IN ('stake', 'stake_refund', 'win', 'win_reversal'))
  EXECUTE FUNCTION "ledger_player_game_hours_add"();--> statement-breakpoint
-- The game money posted before this migration, by the same rule.
INSERT INTO ledger_player_game_hours (player_id, hour, currency, stakes, wins)
SELECT wa.player_id, m.hour, m.currency, sum(m.stakes), sum(m.wins)
FROM (
  SELECT t.debit_account_id AS account_id, t.currency,
    date_bin('1 hour', t.created_at, timestamptz '2000-01-01 00:00:00+00') AS hour,
    CASE WHEN t.code = 'stake' THEN t.amount ELSE 0 END AS stakes,
    CASE WHEN t.code = 'win_reversal' THEN -t.amount ELSE 0 END AS wins
  FROM ledger_transfers t WHERE t.code IN ('stake', 'win_reversal')
  UNION ALL
  SELECT t.credit_account_id, t.currency,
    date_bin('1 hour', t.created_at, timestamptz '2000-01-01 00:00:00+00'),
    CASE WHEN t.code = 'stake_refund' THEN -t.amount ELSE 0 END,
    CASE WHEN t.code = 'win' THEN t.amount ELSE 0 END
  FROM ledger_transfers t WHERE t.code IN ('stake_refund', 'win')
) m
JOIN ledger_accounts la ON la.id = m.account_id AND la.kind IN ('real', 'bonus')
JOIN wallet_accounts wa ON wa.id = la.wallet_account_id
GROUP BY wa.player_id, m.hour, m.currency;--> statement-breakpoint
CREATE TRIGGER "player_game_hours_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "player_game_hours"
  FOR EACH ROW EXECUTE FUNCTION "shared_views_read_only"();
