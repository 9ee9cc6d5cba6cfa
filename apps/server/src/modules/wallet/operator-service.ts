/** What the back office reads of the wallet (docs/decisions/023): balances and the ledger. */

export { checkLedger } from './ledger/check.ts';
export { listPlayerBalances, listPlayerLedger } from './operator-queries.ts';
