-- Only a reservation's resolution names a pending transfer (issue 31, docs/decisions/039 ninth
-- round): the index keeps those alone, so a game transfer (about one per seamless call) writes no entry
-- in it. No query looks transfers up by pending_id today; one that does still finds them.
DROP INDEX "ledger_transfers_pending_idx";--> statement-breakpoint
CREATE INDEX "ledger_transfers_pending_idx" ON "ledger_transfers" USING btree ("pending_id") WHERE "ledger_transfers"."pending_id" is not null;