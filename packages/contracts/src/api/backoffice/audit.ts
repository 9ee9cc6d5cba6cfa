import { AuditListSchema, AuditQuerySchema } from '../../backoffice.ts';
import { ADMIN, defineBackofficeEndpoint } from './access.ts';

/** The audit log: admins only. */
export const auditEndpoints = {
  listAudit: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/audit',
    access: ADMIN,
    query: AuditQuerySchema,
    response: AuditListSchema,
  }),
};
