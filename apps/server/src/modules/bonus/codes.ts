import {
  ACCOUNT_STATUS,
  BONUS_CODE_STATUS,
  BONUS_CODE_TRIGGER,
  type BonusCode,
} from '@casino/contracts';
import { isUuid } from '../../shared/ids.ts';
import type { Result } from '../../shared/result.ts';
import { listAccounts } from '../wallet/service.ts';
import type { BonusContext } from './context.ts';
import {
  activateIfFree,
  grantRefusal,
  inBonusTransaction,
  issueBonus,
  rollback,
} from './engine.ts';
import type { BonusFailure } from './failures.ts';
import { issueFreespins } from './freespins.ts';
import { profileRefusal } from './jurisdiction.ts';
import * as repo from './repository.ts';

export const normalizeCode = (code: string) => code.trim().toUpperCase();

function toBonusCode(row: repo.PlayerCodeRow): BonusCode {
  return { id: row.id, code: row.code, status: row.status, trigger: row.trigger };
}

/** A refused code is answered (and pushed) with status 3 or 4, nothing stored. */
function refused(
  ctx: BonusContext,
  playerId: string,
  code: string,
  trigger: number,
  status: number,
): BonusCode {
  const answer = { id: '', code, status, trigger };
  ctx.events.emit({ type: 'bonus.bonus-code.updated', playerId, playerBonusCode: answer });
  return answer;
}

/**
 * A code the player entered (registration, profile, the deposit modal with trigger 3).
 * Unknown or unpublished: status 3 (incorrect). Used before by this player, a single-use code
 * someone already used, or a deposit code entered elsewhere than a deposit: status 4 (not
 * available). A deposit code waits (status 1) for the next deposit; any other grants its
 * bonus now in the player's active currency (status 2, activated when none is active).
 */
export function applyCode(
  ctx: BonusContext,
  playerId: string,
  input: { code: string; trigger: number },
): Promise<Result<BonusCode, BonusFailure>> {
  const code = normalizeCode(input.code);
  return inBonusTransaction(ctx, async (tx) => {
    const def = code ? await repo.findPublishedByCode(tx.db, code, { lock: true }) : null;
    if (!def || def.codeTrigger === null) {
      return refused(ctx, playerId, code, input.trigger, BONUS_CODE_STATUS.incorrect);
    }
    const notAvailable = () =>
      refused(ctx, playerId, code, input.trigger, BONUS_CODE_STATUS.notAvailable);
    const isDepositCode = def.codeTrigger === BONUS_CODE_TRIGGER.deposit;
    if (input.trigger === BONUS_CODE_TRIGGER.deposit && !isDepositCode) return notAvailable();
    if (await repo.anyPlayerCode(tx.db, def.id, def.codeMultiUse ? playerId : undefined)) {
      return notAvailable();
    }
    const accounts = isDepositCode ? [] : await listAccounts(tx.wallet, playerId);
    const active = accounts.find((a) => a.status === ACCOUNT_STATUS.active) ?? null;
    const country = await repo.playerCountry(tx.db, playerId);
    if (!isDepositCode && (!active || grantRefusal(tx, def, active.currency, country)))
      return notAvailable();
    // A deposit code where deposit bonuses are banned (Brazil) could never pay: not taken.
    if (isDepositCode && profileRefusal(tx, def, country)) return notAvailable();
    const now = tx.clock.now();
    const row = await repo.insertPlayerCode(tx.db, {
      playerId,
      definitionId: def.id,
      code,
      trigger: def.codeTrigger,
      status: isDepositCode ? BONUS_CODE_STATUS.applied : BONUS_CODE_STATUS.used,
      createdAt: now,
      usedAt: isDepositCode ? null : now,
    });
    if (!row) return notAvailable();
    if (!isDepositCode && active && def.kind === 'free_spins') {
      const spins = await issueFreespins(tx, {
        playerId,
        definition: def,
        currency: active.currency,
        source: `code:${row.id}`,
        actor: 'player',
      });
      if (!spins)
        return rollback({ kind: 'not_eligible', reason: 'This bonus is not available to you' });
    } else if (!isDepositCode && active) {
      const issued = await issueBonus(tx, {
        playerId,
        definition: def,
        currency: active.currency,
        source: `code:${row.id}`,
        actor: 'player',
      });
      if (!issued)
        return rollback({ kind: 'not_eligible', reason: 'This bonus is not available to you' });
      await activateIfFree(tx, issued, 'player');
    }
    const answer = toBonusCode(row);
    tx.events.emit({ type: 'bonus.bonus-code.updated', playerId, playerBonusCode: answer });
    return answer;
  });
}

export async function listCodes(ctx: BonusContext, playerId: string, trigger?: number) {
  return (await repo.listPlayerCodes(ctx.db, playerId, trigger)).map(toBonusCode);
}

/** Removes an applied (not yet used) code; a used one stays in the history. */
export function removeCode(
  ctx: BonusContext,
  playerId: string,
  id: string,
): Promise<Result<void, BonusFailure>> {
  return inBonusTransaction(ctx, async (tx) => {
    const row = isUuid(id) ? await repo.findPlayerCode(tx.db, playerId, id) : null;
    if (!row || row.removedAt) return rollback({ kind: 'not_found' });
    if (row.status !== BONUS_CODE_STATUS.applied) return rollback({ kind: 'not_active' });
    await repo.updatePlayerCode(tx.db, id, { removedAt: tx.clock.now() });
  });
}
