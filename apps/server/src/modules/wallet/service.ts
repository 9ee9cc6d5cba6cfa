/**
 * The wallet's public face: the only way money moves. Payment, games and bonus call these
 * functions (never the ledger tables); each takes a WalletContext, whose `db` may be the
 * caller's transaction.
 */
export {
  addAccount,
  findAccount,
  findAccountStatus,
  hasAccountIn,
  hideAccount,
  listAccounts,
  openAccount,
  playersWithAccountIn,
  switchAccount,
} from './account-service.ts';
export {
  type BonusMovement,
  convertBonusMoney,
  forfeitBonusMoney,
  grantBonusMoney,
  lockBonusBalance,
  payFreespinWin,
  stakedBeforeGrant,
} from './bonus-money.ts';
export type { WalletContext } from './context.ts';
export {
  bonusPartKey,
  type GameMovement,
  payWin,
  placeStake,
  reclaimWin,
  refundStake,
  splitLikeStake,
} from './game-money.ts';
export { checkLedger, type LedgerMismatch, type LedgerReport } from './ledger/check.ts';
export type { LedgerFailure } from './ledger/types.ts';
export {
  type CreditInput,
  creditDeposit,
  hasPendingHeldWithdrawal,
  holdDeposit,
  type Movement,
  postWithdrawal,
  type ReserveInput,
  type ResolveInput,
  releaseHeldDeposit,
  reserveWithdrawal,
  voidWithdrawal,
} from './money-service.ts';
export {
  payRewardMoney,
  payRewardsTogether,
  type RewardInput,
  rewardShard,
} from './reward-money.ts';
export { getTurnover, type Turnover, turnoverOf } from './turnover.ts';
