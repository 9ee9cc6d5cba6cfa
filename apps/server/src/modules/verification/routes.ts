import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, type DocumentKind } from '@casino/contracts';
import { verificationApi } from '@casino/contracts/api';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { contractRoute } from '../../shared/contract-route.ts';
import { AppError } from '../../shared/errors.ts';
import { errors } from '../../shared/http.ts';
import type { VerificationContext } from './context.ts';
import * as documents from './document-service.ts';
import { unwrap } from './failures.ts';
import { sendDocument } from './send-document.ts';
import { sumsubToken } from './sumsub/service.ts';

const tags = ['verification'];
const invalid = (field: string, message: string) =>
  new AppError(400, 'validation_failed', message, { [field]: [message] });

/**
 * Reads the multipart upload: one `file`, `kind` (default identity) and an optional
 * `referenceId`; more than 10 MB is refused while streaming, before the rest is read.
 */
async function readUpload(request: FastifyRequest): Promise<documents.Upload> {
  if (!request.isMultipart()) throw invalid('file', 'Send the document as multipart/form-data');
  let file: { bytes: Uint8Array; name: string } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer().catch(() => {});
          throw invalid(part.fieldname, 'Send one file in the field "file"');
        }
        file = { bytes: new Uint8Array(await part.toBuffer()), name: part.filename ?? '' };
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalid('file', 'The file is larger than 10 MB');
    }
    if (err instanceof AppError) throw err;
    throw invalid('file', 'The upload could not be read');
  }
  if (!file) throw invalid('file', 'Choose a file');
  const kind = fields.kind ?? 'identity';
  if (!(DOCUMENT_KINDS as readonly string[]).includes(kind)) {
    throw invalid('kind', `One of ${DOCUMENT_KINDS.join(', ')}`);
  }
  const referenceId = fields.referenceId?.trim() || null;
  if (referenceId && (referenceId.length > 100 || !/^[\w.:-]+$/.test(referenceId))) {
    throw invalid('referenceId', 'Letters, digits and . _ : - only, at most 100');
  }
  return { bytes: file.bytes, fileName: file.name, kind: kind as DocumentKind, referenceId };
}

/** The player's documents (spec: GET/POST/DELETE /api/player/documents) and the Sumsub token. */
export function verificationRoutes(ctx: VerificationContext): FastifyPluginAsyncZod {
  return (base) =>
    authenticatedRoutes(base, async (app) => {
      await app.register(multipart, {
        limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1000 },
        throwFileSizeLimit: true,
      });
      contractRoute(app, verificationApi.listDocuments, {
        tags,
        summary: "The player's documents and where their verification stands",
        handler: async (request) => documents.verificationStatus(ctx, currentPlayer(request).id),
      });
      contractRoute(app, verificationApi.uploadDocument, {
        tags,
        summary:
          'Upload a document (multipart: `file`, `kind`, `referenceId`): images or PDF by content, at most 10 MB',
        consumes: ['multipart/form-data'],
        errors: [400, 409],
        handler: async (request) => {
          const upload = await readUpload(request);
          const document = unwrap(
            await documents.uploadDocument(ctx, currentPlayer(request).id, upload),
          );
          return { document };
        },
      });
      contractRoute(app, verificationApi.deleteDocument, {
        tags,
        summary: 'Delete a document while it waits for review',
        statuses: [204],
        errors: [404, 409],
        handler: async (request, reply) => {
          unwrap(await documents.deleteDocument(ctx, currentPlayer(request).id, request.params.id));
          return reply.code(204).send();
        },
      });
      app.get(
        '/documents/:id/file',
        {
          schema: {
            tags,
            summary: "The document's file, for its owner only",
            params: z.object({ id: z.string().max(100) }),
            response: errors(404),
          },
        },
        async (request, reply) => {
          const file = unwrap(
            await documents.readDocumentFile(ctx, currentPlayer(request).id, request.params.id),
          );
          return sendDocument(reply, file);
        },
      );
      contractRoute(app, verificationApi.createSumsubToken, {
        tags,
        summary: 'A Sumsub WebSDK access token (the applicant is created on first use)',
        errors: [404, 502],
        handler: async (request) => unwrap(await sumsubToken(ctx, currentPlayer(request).id)),
      });
    });
}
