import { z } from 'zod';
import {
  DocumentUploadResponseSchema,
  PlayerDocumentListSchema,
  SumsubTokenResponseSchema,
} from '../verification.ts';
import { defineEndpoint } from './define.ts';

/**
 * Identity checks (docs/decisions/028-identity-checks.md). The upload is multipart
 * (`file` plus the optional fields `kind` and `referenceId`), so it declares no JSON body: the
 * client sends a FormData.
 */
export const verificationApi = {
  listDocuments: defineEndpoint({
    method: 'GET',
    path: '/api/player/documents',
    auth: true,
    response: PlayerDocumentListSchema,
  }),
  uploadDocument: defineEndpoint({
    method: 'POST',
    path: '/api/player/documents',
    auth: true,
    response: DocumentUploadResponseSchema,
  }),
  deleteDocument: defineEndpoint({
    method: 'DELETE',
    path: '/api/player/documents/:id',
    auth: true,
    params: z.object({ id: z.string().max(100) }),
    response: z.void(),
  }),
  createSumsubToken: defineEndpoint({
    method: 'POST',
    path: '/api/player/sumsub/token',
    auth: true,
    response: SumsubTokenResponseSchema,
  }),
};
