import { DashboardSchema } from '../../backoffice.ts';
import { defineBackofficeEndpoint, FIGURES } from './access.ts';

/** The dashboard's figures (the reporting module, ADR 036). */
export const dashboardEndpoints = {
  getDashboard: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/dashboard',
    access: FIGURES,
    response: DashboardSchema,
  }),
};
