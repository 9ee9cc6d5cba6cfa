import { z } from 'zod';
import { PaginationQuerySchema } from '../../common.ts';
import {
  CashbackReportSchema,
  CashbackRunResultSchema,
  CashbackSettingsSchema,
  ReferralReportSchema,
  ReferralSettingsSchema,
  RunCashbackRequestSchema,
} from '../../retention-cashback.ts';
import { defineBackofficeEndpoint, MARKETING, REPORTS } from './access.ts';

/** Running a period pays money: admins and the payments team, besides marketing who set it. */
const CASHBACK_RUN = ['admin', 'payments', 'marketing'] as const;

/** Cashback and referrals in the back office (issue 33): terms, runs and what each paid. */
export const retentionCashbackEndpoints = {
  getCashbackSettings: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/retention/cashback/settings',
    access: MARKETING,
    response: CashbackSettingsSchema,
  }),
  putCashbackSettings: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/retention/cashback/settings',
    access: MARKETING,
    body: CashbackSettingsSchema,
    response: CashbackSettingsSchema,
  }),
  runCashback: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/retention/cashback/runs',
    access: CASHBACK_RUN,
    body: RunCashbackRequestSchema,
    response: CashbackRunResultSchema,
  }),
  getCashbackReport: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/retention/cashback/report',
    access: REPORTS,
    response: CashbackReportSchema,
  }),
  getReferralSettings: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/retention/referrals/settings',
    access: MARKETING,
    response: ReferralSettingsSchema,
  }),
  putReferralSettings: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/retention/referrals/settings',
    access: MARKETING,
    body: ReferralSettingsSchema,
    response: ReferralSettingsSchema,
  }),
  getReferralReport: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/retention/referrals/report',
    access: REPORTS,
    query: PaginationQuerySchema.extend({ status: z.string().max(20).optional() }),
    response: ReferralReportSchema,
  }),
};
