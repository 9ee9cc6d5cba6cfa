import type { Tx } from '@casino/db';
import type { EventSink } from '../../shared/event-bus.ts';
import type { GameBonusHooks } from '../game/bonus-hooks.ts';
import type { DepositBonusHooks } from '../payment/deposit-bonus.ts';
import { applyCode } from './codes.ts';
import { type BonusContext, onTransaction } from './context.ts';
import { onDepositCredited, rememberDepositChoice, resolveDepositChoice } from './deposits.ts';
import { settleRound, stakeAboveMaximum } from './engine.ts';

/** The seamless wallet's bonus rules (app.ts hands them to the games module). */
export function gameBonusHooks(ctx: BonusContext): GameBonusHooks {
  return {
    stakeAboveMaximum: (tx: Tx, bet) => stakeAboveMaximum(tx, bet),
    roundSettled: (tx: Tx, events: EventSink, round) =>
      settleRound(onTransaction(ctx, tx, events), round),
  };
}

/** The deposit path's bonus steps (app.ts hands them to the payment module). */
export function depositBonusHooks(ctx: BonusContext): DepositBonusHooks {
  return {
    async choose(playerId, currency, bonusCode) {
      const choice = await resolveDepositChoice(ctx, playerId, currency, bonusCode);
      if (choice === 'incorrect') return { ok: false };
      return {
        ok: true,
        remember: async (invoiceId: string) => {
          if (choice !== 'default') {
            await rememberDepositChoice(ctx, { invoiceId, playerId, definitionId: choice.definitionId });
          }
        },
      };
    },
    credited: (tx, events, deposit) => onDepositCredited(ctx, tx, events, deposit),
  };
}

/** A registration's bonus code (player module hook): applied like one entered later. */
export function registrationBonusCode(ctx: BonusContext) {
  return async (playerId: string, bonusCode: string) => {
    await applyCode(ctx, playerId, { code: bonusCode, trigger: 1 });
  };
}
