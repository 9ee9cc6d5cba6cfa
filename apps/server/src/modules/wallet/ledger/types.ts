import type { LedgerAccountKind, TransferState } from '@casino/db';

/** Why money moved; games and bonuses add theirs (stake, win, rollback, bonus_grant, ...). */
export type TransferCode =
  | 'deposit'
  | 'deposit_held'
  | 'held_release'
  | 'withdrawal_reserve'
  | 'withdrawal_payout'
  | 'withdrawal_fee'
  | 'withdrawal_void'
  | 'stake'
  | 'win'
  | 'stake_refund'
  /** A lower corrected payout takes back part of a win (sportsbook resettlement). */
  | 'win_reversal'
  | 'bonus_grant'
  | 'bonus_conversion'
  | 'bonus_forfeit'
  | 'freespin_win'
  /** Retention (issue 33): a period's cashback and a referrer's reward, paid as real money. */
  | 'cashback'
  | 'referral_reward'
  /** A quest's or fortune wheel's cash reward (issue 33). */
  | 'quest_reward'
  | 'wheel_prize'
  /** A tournament's cash prize (issue 33): the house's game account → the player's real money. */
  | 'tournament_prize';

/** One movement to post: `amount` leaves `debit` and reaches `credit` (ledger account ids). */
export interface TransferSpec {
  /** Unique across the ledger: a second post with the same key moves nothing. */
  key: string;
  code: TransferCode;
  debit: string;
  credit: string;
  amount: number;
  currency: string;
  reference?: string | null;
  /** `pending` for a reservation that a later post or void resolves. */
  state?: 'posted' | 'pending';
  pendingId?: string | null;
}

export interface LedgerAccount {
  id: string;
  currency: string;
  kind: LedgerAccountKind;
  walletAccountId: string | null;
  normalBalance: 'debit' | 'credit';
  balance: number;
}

export interface Transfer {
  id: string;
  key: string;
  code: string;
  debit: string;
  credit: string;
  amount: number;
  currency: string;
  state: TransferState;
  pendingId: string | null;
  reference: string | null;
}

export interface Entry {
  transferId: string;
  accountId: string;
  /** Signed change of the account's balance. */
  amount: number;
  balanceAfter: number;
}

/** What a post did; a replay returns the first post's transfers and entries. */
export interface Posted {
  transfers: Transfer[];
  entries: Entry[];
  replayed: boolean;
}

/** Expected failures of the ledger (typed results, rafiki style); bugs are thrown. */
export type LedgerFailure =
  | {
      kind: 'insufficient_funds';
      accountId: string;
      /** The account's balance now. */
      balance: number;
      /** What may be taken from it now (balance minus any hold). */
      available: number;
      requested: number;
      /** A game stake's wallet account status, read under its locks (null: not read). */
      accountStatus?: number | null;
    }
  | { kind: 'duplicate'; key: string }
  | { kind: 'account_not_found' }
  | { kind: 'not_pending'; state: TransferState | 'missing' }
  /** A balance would pass 2^53 - 1. */
  | { kind: 'out_of_range'; accountId: string };
