import {
  CROSS_OPERATOR_FILE_UNAVAILABLE,
  DEPOSIT_ABOVE_CROSS_OPERATOR_LIMIT,
  LIMIT_DEFINITION,
  type PlayerLimitList,
} from '@casino/contracts';
import { findPlayer } from '../player/account-service.ts';
import type { LimitsContext } from './context.ts';
import { depositsSince } from './jurisdiction-repository.ts';
import type { CrossOperatorFile } from './register/lugas.ts';
import type { RegisterPerson } from './register/types.ts';
import * as repo from './repository.ts';

// Germany's cross-operator file (LUGAS, GlüStV 2021 § 6c-6h; issue 32) for players whose
// jurisdiction profile reports to it: the monthly deposit limit registered there, every deposit
// checked against what is left across operators before its invoice opens and reported once
// credited, and one session at a time across operators at sign-in. LUGAS counts in EUR cents.

/** €1,234.56 */
const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/** The file and the person to send it, when the player's profile reports to one. */
async function fileOf(
  ctx: LimitsContext,
  playerId: string,
): Promise<{ file: CrossOperatorFile; person: RegisterPerson } | null> {
  const file = ctx.crossOperatorFile;
  if (!file) return null;
  const { profile } = await ctx.jurisdictionOf(ctx.db, playerId);
  if (profile.crossOperatorFile !== file.name) return null;
  const player = await findPlayer(ctx.db, playerId);
  if (!player) return null;
  return {
    file,
    person: {
      email: player.email,
      firstName: player.firstName,
      lastName: player.lastName,
      dateOfBirth: player.dateOfBirth,
      postcode: player.postalCode,
    },
  };
}

/** `amount` of `currency` in EUR cents at the current rates (rounded up); null without a rate. */
async function inEuroCents(ctx: LimitsContext, playerId: string, currency: string, amount: number) {
  if (currency === 'EUR') return amount;
  const converted = await depositsSince(ctx.db, playerId, ctx.clock.now(), 'EUR', {
    amount,
    currency,
  });
  return converted ? converted.asked : null;
}

export type CrossOperatorVerdict =
  | { allowed: true }
  | { allowed: false; status: number; code: string; reason: string; field?: string };

/**
 * Before a deposit's invoice opens (outside its transaction: LUGAS is another party): the amount
 * must fit what LUGAS leaves this month across operators, else 422
 * `deposit_above_cross_operator_limit` naming the limit and what is left; when LUGAS cannot
 * answer, 503 `cross_operator_file_unavailable`. Either way nothing is reserved.
 */
export async function checkCrossOperatorDeposit(
  ctx: LimitsContext,
  playerId: string,
  currency: string,
  amount: number,
): Promise<CrossOperatorVerdict> {
  const found = await fileOf(ctx, playerId);
  if (!found) return { allowed: true };
  const unavailable = {
    allowed: false as const,
    status: 503,
    code: CROSS_OPERATOR_FILE_UNAVAILABLE,
    reason:
      'We cannot check your deposit limit across operators right now; please try again in a few minutes',
  };
  const asked = await inEuroCents(ctx, playerId, currency, amount);
  if (asked === null) return unavailable;
  let standing: Awaited<ReturnType<CrossOperatorFile['standing']>>;
  try {
    standing = await found.file.standing(found.person);
  } catch (err) {
    ctx.log.warn({ err, playerId }, 'LUGAS unavailable for a deposit check');
    return unavailable;
  }
  if (asked <= standing.remaining) return { allowed: true };
  return {
    allowed: false,
    status: 422,
    code: DEPOSIT_ABOVE_CROSS_OPERATOR_LIMIT,
    field: 'amount',
    reason: `This deposit would pass your monthly deposit limit of ${euros(standing.limit)} across all licensed operators in Germany (LUGAS): ${euros(standing.remaining)} left this month`,
  };
}

/**
 * After a deposit is credited (after its commit): reported to LUGAS once, by invoice id (a
 * second report of the same invoice changes nothing there). A failure is logged; the report of
 * a later deposit does not carry it (left for a retrying outbox).
 */
export async function reportCrossOperatorDeposit(
  ctx: LimitsContext,
  deposit: { invoiceId: string; playerId: string; currency: string; amount: number; at: Date },
): Promise<void> {
  const found = await fileOf(ctx, deposit.playerId);
  if (!found) return;
  const amount = await inEuroCents(ctx, deposit.playerId, deposit.currency, deposit.amount);
  if (!amount) return;
  await found.file.reportDeposit(found.person, {
    reference: deposit.invoiceId,
    amount,
    at: deposit.at,
  });
}

/**
 * After the player changed their limits: their monthly deposit limit in force here (null: none)
 * is registered with LUGAS, which answers the limit in force across operators (EUR cents).
 */
export async function registerCrossOperatorLimit(
  ctx: LimitsContext,
  playerId: string,
): Promise<number | null> {
  const found = await fileOf(ctx, playerId);
  if (!found) return null;
  const monthly = (await repo.findActiveLimits(ctx.db, playerId)).find(
    (r) => r.definition === LIMIT_DEFINITION.deposit && r.period === 'monthly' && r.amount !== null,
  );
  const amount =
    monthly?.amount != null && monthly.currency
      ? await inEuroCents(ctx, playerId, monthly.currency, monthly.amount)
      : null;
  try {
    return (await found.file.registerLimit(found.person, amount)).limit;
  } catch (err) {
    ctx.log.warn({ err, playerId }, 'deposit limit not registered with LUGAS');
    return null;
  }
}

/** The player's standing across operators (GET /api/player/limits); null when none or unknown. */
export async function crossOperatorStanding(
  ctx: LimitsContext,
  playerId: string,
): Promise<PlayerLimitList['crossOperatorLimit']> {
  const found = await fileOf(ctx, playerId);
  if (!found) return null;
  try {
    const standing = await found.file.standing(found.person);
    return { file: found.file.name, currency: 'EUR', ...standing };
  } catch (err) {
    ctx.log.warn({ err, playerId }, 'LUGAS standing unavailable');
    return null;
  }
}

/**
 * At sign-in: the activity file. `active_elsewhere` while the person plays with another
 * operator (the sign-in is refused); `unavailable` when LUGAS cannot answer; null: no file.
 */
export async function startCrossOperatorSession(
  ctx: LimitsContext,
  playerId: string,
): Promise<'started' | 'active_elsewhere' | 'unavailable' | null> {
  const found = await fileOf(ctx, playerId);
  if (!found) return null;
  try {
    return await found.file.startSession(found.person);
  } catch (err) {
    ctx.log.warn({ err, playerId }, 'LUGAS activity file unavailable at sign-in');
    return 'unavailable';
  }
}
