import { z } from 'zod';
import { LedgerCheckSchema, ReportQuerySchema, ReportSchema } from '../../backoffice.ts';
import { defineBackofficeEndpoint, REPORTS, REPORTS_EXPORT } from './access.ts';

/** Reports (docs/decisions/025) and their CSV. */
export const reportsEndpoints = {
  getReport: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/reports',
    access: REPORTS,
    query: ReportQuerySchema,
    response: ReportSchema,
  }),
  exportReportCsv: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/reports/csv',
    access: REPORTS_EXPORT,
    query: ReportQuerySchema,
    /** text/csv, sent as a download (Content-Disposition: attachment). */
    response: z.string(),
  }),
  /**
   * Proves the whole ledger now (what `npm run wallet:check` proves), on one read-only snapshot
   * beside live traffic; the money roles (admin, payments) run it, and each run is audited.
   */
  checkLedger: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/ledger/check',
    access: REPORTS_EXPORT,
    response: LedgerCheckSchema,
  }),
};
