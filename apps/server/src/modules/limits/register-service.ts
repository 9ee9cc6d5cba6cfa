import { LIMIT_DEFINITION, LIMIT_STATUS } from '@casino/contracts';
import type { Db } from '@casino/db';
import { closeAllPlayerSessions } from '../player/operator-service.ts';
import type { LimitsContext } from './context.ts';
import type { RegisterAnswer, RegisterPerson } from './register/types.ts';
import * as repo from './repository.ts';
import { isRunning, lockPlayer } from './service.ts';

export type RegistrationVerdict =
  | { allowed: true; answer?: RegisterAnswer }
  | { allowed: false; status: number; code: string; message: string };

/**
 * Registration asks the national self-exclusion register first (docs/decisions/026): a person
 * it lists as excluded is refused (403 `self_excluded`); when it cannot answer, registration
 * waits (503 `register_unavailable`): nobody is let in unchecked.
 */
export async function checkRegistration(
  ctx: LimitsContext,
  person: RegisterPerson,
): Promise<RegistrationVerdict> {
  if (!ctx.register) return { allowed: true };
  let answer: RegisterAnswer;
  try {
    answer = await ctx.register.check(person);
  } catch (err) {
    ctx.log.warn({ err, register: ctx.register.name }, 'self-exclusion register unavailable');
    return {
      allowed: false,
      status: 503,
      code: 'register_unavailable',
      message: 'We cannot complete registration right now; please try again in a few minutes',
    };
  }
  if (answer !== 'excluded') return { allowed: true, answer };
  return {
    allowed: false,
    status: 403,
    code: 'self_excluded',
    message:
      'You are registered with the national self-exclusion scheme, so we cannot open an account for you',
  };
}

/**
 * Asks the register about an existing player (at every sign-in; at a refresh, `onlyIfDue`, and
 * every SELF_EXCLUSION_REGISTER_CHECK_HOURS while they have a session, once the last answer is
 * that old) and keeps the answer. A listed player is treated as self-excluded:
 * a self-exclusion runs until two check intervals from now and is extended at every check that
 * still lists them, so it lapses only once the register stops listing them. Never shortens one.
 * When the register cannot answer, nothing changes (the next check asks again).
 */
export async function checkPlayer(
  ctx: LimitsContext,
  playerId: string,
  { onlyIfDue = false }: { onlyIfDue?: boolean } = {},
): Promise<RegisterAnswer | null> {
  if (!ctx.register) return null;
  if (onlyIfDue) {
    const checkedAt = (await repo.findRgSettings(ctx.db, playerId))?.registerCheckedAt;
    if (checkedAt && ctx.clock.now().getTime() - checkedAt.getTime() < ctx.registerCheckMs) {
      return null;
    }
  }
  const person = await repo.findPerson(ctx.db, playerId);
  if (!person) return null;
  let answer: RegisterAnswer;
  try {
    answer = await ctx.register.check(person);
  } catch (err) {
    ctx.log.warn({ err, playerId }, 'self-exclusion register unavailable');
    return null;
  }
  const now = ctx.clock.now();
  const name = ctx.register.name;
  let excluded = false;
  await ctx.db.transaction(async (tx) => {
    await repo.saveRgSettings(tx, playerId, {
      registerStatus: answer,
      registerCheckedAt: now,
      updatedAt: now,
    });
    if (answer !== 'excluded') return;
    await lockPlayer(tx, playerId);
    const until = new Date(now.getTime() + 2 * ctx.registerCheckMs);
    const running = (await repo.findActiveLimits(tx, playerId)).filter((r) => isRunning(r, now));
    if (running.some((r) => r.endsAt === null || r.endsAt >= until)) return;
    const row = await repo.insertLimit(tx, {
      playerId,
      definition: LIMIT_DEFINITION.selfExclusion,
      status: LIMIT_STATUS.active,
      endsAt: until,
      createdAt: now,
      updatedAt: now,
    });
    await repo.appendHistory(tx, {
      limitId: row.id,
      playerId,
      actor: `register:${name}`,
      action: running.length ? 'register_exclusion_extended' : 'register_exclusion',
      oldValue: null,
      newValue: { definition: LIMIT_DEFINITION.selfExclusion, endsAt: until.toISOString() },
      requestedAt: now,
      effectiveAt: now,
    });
    await closeAllPlayerSessions(tx, playerId, now);
    excluded = true;
  });
  if (excluded) ctx.events.emit({ type: 'player.sessions.closed', playerId });
  return answer;
}

/** The periodic check: players in session whose answer is older than the interval. */
export async function recheckPlayers(ctx: LimitsContext, batch = 100): Promise<number> {
  if (!ctx.register) return 0;
  const now = ctx.clock.now();
  const due = await repo.playersToRecheck(
    ctx.db,
    now,
    new Date(now.getTime() - ctx.registerCheckMs),
    batch,
  );
  for (const playerId of due) await checkPlayer(ctx, playerId);
  return due.length;
}

/** Keeps the answer the register gave at registration (in the registration's transaction). */
export async function recordRegistrationAnswer(
  ctx: LimitsContext,
  tx: Db,
  playerId: string,
  answer: string,
) {
  const now = ctx.clock.now();
  await repo.saveRgSettings(tx, playerId, {
    registerStatus: answer,
    registerCheckedAt: now,
    updatedAt: now,
  });
}
