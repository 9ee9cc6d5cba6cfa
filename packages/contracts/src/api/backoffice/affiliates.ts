import { AffiliateReportQuerySchema, AffiliateReportSchema } from '../../backoffice.ts';
import { AFFILIATES, defineBackofficeEndpoint } from './access.ts';

/** The affiliate report (docs/decisions/029). */
export const affiliatesEndpoints = {
  getAffiliateReport: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/reports/affiliates',
    access: AFFILIATES,
    query: AffiliateReportQuerySchema,
    response: AffiliateReportSchema,
  }),
};
