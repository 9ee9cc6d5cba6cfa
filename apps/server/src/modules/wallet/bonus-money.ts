import type { Db } from '@casino/db';
import type { Result } from '../../shared/result.ts';
import type { WalletContext } from './context.ts';
import { inLedgerStep, inLedgerTransaction, postLocked } from './ledger/post.ts';
import { firstEntryIds } from './ledger/repository.ts';
import type { LedgerFailure, TransferSpec } from './ledger/types.ts';
import { type Locked, lockFor, settle } from './money-service.ts';

/** What a bonus movement did (docs/decisions/027). */
export interface BonusMovement {
  accountId: string;
  /** Bonus money added (grant) or taken (conversion, forfeit). */
  bonus: number;
  /** Real money added (conversion). */
  real: number;
  replayed: boolean;
}

interface BonusMoneyInput {
  playerId: string;
  currency: string;
  /** The player bonus: keys are `bonus:{playerBonusId}:{step}`, each posted once. */
  playerBonusId: string;
}

async function lockBonus(ctx: WalletContext, tx: Db, input: BonusMoneyInput): Promise<Locked> {
  return lockFor(ctx, tx, input.playerId, input.currency, ['real', 'bonus'], ['house_games']);
}

async function post(
  ctx: WalletContext,
  input: BonusMoneyInput,
  build: (locked: Locked) => TransferSpec[],
): Promise<Result<BonusMovement, LedgerFailure>> {
  const result = await inLedgerTransaction(ctx.db, async (tx) => {
    const locked = await lockBonus(ctx, tx, input);
    const specs = build(locked);
    const accountId = locked.player('real').walletAccountId!;
    if (specs.length === 0) {
      // Nothing to move: answer as an empty movement (settle needs a transfer, so skip it).
      return { posted: null, accountId };
    }
    const posted = await postLocked(tx, locked.accounts, specs);
    return { posted, accountId };
  });
  if (!result.ok) return result;
  const { posted, accountId } = result.value;
  if (!posted) return { ok: true, value: { accountId, bonus: 0, real: 0, replayed: false } };
  const settled = settle(ctx, input.playerId, { ok: true, value: { posted, accountId } });
  if (!settled.ok) return settled;
  const sum = (code: string) =>
    posted.transfers.filter((t) => t.code === code).reduce((n, t) => n + t.amount, 0);
  return {
    ok: true,
    value: {
      accountId,
      bonus: sum('bonus_grant') + sum('bonus_conversion') + sum('bonus_forfeit'),
      real: sum('bonus_conversion') + sum('freespin_win'),
      replayed: posted.replayed,
    },
  };
}

/** Activation: the bonus amount from the house's game account to the player's bonus money. */
export function grantBonusMoney(
  ctx: WalletContext,
  input: BonusMoneyInput & { amount: number },
): Promise<Result<BonusMovement, LedgerFailure>> {
  return post(ctx, input, (locked) => [
    {
      key: `bonus:${input.playerBonusId}:grant`,
      code: 'bonus_grant',
      debit: locked.house('house_games').id,
      credit: locked.player('bonus').id,
      amount: input.amount,
      currency: input.currency,
      reference: input.playerBonusId,
    },
  ]);
}

/**
 * Wagering completed: the whole bonus balance leaves bonus money, up to `cap` of it to real
 * money in ONE transfer, the rest (above the cap) back to the house. Under the row locks, so
 * the balance it reads is the one it moves.
 */
export function convertBonusMoney(
  ctx: WalletContext,
  input: BonusMoneyInput & { cap: number | null },
): Promise<Result<BonusMovement, LedgerFailure>> {
  return post(ctx, input, (locked) => {
    const bonus = locked.player('bonus');
    const converted = input.cap === null ? bonus.balance : Math.min(bonus.balance, input.cap);
    const specs: TransferSpec[] = [];
    if (converted > 0) {
      specs.push({
        key: `bonus:${input.playerBonusId}:conversion`,
        code: 'bonus_conversion',
        debit: bonus.id,
        credit: locked.player('real').id,
        amount: converted,
        currency: input.currency,
        reference: input.playerBonusId,
      });
    }
    if (bonus.balance > converted) {
      specs.push(forfeitSpec(locked, input, bonus.balance - converted));
    }
    return specs;
  });
}

function forfeitSpec(locked: Locked, input: BonusMoneyInput, amount: number): TransferSpec {
  return {
    key: `bonus:${input.playerBonusId}:forfeit`,
    code: 'bonus_forfeit',
    debit: locked.player('bonus').id,
    credit: locked.house('house_games').id,
    amount,
    currency: input.currency,
    reference: input.playerBonusId,
  };
}

/**
 * Cancel or expiry: the whole bonus balance (the bonus and the wins on it) back to the house;
 * real money stays. `step` names the forfeit (a late win on a finished bonus is swept under
 * its own key).
 */
export function forfeitBonusMoney(
  ctx: WalletContext,
  input: BonusMoneyInput & {
    step?: string;
    /** Only this much (at most the balance): money returned that is not the active bonus's. */
    amount?: number;
  },
): Promise<Result<BonusMovement, LedgerFailure>> {
  return post(ctx, input, (locked) => {
    const balance = locked.player('bonus').balance;
    const amount = input.amount === undefined ? balance : Math.min(input.amount, balance);
    if (amount <= 0) return [];
    const spec = forfeitSpec(locked, input, amount);
    return [input.step ? { ...spec, key: `${spec.key}:${input.step}` } : spec];
  });
}

/**
 * Locks the player's real and bonus money and the house's game account in `currency` (the
 * order every game movement takes them, so bonus work never deadlocks with bets) and answers
 * the bonus balance. Call inside the caller's transaction, before locking bonus rows.
 */
export async function lockBonusBalance(
  ctx: WalletContext,
  input: { playerId: string; currency: string },
): Promise<number | null> {
  // Locks only (no write): no savepoint needed inside the caller's transaction.
  const result = await inLedgerStep(ctx.db, async (tx) => {
    const locked = await lockBonus(ctx, tx, { ...input, playerBonusId: '' });
    return locked.player('bonus').balance;
  });
  return result.ok ? result.value : null;
}

/**
 * Was this bonus money staked before the bonus was granted? `stakeKeys` name the stakes'
 * bonus parts (`…:bonus`), `grantKey` the grant (`bonus:{id}:grant`): both were written under
 * the player's bonus account lock, so their ledger order is the order they happened. True
 * when the earliest known stake came first; false when the grant came first or either is
 * unknown.
 */
export async function stakedBeforeGrant(
  ctx: WalletContext,
  input: { grantKey: string; stakeKeys: string[] },
): Promise<boolean> {
  const order = await firstEntryIds(ctx.db, [input.grantKey, ...input.stakeKeys]);
  const grant = order.get(input.grantKey);
  const stakes = input.stakeKeys.map((key) => order.get(key)).filter((n) => n !== undefined);
  if (grant === undefined || stakes.length === 0) return false;
  return Math.min(...stakes) < grant;
}

/**
 * Free-spin wins the offer pays as real money: the total from the house's game account to the
 * player's real money, once per free spins (`freespins:{id}:win`).
 */
export function payFreespinWin(
  ctx: WalletContext,
  input: { playerId: string; currency: string; playerFreespinId: string; amount: number },
): Promise<Result<BonusMovement, LedgerFailure>> {
  return post(ctx, { ...input, playerBonusId: input.playerFreespinId }, (locked) => [
    {
      key: `freespins:${input.playerFreespinId}:win`,
      code: 'freespin_win',
      debit: locked.house('house_games').id,
      credit: locked.player('real').id,
      amount: input.amount,
      currency: input.currency,
      reference: input.playerFreespinId,
    },
  ]);
}
