import type { CashbackSettings, ReferralSettings } from '@casino/contracts';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { AppError } from '../../shared/errors.ts';
import {
  type CashbackContext,
  cashbackReport,
  readCashbackSettings,
  readReferralSettings,
  referralReport,
  runCashbackPeriod,
  writeCashbackSettings,
  writeReferralSettings,
} from '../retention/cashback/operator-service.ts';
import { callerOf, type RouteOf } from './access.ts';
import { appendAudit } from './audit.ts';
import type { BackofficeContext } from './context.ts';

/**
 * Cashback and referrals (issue 33): terms (marketing), a period's run or replay (audited, pays
 * each player once), and what each period and referral paid.
 */
export function registerRetentionCashbackRoutes(
  route: RouteOf,
  ctx: BackofficeContext,
  cashback: CashbackContext,
) {
  route(backofficeApi.getCashbackSettings, {
    summary: 'Cashback terms: rate, period, cash or bonus, minimum and maximum',
    handler: async () => readCashbackSettings(cashback),
  });
  route(backofficeApi.putCashbackSettings, {
    summary: 'Change the cashback terms (the next run uses them); audited with before and after',
    statuses: [400],
    handler: async (request) => {
      const before = await readCashbackSettings(cashback);
      const result = await writeCashbackSettings(cashback, request.body as CashbackSettings);
      if (!result.ok) {
        throw new AppError(400, 'invalid_fields', 'Check the cashback terms', result.error.fields);
      }
      await appendAudit(ctx.db, callerOf(request).actor, {
        action: 'cashback.settings.update',
        targetType: 'cashback_settings',
        targetId: '1',
        before,
        after: result.value,
      });
      return result.value;
    },
  });
  route(backofficeApi.runCashback, {
    summary:
      'Run (or replay) a finished period: pays every player not paid for it yet, once; audited',
    statuses: [409],
    handler: async (request) => {
      const { at } = request.body as { at?: string };
      const actor = callerOf(request).actor;
      const result = await runCashbackPeriod(cashback, {
        ...(at ? { at: new Date(at) } : {}),
        actor: `${actor.type}:${actor.label}`,
      });
      if (!result.ok) {
        const error = result.error;
        if (error.kind === 'period_not_over') {
          throw new AppError(409, 'period_not_over', `The period ends at ${error.periodEnd}`);
        }
        if (error.kind === 'disabled') throw new AppError(409, 'disabled', 'Cashback is off');
        throw new AppError(409, 'bonus_definition_missing', 'Choose the bonus offer first');
      }
      await appendAudit(ctx.db, actor, {
        action: 'cashback.period.run',
        targetType: 'cashback_period',
        targetId: result.value.periodStart,
        after: result.value,
      });
      return result.value;
    },
  });
  route(backofficeApi.getCashbackReport, {
    summary: 'What each cashback period paid, per currency, with its runs',
    handler: async () => cashbackReport(cashback),
  });
  route(backofficeApi.getReferralSettings, {
    summary: 'Referral terms: reward, and what a friend must deposit and wager',
    handler: async () => readReferralSettings(cashback),
  });
  route(backofficeApi.putReferralSettings, {
    summary: 'Change the referral terms; audited with before and after',
    handler: async (request) => {
      const before = await readReferralSettings(cashback);
      const after = await writeReferralSettings(cashback, request.body as ReferralSettings);
      await appendAudit(ctx.db, callerOf(request).actor, {
        action: 'referral.settings.update',
        targetType: 'referral_settings',
        targetId: '1',
        before,
        after,
      });
      return after;
    },
  });
  route(backofficeApi.getReferralReport, {
    summary: 'Referrals with their state, refusals and rewards',
    handler: async (request) => {
      const query = request.query as { page: number; perPage: number; status?: string };
      return { ...(await referralReport(cashback, query)) };
    },
  });
}
