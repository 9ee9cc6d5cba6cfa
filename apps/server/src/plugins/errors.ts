import { localizeMessage, type ValidationMessages } from '@casino/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionError } from '../shared/connection-error.ts';
import { AppError } from '../shared/errors.ts';
import { withFormErrors } from '../shared/form-check.ts';

type Fields = Record<string, string[]>;

function addField(fields: Fields, name: string, message: string) {
  const key = name || '_';
  fields[key] = [...(fields[key] ?? []), message];
}

/** The validation messages in the request's language; null: the defaults (English). */
export type FieldTexts = (request: FastifyRequest) => Promise<Partial<ValidationMessages> | null>;

/** Field messages that are the spec's defaults, in the request's language (others as they are). */
async function inRequestLanguage(request: FastifyRequest, fields: Fields, texts?: FieldTexts) {
  const messages = await texts?.(request).catch((error: unknown) => {
    request.log.warn({ err: error }, 'validation texts unavailable; answering in English');
    return null;
  });
  if (!messages) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([name, list]) => [
      name,
      list.map((message) => localizeMessage(message, messages)),
    ]),
  );
}

/**
 * Maps every error to `{ error: { code, message, fields? } }`; no stack trace leaves. Field
 * messages are the spec's defaults (schema issues included: contracts validation-issues.ts) in
 * the request's language (`fieldTexts`).
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { fieldTexts?: FieldTexts } = {},
) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Fields = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const keys = (issue.params as { keys?: string[] }).keys;
        for (const name of path ? [path] : (keys ?? ['_'])) {
          addField(fields, name, issue.message ?? 'Invalid value');
        }
      }
      return reply.status(400).send({
        error: {
          code: 'validation_failed',
          message: `Invalid ${error.validationContext ?? 'request'}`,
          fields: await inRequestLanguage(
            request,
            error.validationContext === 'body' ? await withFormErrors(request, fields) : fields,
            options.fieldTexts,
          ),
        },
      });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields
            ? { fields: await inRequestLanguage(request, error.fields, options.fieldTexts) }
            : {}),
        },
      });
    }
    if (isConnectionError(error)) {
      // The database (or Redis) went away: the pool reconnects by itself, so try again soon.
      request.log.warn({ err: error }, 'request failed: connection lost');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({
          error: { code: 'service_unavailable', message: 'Temporarily unavailable, try again' },
        });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({
      error: {
        code: error.code ?? status,
        message: status >= 500 ? 'Internal server error' : error.message,
      },
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: { code: 'not_found', message: `Route ${request.method} ${request.url} not found` },
    }),
  );
}
