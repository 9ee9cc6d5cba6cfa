import { ACTIVE_ELSEWHERE } from '@casino/contracts';
import type { Db, Tx } from '@casino/db';
import type { Config } from '../../config.ts';
import { selfExclusionRegisterOf } from '../../config.ts';
import type { LimitsContext } from './context.ts';
import { holdIfOverLimit } from './held-service.ts';
import { checkCrossOperatorDeposit, startCrossOperatorSession } from './lugas-service.ts';
import { httpRegister } from './register/gamstop.ts';
import { sandboxRegister } from './register/sandbox.ts';
import type { SelfExclusionRegister } from './register/types.ts';
import { checkPlayer, checkRegistration, recordRegistrationAnswer } from './register-service.ts';
import {
  checkBet,
  checkBetStakeFirst,
  checkDeposit,
  type ExclusionReader,
  mayReceiveBonus,
  mayReceiveMarketing,
  setRegistrationLimit,
} from './service.ts';

/**
 * What responsible gaming asks of the other modules (docs/decisions/026), as named ports that
 * app.ts hands to them: every rule lives here, app.ts only plugs them in. Each port's shape is
 * the one its consuming module declares (payment's DepositLimitCheck and DepositArrivalHold, the
 * games' BetGuard, the bonus engine's BonusEligibility, the player module's registration and
 * session hooks, communication's MarketingGate); TypeScript checks them where app.ts joins them.
 */
export function limitsPorts(limits: LimitsContext) {
  return {
    ...exclusionChecks(limits),
    /** Payment: before an invoice opens, the deposit limits and any time-out or exclusion. */
    depositLimits: (playerId: string, currency: string, amount: number, tx: Tx) =>
      checkDeposit(limits, tx, playerId, currency, amount),
    /**
     * Payment: before a deposit's transaction, the cross-operator limit (LUGAS, issue 32) of a
     * player whose profile reports to one.
     */
    crossOperatorDeposit: (playerId: string, currency: string, amount: number) =>
      checkCrossOperatorDeposit(limits, playerId, currency, amount),
    /** Payment: an arriving deposit over a limit or during a time-out is held, not played. */
    depositHold: (
      tx: Tx,
      deposit: { playerId: string; invoiceId: string; currency: string; amount: number },
    ) => holdIfOverLimit(limits, tx, deposit),
    /** Games: every bet, inside the seamless wallet's transaction. */
    betGuard: (bet: Parameters<typeof checkBet>[2], tx: Tx) => checkBet(limits, tx, bet),
    /**
     * Games: the same verdict for a bet whose stake goes out right behind the limits' statements
     * (issue 31), for every player: a limited one's lock and use read go before the stake.
     */
    stakeFirst: {
      judge: (bet: Parameters<typeof checkBet>[2], tx: Tx) => checkBetStakeFirst(limits, tx, bet),
    },
    /** Player: the national self-exclusion register before a registration. */
    registrationGate: (person: Parameters<typeof checkRegistration>[1]) =>
      checkRegistration(limits, person),
    /**
     * Player: before any way into a session, the register again; at a refresh only once the
     * last answer is older than the check interval (as the sweep).
     */
    beforeSession: async (
      playerId: string,
      moment: 'sign_in' | 'refresh',
    ): Promise<SessionRefusal | undefined> => {
      await checkPlayer(limits, playerId, { onlyIfDue: moment === 'refresh' });
      // Germany (issue 32): one session at a time across operators (LUGAS's activity file); a
      // file that cannot answer lets the sign-in through, as the registers do (logged).
      if (moment !== 'sign_in') return undefined;
      if ((await startCrossOperatorSession(limits, playerId)) !== 'active_elsewhere') {
        return undefined;
      }
      return {
        status: 409,
        code: ACTIVE_ELSEWHERE,
        message:
          'You are playing with another licensed operator in Germany right now. End that session first: you may play with one operator at a time',
      };
    },
    /**
     * Player: inside the registration's transaction, the register's answer is kept and a
     * deposit limit chosen at sign-up is set.
     */
    onRegistering: async (
      tx: Db,
      playerId: string,
      values: {
        currency: string;
        depositLimit?: { period: 'daily' | 'weekly' | 'monthly'; amount: number } | undefined;
        registerAnswer?: string | undefined;
      },
    ) => {
      if (values.registerAnswer) {
        await recordRegistrationAnswer(limits, tx, playerId, values.registerAnswer);
      }
      if (values.depositLimit) {
        await setRegistrationLimit(limits, tx, playerId, {
          currency: values.currency,
          ...values.depositLimit,
        });
      }
    },
  };
}

export type LimitsPorts = ReturnType<typeof limitsPorts>;

/** A way into a session refused by a rule of the player's jurisdiction (the player is told why). */
export interface SessionRefusal {
  status: number;
  code: string;
  message: string;
}

/**
 * The ports that only ask whether a time-out or self-exclusion runs. They read the limits and
 * nothing of the limits context, so a module the limits context needs (the bonus engine, whose
 * exclusion hook it calls) takes them before that context is built.
 */
export function exclusionChecks(reader: ExclusionReader) {
  return {
    /** Bonuses: excluded or cooled-off players get no bonus. */
    bonusEligibility: (playerId: string, db: Db) => mayReceiveBonus(reader, playerId, db),
    /** Communication: marketing mail stops during a time-out or self-exclusion. */
    marketingGate: (playerId: string) => mayReceiveMarketing(reader, playerId),
    /**
     * Retention (loyalty, tournaments, quests, wheel, cashback, referrals, inbox offers): a
     * player in a time-out or self-exclusion sees none of it and earns nothing (issue 33).
     */
    retentionEligibility: (playerId: string, db: Db) => mayReceiveBonus(reader, playerId, db),
  };
}

/** The national self-exclusion register SELF_EXCLUSION_REGISTER names (null: none). */
export function selfExclusionRegister(config: Config): SelfExclusionRegister | null {
  const kind = selfExclusionRegisterOf(config);
  if (kind === 'sandbox') {
    return sandboxRegister(config.SELF_EXCLUSION_REGISTER_SANDBOX_LIST.split(','));
  }
  if (kind === 'gamstop') {
    if (!config.SELF_EXCLUSION_REGISTER_URL || !config.SELF_EXCLUSION_REGISTER_KEY) {
      throw new Error(
        'SELF_EXCLUSION_REGISTER=gamstop needs SELF_EXCLUSION_REGISTER_URL and SELF_EXCLUSION_REGISTER_KEY',
      );
    }
    return httpRegister({
      url: config.SELF_EXCLUSION_REGISTER_URL,
      apiKey: config.SELF_EXCLUSION_REGISTER_KEY,
    });
  }
  return null;
}
