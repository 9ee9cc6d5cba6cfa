import { z } from 'zod';
import { PlayerIdParamsSchema } from '../../backoffice.ts';
import {
  BackofficeDocumentListSchema,
  BackofficeDocumentQuerySchema,
  BackofficeDocumentResponseSchema,
  DocumentIdParamsSchema,
  PlayerVerificationSchema,
  ResolveAlertRequestSchema,
  ReviewDocumentRequestSchema,
  UnfreezeRequestSchema,
  VerificationAlertListSchema,
  VerificationAlertQuerySchema,
  VerificationAlertSchema,
} from '../../verification.ts';
import { COMPLIANCE, defineBackofficeEndpoint, PLAYERS_DETAIL } from './access.ts';

/** Identity documents, withdrawal freezes and compliance alerts (ADR 028). */
export const verificationEndpoints = {
  listDocuments: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/verification/documents',
    access: COMPLIANCE,
    query: BackofficeDocumentQuerySchema,
    response: BackofficeDocumentListSchema,
  }),
  /** The file itself (image or PDF bytes), for the queue's preview. */
  getDocumentFile: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/verification/documents/:id/file',
    access: COMPLIANCE,
    params: DocumentIdParamsSchema,
    response: z.unknown(),
  }),
  reviewDocument: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/verification/documents/:id/review',
    access: COMPLIANCE,
    params: DocumentIdParamsSchema,
    body: ReviewDocumentRequestSchema,
    response: BackofficeDocumentResponseSchema,
  }),
  getPlayerVerification: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/players/:id/verification',
    access: PLAYERS_DETAIL,
    params: PlayerIdParamsSchema,
    response: PlayerVerificationSchema,
  }),
  unfreezeWithdrawals: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/players/:id/verification/unfreeze',
    access: COMPLIANCE,
    params: PlayerIdParamsSchema,
    body: UnfreezeRequestSchema,
    response: PlayerVerificationSchema,
  }),
  /** Compliance alerts (a late RED after GREEN), open first; `open` counts them for the badge. */
  listVerificationAlerts: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/verification/alerts',
    access: COMPLIANCE,
    query: VerificationAlertQuerySchema,
    response: VerificationAlertListSchema,
  }),
  resolveVerificationAlert: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/verification/alerts/:id/resolve',
    access: COMPLIANCE,
    params: DocumentIdParamsSchema,
    body: ResolveAlertRequestSchema,
    response: VerificationAlertSchema,
  }),
};
