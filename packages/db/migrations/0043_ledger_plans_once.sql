-- Written by hand (drizzle-kit does not model functions; no table changes). Two plans the game
-- ledger made again at every call (issue 31, docs/decisions/039 ninth round; pg_stat_statements
-- with track_planning counted a plan per execution under bench:bets):
-- - ledger_post_game's balance update joined the accounts to unnest(ids, bal): with the
--   accounts' table not analyzed its generic plan cost more than a custom one, so PL/pgSQL planned
--   it anew at every call (0.05 ms, more than running it). It now updates the accounts by their
--   primary key (`id = ANY (ids)`), the new balance taken from the array by position: one generic
--   plan per session. Everything else of the function is as 0037 and 0042 made it.
-- - the hourly game totals' trigger inserted with ON CONFLICT DO UPDATE at every game transfer,
--   which probes the key, fails its speculative insertion and then updates. A player's hour exists
--   after its first transfer, so the trigger now updates first and inserts (still ON CONFLICT, for
--   two first transfers of an hour at once) only when no row was there.
CREATE OR REPLACE FUNCTION "ledger_post_game"(
  p_real_account uuid,
  p_bonus_account uuid,
  p_house_account uuid,
  -- The player's locked and held accounts: their balances and the wallet account's status are
  -- answered too (the balance push needs no second read). Null: not read.
  p_locked_account uuid,
  p_held_account uuid,
  p_real_key text,
  p_bonus_key text,
  p_real_id uuid,
  p_bonus_id uuid,
  p_code text,
  p_currency text,
  p_reference text,
  -- Wins and refunds reach the player; stakes and win reversals leave them.
  p_to_player boolean,
  p_real bigint,
  p_bonus bigint,
  -- From the player only: the real part at most the real balance, the rest of it from bonus
  -- money, the bonus part at most the bonus balance.
  p_capped boolean,
  -- Refused (`insufficient_funds`) unless the whole of p_real + p_bonus moves (a stake).
  p_whole boolean
) RETURNS TABLE (
  outcome text,
  failed_account uuid,
  -- The player's wallet account (the real account's).
  wallet_account uuid,
  real_before bigint,
  bonus_before bigint,
  real_moved bigint,
  bonus_moved bigint,
  locked_money bigint,
  held_money bigint,
  account_status smallint
) LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  -- 1 real, 2 bonus, 3 house.
  ids uuid[] := ARRAY[p_real_account, p_bonus_account, p_house_account];
  bal bigint[] := ARRAY[NULL, NULL, NULL]::bigint[];
  opening bigint[];
  normal text[] := ARRAY[NULL, NULL, NULL]::text[];
  owner uuid[] := ARRAY[NULL, NULL, NULL]::uuid[];
  found_count int := 0;
  acc record;
  i int;
  part int;
  amounts bigint[];
  keys text[] := ARRAY[p_real_key, p_bonus_key];
  transfer_ids uuid[] := ARRAY[p_real_id, p_bonus_id];
  debit_at int;
  credit_at int;
  change bigint;
BEGIN
  IF p_real < 0 OR p_bonus < 0 THEN
    RAISE EXCEPTION 'ledger_post_game: negative part % / %', p_real, p_bonus;
  END IF;
  FOR acc IN
    SELECT a.id, a.currency, a.wallet_account_id, a.normal_balance, a.balance
    FROM ledger_accounts a WHERE a.id IN (p_real_account, p_bonus_account, p_house_account)
    ORDER BY a.id FOR UPDATE
  LOOP
    IF acc.currency <> p_currency THEN
      RAISE EXCEPTION 'ledger_post_game: account % is not in %', acc.id, p_currency;
    END IF;
    FOR i IN 1..3 LOOP
      IF ids[i] = acc.id THEN
        bal[i] := acc.balance;
        normal[i] := acc.normal_balance;
        owner[i] := acc.wallet_account_id;
        found_count := found_count + 1;
      END IF;
    END LOOP;
  END LOOP;
  IF found_count < 3 THEN
    outcome := 'missing';
    RETURN NEXT;
    RETURN;
  END IF;
  opening := bal;
  wallet_account := owner[1];
  real_before := bal[1];
  bonus_before := bal[2];
  IF p_locked_account IS NOT NULL THEN
    SELECT a.balance INTO locked_money FROM ledger_accounts a WHERE a.id = p_locked_account;
    SELECT a.balance INTO held_money FROM ledger_accounts a WHERE a.id = p_held_account;
    SELECT w.status INTO account_status FROM wallet_accounts w WHERE w.id = owner[1];
  END IF;

  SELECT coalesce(sum(t.amount) FILTER (WHERE t.idempotency_key = p_real_key), 0),
    coalesce(sum(t.amount) FILTER (WHERE t.idempotency_key = p_bonus_key), 0), count(*)
  INTO real_moved, bonus_moved, i
  FROM ledger_transfers t WHERE t.idempotency_key IN (p_real_key, p_bonus_key);
  IF i > 0 THEN
    outcome := 'replayed';
    RETURN NEXT;
    RETURN;
  END IF;

  IF p_capped AND NOT p_to_player THEN
    real_moved := least(p_real, bal[1]);
    bonus_moved := least(p_bonus + (p_real - real_moved), bal[2]);
  ELSE
    real_moved := p_real;
    bonus_moved := p_bonus;
  END IF;
  IF p_whole AND real_moved + bonus_moved < p_real + p_bonus THEN
    outcome := 'insufficient_funds';
    failed_account := p_real_account;
    RETURN NEXT;
    RETURN;
  END IF;

  amounts := ARRAY[real_moved, bonus_moved];
  FOR part IN 1..2 LOOP
    CONTINUE WHEN amounts[part] = 0;
    IF keys[part] IS NULL OR transfer_ids[part] IS NULL THEN
      RAISE EXCEPTION 'ledger_post_game: part % without a key or id', part;
    END IF;
    debit_at := CASE WHEN p_to_player THEN 3 ELSE part END;
    credit_at := CASE WHEN p_to_player THEN part ELSE 3 END;
    bal[debit_at] := bal[debit_at]
      + CASE WHEN normal[debit_at] = 'debit' THEN amounts[part] ELSE -amounts[part] END;
    bal[credit_at] := bal[credit_at]
      + CASE WHEN normal[credit_at] = 'credit' THEN amounts[part] ELSE -amounts[part] END;
  END LOOP;
  -- A reply could not carry it exactly (JSON numbers): refused, not stored.
  FOR i IN 1..3 LOOP
    IF abs(bal[i]) > 9007199254740991 THEN
      outcome := 'out_of_range';
      failed_account := ids[i];
      RETURN NEXT;
      RETURN;
    END IF;
  END LOOP;
  FOR i IN 1..2 LOOP
    IF owner[i] IS NOT NULL AND bal[i] < 0 THEN
      outcome := 'insufficient_funds';
      failed_account := ids[i];
      RETURN NEXT;
      RETURN;
    END IF;
  END LOOP;

  -- Every check passed: the writes, in the order postFresh wrote them (entries numbered so).
  bal := opening;
  FOR part IN 1..2 LOOP
    CONTINUE WHEN amounts[part] = 0;
    debit_at := CASE WHEN p_to_player THEN 3 ELSE part END;
    credit_at := CASE WHEN p_to_player THEN part ELSE 3 END;
    INSERT INTO ledger_transfers
      (id, idempotency_key, debit_account_id, credit_account_id, amount, currency, code, state, reference)
    VALUES (transfer_ids[part], keys[part], ids[debit_at], ids[credit_at], amounts[part],
      p_currency, p_code, 'posted', p_reference);
    change := CASE WHEN normal[debit_at] = 'debit' THEN amounts[part] ELSE -amounts[part] END;
    bal[debit_at] := bal[debit_at] + change;
    INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
    VALUES (transfer_ids[part], ids[debit_at], change, bal[debit_at]);
    change := CASE WHEN normal[credit_at] = 'credit' THEN amounts[part] ELSE -amounts[part] END;
    bal[credit_at] := bal[credit_at] + change;
    INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
    VALUES (transfer_ids[part], ids[credit_at], change, bal[credit_at]);
  END LOOP;
  IF real_moved + bonus_moved > 0 THEN
    UPDATE ledger_accounts a SET balance = bal[array_position(ids, a.id)]
    WHERE a.id = ANY (ids) AND a.balance <> bal[array_position(ids, a.id)];
  END IF;
  outcome := 'posted';
  RETURN NEXT;
  RETURN;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_player_game_hours_add"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  holder uuid;
  bucket timestamptz;
  staked bigint;
  won bigint;
BEGIN
  SELECT wa.player_id INTO holder
  FROM ledger_accounts la JOIN wallet_accounts wa ON wa.id = la.wallet_account_id
  WHERE la.id = CASE WHEN NEW.code IN ('stake', 'win_reversal')
      THEN NEW.debit_account_id ELSE NEW.credit_account_id END
    AND la.kind IN ('real', 'bonus');
  IF holder IS NULL THEN
    RETURN NULL;
  END IF;
  bucket := date_bin('1 hour', NEW.created_at, timestamptz '2000-01-01 00:00:00+00');
  staked := CASE NEW.code WHEN 'stake' THEN NEW.amount WHEN 'stake_refund' THEN -NEW.amount ELSE 0 END;
  won := CASE NEW.code WHEN 'win' THEN NEW.amount WHEN 'win_reversal' THEN -NEW.amount ELSE 0 END;
  UPDATE ledger_player_game_hours h SET stakes = h.stakes + staked, wins = h.wins + won
  WHERE h.player_id = holder AND h.hour = bucket AND h.currency = NEW.currency;
  IF NOT FOUND THEN
    INSERT INTO ledger_player_game_hours AS h (player_id, hour, currency, stakes, wins)
    VALUES (holder, bucket, NEW.currency, staked, won)
    ON CONFLICT (player_id, hour, currency) DO UPDATE
      SET stakes = h.stakes + excluded.stakes, wins = h.wins + excluded.wins;
  END IF;
  RETURN NULL;
END $$;
