import { LIMIT_DEFINITION, LIMIT_STATUS } from '@casino/contracts';
import type { Db } from '@casino/db';
import { findPlayer } from '../player/account-service.ts';
import { closeAllPlayerSessions } from '../player/operator-service.ts';
import { forEachPlayerInSession } from '../player/session-service.ts';
import type { LimitsContext } from './context.ts';
import {
  isListed,
  type RegisterAnswer,
  type RegisterPerson,
  type SelfExclusionRegister,
} from './register/types.ts';
import * as repo from './repository.ts';
import { isRunning, lockPlayer } from './service.ts';

export type RegistrationVerdict =
  | { allowed: true; answer?: RegisterAnswer }
  | { allowed: false; status: number; code: string; message: string };

/** One answer of several registers, and the register that gave it (the listing one, if any). */
type Asked =
  | { ok: true; answer: RegisterAnswer; by: string }
  | { ok: false; failed: string[]; listed?: undefined };

/**
 * Asks every register at once: a listing by any wins (even when another cannot answer); else
 * one that cannot answer makes the whole unknown; else `previously` if any says so.
 */
async function askAll(
  ctx: LimitsContext,
  registers: SelfExclusionRegister[],
  person: RegisterPerson,
  details: object,
): Promise<Asked> {
  const answers = await Promise.all(
    registers.map(async (register) => {
      try {
        return { name: register.name, answer: await register.check(person) };
      } catch (err) {
        ctx.log.warn(
          { err, register: register.name, ...details },
          'self-exclusion register unavailable',
        );
        return { name: register.name, answer: null };
      }
    }),
  );
  const listed = answers.find((a) => a.answer && isListed(a.answer));
  if (listed?.answer) return { ok: true, answer: listed.answer, by: listed.name };
  const failed = answers.filter((a) => !a.answer).map((a) => a.name);
  if (failed.length > 0) return { ok: false, failed };
  const previously = answers.find((a) => a.answer === 'previously');
  return {
    ok: true,
    answer: previously ? 'previously' : 'not_excluded',
    by: previously?.name ?? '',
  };
}

/**
 * Registration asks the national self-exclusion registers first (docs/decisions/026; issue 32:
 * those of the account country's jurisdiction profile too): a person one lists as excluded is
 * refused (403 `self_excluded`; SIGAP's welfare beneficiary 403 `welfare_beneficiary`); when one
 * cannot answer, registration waits (503 `register_unavailable`): nobody is let in unchecked.
 */
export async function checkRegistration(
  ctx: LimitsContext,
  person: RegisterPerson & { country?: string | null },
): Promise<RegistrationVerdict> {
  const registers = ctx.registersFor(person.country);
  if (registers.length === 0) return { allowed: true };
  const asked = await askAll(ctx, registers, person, {});
  if (!asked.ok) {
    return {
      allowed: false,
      status: 503,
      code: 'register_unavailable',
      message: 'We cannot complete registration right now; please try again in a few minutes',
    };
  }
  if (asked.answer === 'barred') {
    return {
      allowed: false,
      status: 403,
      code: 'welfare_beneficiary',
      message:
        'Beneficiaries of social programmes may not bet in Brazil, so we cannot open an account for you',
    };
  }
  if (asked.answer !== 'excluded') return { allowed: true, answer: asked.answer };
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
  if (!ctx.hasRegisters) return null;
  if (onlyIfDue) {
    const checkedAt = (await repo.findRgSettings(ctx.db, playerId))?.registerCheckedAt;
    if (checkedAt && ctx.clock.now().getTime() - checkedAt.getTime() < ctx.registerCheckMs) {
      return null;
    }
  }
  const player = await findPlayer(ctx.db, playerId);
  if (!player) return null;
  const registers = ctx.registersFor(player.country);
  if (registers.length === 0) {
    // No register for this player's country: not due again for an interval (the sweep's batch
    // is for players who have one).
    const now = ctx.clock.now();
    await repo.saveRgSettings(ctx.db, playerId, { registerCheckedAt: now, updatedAt: now });
    return null;
  }
  const person: RegisterPerson = {
    email: player.email,
    firstName: player.firstName,
    lastName: player.lastName,
    dateOfBirth: player.dateOfBirth,
    postcode: player.postalCode,
    cpf: player.cpfNumber,
  };
  const asked = await askAll(ctx, registers, person, { playerId });
  if (!asked.ok) return null;
  const { answer, by: name } = asked;
  const now = ctx.clock.now();
  let excluded = false;
  await ctx.db.transaction(async (tx) => {
    await repo.saveRgSettings(tx, playerId, {
      registerStatus: answer,
      registerCheckedAt: now,
      updatedAt: now,
    });
    if (!isListed(answer)) return;
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
  if (excluded) {
    ctx.events.emit({ type: 'player.sessions.closed', playerId });
    // Its own failure must not undo the exclusion: logged, the sweep expires them later.
    await ctx.onExcluded(playerId).catch((err: unknown) => {
      ctx.log.warn({ err, playerId }, 'pending offers not ended after an exclusion');
    });
  }
  return answer;
}

/** The periodic check: players in session whose answer is older than the interval. */
export async function recheckPlayers(ctx: LimitsContext, batch = 100): Promise<number> {
  if (!ctx.hasRegisters) return 0;
  const now = ctx.clock.now();
  const before = new Date(now.getTime() - ctx.registerCheckMs);
  const due: string[] = [];
  await forEachPlayerInSession(ctx.db, now, batch, async (playerIds) => {
    due.push(...(await repo.withStaleRegisterAnswer(ctx.db, playerIds, before)));
    return due.length < batch;
  });
  for (const playerId of due.slice(0, batch)) await checkPlayer(ctx, playerId);
  return Math.min(due.length, batch);
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

/** What the back office shows of a player's registers: which are asked, and the last answer. */
export async function registerState(ctx: LimitsContext, playerId: string, country: string | null) {
  const settings = await repo.findRgSettings(ctx.db, playerId);
  return {
    registers: ctx.registersFor(country).map((r) => r.name),
    answer: settings?.registerStatus ?? null,
    checkedAt: settings?.registerStatus
      ? (settings.registerCheckedAt?.toISOString() ?? null)
      : null,
  };
}
