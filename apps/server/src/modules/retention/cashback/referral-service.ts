import { randomBytes } from 'node:crypto';
import type { ReferralReport, ReferralSettings, ReferralsSummary } from '@casino/contracts';
import { collectEvents } from '../../../shared/event-bus.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import { defineTransactionScope } from '../../../shared/transaction.ts';
import { paymentFingerprintsOf } from '../../payment/retention-cashback-service.ts';
import { findPlayerEmails, findPublicNames } from '../../player/account-service.ts';
import { registrationOf, sessionIpsOf } from '../../player/retention-cashback-service.ts';
import { payRewardCash, realDepositsAndStakes } from '../../wallet/retention-cashback-service.ts';
import type { CashbackContext } from './context.ts';
import { currencyUnits } from './money.ts';
import * as repo from './repository.ts';

const rewardTransaction = defineTransactionScope<string>('referral reward');
const iso = (d: Date | string) => new Date(d).toISOString();
/** A claim is for a new player: within this long of registering. */
const CLAIM_WINDOW_MS = 7 * 86_400_000;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  return [...randomBytes(8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** The player's referral code, made on first use. */
export async function codeOf(ctx: CashbackContext, playerId: string): Promise<string> {
  const found = await repo.findCodeOf(ctx.db, playerId);
  if (found) return found;
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = await repo.insertCode(ctx.db, playerId, newCode()).catch(() => null);
    if (code) return code;
  }
  throw new Error('no free referral code');
}

/** The referrer's page: link, reward, friends and their progress, rewards paid. */
export async function getReferrals(
  ctx: CashbackContext,
  playerId: string,
): Promise<ReferralsSummary> {
  const [settings, eligible, player, units] = await Promise.all([
    repo.findReferralSettings(ctx.db),
    ctx.eligibility(playerId, ctx.db),
    registrationOf(ctx.db, playerId),
    currencyUnits(ctx.db),
  ]);
  const currency = player?.currency ?? 'USD';
  const inCurrency = (base: number) => units.fromBase(base, currency) ?? 0;
  const empty: ReferralsSummary = {
    isAvailable: false,
    code: null,
    link: null,
    reward: null,
    minDeposit: 0,
    wagerThreshold: 0,
    friends: [],
    totals: [],
  };
  if (!eligible.allowed || !settings.isEnabled) return empty;
  const code = await codeOf(ctx, playerId);
  const rows = await repo.listReferralsOf(ctx.db, playerId);
  const names = await findPublicNames(
    ctx.db,
    rows.map((r) => r.friendId),
  );
  const friends = await Promise.all(
    rows.map(async (row) => {
      const money = await realDepositsAndStakes(ctx.db, row.friendId);
      const progress = qualifies(money, settings, (base, c) => units.fromBase(base, c));
      return {
        id: row.id,
        name: names.get(row.friendId) ?? 'Player',
        joinedAt: iso(row.createdAt),
        status: row.status,
        hasDeposited: progress.hasDeposited,
        hasWagered: progress.hasWagered,
        reward:
          row.rewardAmount !== null && row.rewardCurrency
            ? { amount: row.rewardAmount, currency: row.rewardCurrency }
            : null,
      };
    }),
  );
  const totals = new Map<string, number>();
  for (const row of rows) {
    if (row.status === 'rewarded' && row.rewardCurrency && row.rewardAmount) {
      totals.set(row.rewardCurrency, (totals.get(row.rewardCurrency) ?? 0) + row.rewardAmount);
    }
  }
  return {
    isAvailable: true,
    code,
    link: `${ctx.publicUrl.replace(/\/$/, '')}/?ref=${code}`,
    reward: { amount: inCurrency(settings.rewardAmount), currency },
    minDeposit: inCurrency(settings.minDeposit),
    wagerThreshold: inCurrency(settings.wagerThreshold),
    friends,
    totals: [...totals].map(([c, amount]) => ({ currency: c, amount })),
  };
}

/** Has the friend deposited and wagered the thresholds in one of their currencies? */
function qualifies(
  money: { currency: string; deposits: number; stakes: number }[],
  settings: repo.ReferralSettingsRow,
  fromBase: (base: number, currency: string) => number | null,
) {
  let hasDeposited = false;
  let hasWagered = false;
  let currency: string | null = null;
  for (const m of money) {
    const minDeposit = Math.max(1, fromBase(settings.minDeposit, m.currency) ?? Infinity);
    const threshold = fromBase(settings.wagerThreshold, m.currency) ?? Infinity;
    const deposited = m.deposits >= minDeposit;
    const wagered = m.stakes >= threshold && m.stakes > 0;
    hasDeposited ||= deposited;
    hasWagered ||= wagered;
    if (deposited && wagered) currency = m.currency;
  }
  return { hasDeposited, hasWagered, currency };
}

export type ClaimFailure = { kind: 'invalid'; fields: Record<string, string[]> };

/**
 * A new player names the code they arrived with (the site keeps `?ref=` through registration).
 * Refused, and recorded as such: the referrer's own account, a sign-up from an address the
 * referrer signed in from, or a device id another of the referrer's friends claimed from.
 * Nothing is paid here: only the friend's deposit and wagering pay (`checkReferral`).
 */
export async function claimReferral(
  ctx: CashbackContext,
  friendId: string,
  input: { code: string; device?: string | undefined },
  ip: string,
): Promise<Result<{ status: repo.ReferralRow['status']; reason: string | null }, ClaimFailure>> {
  const code = input.code.trim().toUpperCase();
  const before = await repo.findReferralOfFriend(ctx.db, friendId);
  if (before) return ok({ status: before.status, reason: before.refusedReason });
  const settings = await repo.findReferralSettings(ctx.db);
  const referrerId = await repo.findCodeOwner(ctx.db, code);
  if (!settings.isEnabled || !referrerId) {
    return fail({ kind: 'invalid', fields: { code: ['This referral code is not valid'] } });
  }
  if (referrerId === friendId) {
    return fail({ kind: 'invalid', fields: { code: ['You cannot refer yourself'] } });
  }
  const registered = await registrationOf(ctx.db, friendId);
  const now = ctx.clock.now();
  if (!registered || now.getTime() - registered.createdAt.getTime() > CLAIM_WINDOW_MS) {
    return fail({ kind: 'invalid', fields: { code: ['Referral codes are for new accounts'] } });
  }
  const device = input.device?.trim() || null;
  let reason: string | null = null;
  // NOTE: a loopback address is no client's (a proxy without TRUST_PROXY, this machine's tests).
  if (!LOOPBACK.has(ip) && (await sessionIpsOf(ctx.db, referrerId)).has(ip)) reason = 'same_ip';
  else if (device && (await repo.deviceUsedFor(ctx.db, referrerId, device))) reason = 'same_device';
  const row = await repo.insertReferral(ctx.db, {
    referrerId,
    friendId,
    status: reason ? 'refused' : 'registered',
    refusedReason: reason,
    ip,
    device,
    createdAt: now,
  });
  // After the insert: a check that read no referral before it cannot remember that past here
  // (one racing it still could; the sweep checks every waiting referral regardless).
  ctx.noReferralDue.delete(friendId);
  const kept = row ?? (await repo.findReferralOfFriend(ctx.db, friendId))!;
  return ok({ status: kept.status, reason: kept.refusedReason });
}

/**
 * The friend's money moved: once they have deposited and wagered the thresholds (real money,
 * from the ledger), the referrer is paid once (`referral:{id}` in the ledger), unless the
 * friend paid with one of the referrer's payment methods or either is excluded.
 */
export async function checkReferral(ctx: CashbackContext, friendId: string): Promise<boolean> {
  if (ctx.noReferralDue.has(friendId)) return false;
  const referral = await repo.findReferralOfFriend(ctx.db, friendId);
  if (referral?.status !== 'registered') {
    // None claimed (a claim here forgets this) or refused or paid (final): nothing to check.
    ctx.noReferralDue.add(friendId);
    return false;
  }
  const [settings, money, units] = await Promise.all([
    repo.findReferralSettings(ctx.db),
    realDepositsAndStakes(ctx.db, friendId),
    currencyUnits(ctx.db),
  ]);
  if (!settings.isEnabled) return false;
  const progress = qualifies(money, settings, (base, c) => units.fromBase(base, c));
  if (!progress.currency) return false;
  const [mine, theirs] = await Promise.all([
    paymentFingerprintsOf(ctx.db, friendId),
    paymentFingerprintsOf(ctx.db, referral.referrerId),
  ]);
  const refusal = [...mine].some((f) => theirs.has(f))
    ? 'same_payment_method'
    : !(await ctx.eligibility(friendId, ctx.db)).allowed
      ? 'friend_excluded'
      : !(await ctx.eligibility(referral.referrerId, ctx.db)).allowed
        ? 'referrer_excluded'
        : null;
  const referrer = await registrationOf(ctx.db, referral.referrerId);
  const currency = referrer?.currency ?? progress.currency;
  const amount = units.fromBase(settings.rewardAmount, currency) ?? 0;
  const events = collectEvents(ctx.events);
  const result = await rewardTransaction.run(ctx.db, async (tx) => {
    const locked = await repo.lockReferral(tx, referral.id);
    if (locked?.status !== 'registered') return false;
    if (refusal || amount <= 0) {
      await repo.updateReferral(tx, referral.id, {
        status: 'refused',
        refusedReason: refusal ?? 'no_reward',
      });
      return false;
    }
    const moved = await payRewardCash(
      { ...ctx.wallet, db: tx, events },
      {
        playerId: referral.referrerId,
        currency,
        amount,
        key: `referral:${referral.id}`,
        code: 'referral_reward',
        reference: referral.id,
      },
    );
    if (!moved.ok) rewardTransaction.rollback(moved.error.kind);
    await repo.updateReferral(tx, referral.id, {
      status: 'rewarded',
      rewardAmount: amount,
      rewardCurrency: currency,
      rewardedAt: ctx.clock.now(),
    });
    return true;
  });
  if (!result.ok) {
    ctx.log.warn({ referral: referral.id, reason: result.error }, 'referral reward not paid');
    return false;
  }
  if (!result.value) return false;
  events.publish();
  try {
    await ctx.onReward(referral.referrerId, {
      kind: 'referral',
      amount,
      currency,
      payAs: 'cash',
      reference: referral.id,
    });
  } catch (err) {
    ctx.log.warn({ err }, 'referral notice failed');
  }
  return true;
}

/** The sweep: every referral still waiting, checked again (a lost event is caught here). */
export async function checkPendingReferrals(ctx: CashbackContext): Promise<number> {
  let paid = 0;
  for (const row of await repo.listPendingReferrals(ctx.db)) {
    // Claimed on another instance after this one found none: checked from now on.
    ctx.noReferralDue.delete(row.friendId);
    if (await checkReferral(ctx, row.friendId)) paid++;
  }
  return paid;
}

export async function readReferralSettings(ctx: CashbackContext): Promise<ReferralSettings> {
  const row = await repo.findReferralSettings(ctx.db);
  return {
    isEnabled: row.isEnabled,
    rewardAmount: row.rewardAmount,
    minDeposit: row.minDeposit,
    wagerThreshold: row.wagerThreshold,
  };
}

export async function writeReferralSettings(ctx: CashbackContext, input: ReferralSettings) {
  await repo.saveReferralSettings(ctx.db, input, ctx.clock.now());
  return readReferralSettings(ctx);
}

export async function referralReport(
  ctx: CashbackContext,
  query: { page: number; perPage: number; status?: string | undefined },
): Promise<ReferralReport> {
  const { items, total } = await repo.listReferrals(ctx.db, query);
  const emails = await findPlayerEmails(
    ctx.db,
    items.flatMap((r) => [r.referrerId, r.friendId]),
  );
  return {
    total,
    items: items.map((r) => ({
      id: r.id,
      referrerId: r.referrerId,
      referrerEmail: emails.get(r.referrerId) ?? null,
      friendId: r.friendId,
      friendEmail: emails.get(r.friendId) ?? null,
      status: r.status,
      reason: r.refusedReason,
      rewardAmount: r.rewardAmount,
      rewardCurrency: r.rewardCurrency,
      createdAt: iso(r.createdAt),
      rewardedAt: r.rewardedAt ? iso(r.rewardedAt) : null,
    })),
  };
}
