import type { SeamlessFreeRoundsRequest } from '@casino/contracts';
import type { Tx } from '@casino/db';
import type { EventSink } from '../../shared/event-bus.ts';
import { applyCode } from './codes.ts';
import { type BonusContext, onTransaction } from './context.ts';
import { onDepositCredited, rememberDepositChoice, resolveDepositChoice } from './deposits.ts';
import {
  activateIfFree,
  inBonusTransaction,
  issueBonus,
  keepReturnedBonusMoney,
  type ReturnedBonusMoney,
  type SettledRound,
  settleRound,
  stakeAboveMaximum,
} from './engine.ts';
import { cancelIssuedFreespins, freeRoundsFinished, hasFreeSpins } from './freespins.ts';
import * as repo from './repository.ts';
import { forfeitForWithdrawal } from './withdrawals.ts';

/**
 * The seamless wallet's bonus rules (app.ts hands them to the games module as its
 * GameBonusHooks).
 */
export function gameBonusHooks(ctx: BonusContext) {
  return {
    stakeAboveMaximum: (tx: Tx, bet: { playerId: string; currency: string; amount: number }) =>
      stakeAboveMaximum(tx, bet),
    hasActive: async (tx: Tx, player: { playerId: string; currency: string }) =>
      (await repo.findActiveMaxStake(tx, player.playerId, player.currency)) !== null,
    roundSettled: (tx: Tx, events: EventSink, round: SettledRound) =>
      settleRound(onTransaction(ctx, tx, events), round),
    bonusMoneyReturned: (tx: Tx, events: EventSink, back: ReturnedBonusMoney) =>
      keepReturnedBonusMoney(onTransaction(ctx, tx, events), back),
    hasFreeSpins: (playerId: string, gameIdentity: string, currency: string) =>
      hasFreeSpins(ctx, playerId, gameIdentity, currency),
    freeRoundsFinished: (provider: string, report: SeamlessFreeRoundsRequest) =>
      freeRoundsFinished(ctx, provider, report),
  };
}

/** The deposit path's bonus steps (app.ts hands them to the payment module as its DepositBonusHooks). */
export function depositBonusHooks(ctx: BonusContext) {
  return {
    async choose(playerId: string, currency: string, bonusCode: string | undefined) {
      const choice = await resolveDepositChoice(ctx, playerId, currency, bonusCode);
      if (choice === 'incorrect') return { ok: false as const };
      return {
        ok: true as const,
        remember: async (invoiceId: string) => {
          if (choice !== 'default') {
            await rememberDepositChoice(ctx, {
              invoiceId,
              playerId,
              definitionId: choice.definitionId,
            });
          }
        },
      };
    },
    credited: (
      tx: Tx,
      events: EventSink,
      deposit: { playerId: string; invoiceId: string; currency: string; amount: number },
    ) => onDepositCredited(ctx, tx, events, deposit),
    withdrawing: (
      tx: Tx,
      events: EventSink,
      withdrawal: { playerId: string; currency: string; forfeitBonus: boolean },
    ) => forfeitForWithdrawal(onTransaction(ctx, tx, events), withdrawal),
  };
}

/** A registration's bonus code (player module hook): applied like one entered later. */
export function registrationBonusCode(ctx: BonusContext) {
  return async (playerId: string, bonusCode: string) => {
    await applyCode(ctx, playerId, { code: bonusCode, trigger: 1 });
  };
}

/**
 * Responsible gaming's exclusion hook (the limits module's `onExcluded`): once a time-out or a
 * self-exclusion is committed, the free spins waiting to be played are cancelled, as the player
 * cancelling them would (issue 29, docs/decisions/026).
 */
export function exclusionBonusHook(ctx: BonusContext) {
  return (playerId: string) => cancelIssuedFreespins(ctx, playerId);
}

/**
 * A retention reward paid as a bonus (cashback `as bonus`, issue 33): issued once per `source`
 * from the operator's definition with the reward's amount, refused where the definition or the
 * player's jurisdiction rules say no; activated at once when no other bonus is active.
 */
export function retentionBonusReward(ctx: BonusContext) {
  return async (input: {
    playerId: string;
    currency: string;
    amount: number;
    definitionId: string;
    source: string;
  }): Promise<{ ok: true; playerBonusId: string } | { ok: false; reason: string }> => {
    const definition = await repo.findDefinition(ctx.db, input.definitionId);
    if (!definition) return { ok: false, reason: 'bonus offer missing' };
    const issued = await inBonusTransaction(ctx, async (tx) => {
      const row = await issueBonus(tx, {
        playerId: input.playerId,
        definition,
        currency: input.currency,
        amount: input.amount,
        source: input.source,
        actor: 'cashback',
      });
      if (row) await activateIfFree(tx, row, 'system');
      return row;
    });
    if (!issued.ok || !issued.value) {
      return { ok: false, reason: 'bonus refused (offer, jurisdiction or exclusion)' };
    }
    return { ok: true, playerBonusId: issued.value.id };
  };
}
