-- Written by hand (drizzle-kit does not model functions). The game ledger's function reads and
-- locks rows by key only (the three accounts by id, the replay keys by their unique index, the
-- push's accounts by id): never a sequential scan, whatever the tables' statistics say
-- (issue 31, docs/decisions/039 sixth round). PL/pgSQL keeps a statement's generic plan for the
-- session; one made while a table was small (a fresh database, no ANALYZE yet, autovacuum off)
-- scanned ledger_transfers and ledger_accounts whole at every call from then on, its cost
-- growing with the ledger (bench:bets: 0.9 scans of 4,000 transfers and 2 of the accounts per
-- call). With sequential scans off inside the function its plans are index scans from the first.
ALTER FUNCTION "ledger_post_game"(uuid, uuid, uuid, uuid, uuid, text, text, uuid, uuid, text,
  text, text, boolean, bigint, bigint, boolean, boolean)
  SET enable_seqscan = off;
