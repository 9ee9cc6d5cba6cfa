import { z } from 'zod';
import { ReportQuerySchema, ReportSchema } from '../../backoffice.ts';
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
};
