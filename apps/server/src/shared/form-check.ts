import type { FastifyRequest } from 'fastify';

export type FieldErrors = Record<string, string[]>;

/**
 * A form route's own field check over the raw body. When the body fails its schema (a missing
 * or wrongly typed field), the error handler runs it too, so one 400 names every bad field at
 * once (docs/product/errors.md#form-errors) rather than only the ones the schema saw.
 */
export type FormCheck = (
  body: Record<string, unknown>,
  request: FastifyRequest,
) => FieldErrors | Promise<FieldErrors>;

declare module 'fastify' {
  interface FastifyContextConfig {
    formCheck?: FormCheck;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The schema's field errors merged with the route's form check. Fields the body sent with a
 * wrong type keep the schema's message (and are left out of the form check); a missing field
 * gets the form's message ("Value is required") when the form has one.
 */
export async function withFormErrors(
  request: FastifyRequest,
  schemaFields: FieldErrors,
): Promise<FieldErrors> {
  const formCheck = request.routeOptions.config.formCheck;
  const body = request.body;
  if (!formCheck || !isRecord(body)) return schemaFields;
  const mistyped = new Set(
    Object.keys(schemaFields).filter((name) => body[name] !== undefined && name in body),
  );
  const checked = Object.fromEntries(Object.entries(body).filter(([name]) => !mistyped.has(name)));
  let formFields: FieldErrors;
  try {
    formFields = await formCheck(checked, request);
  } catch (error) {
    request.log.warn({ err: error }, 'form check failed; answering the schema errors only');
    return schemaFields;
  }
  const merged: FieldErrors = { ...schemaFields };
  for (const [name, messages] of Object.entries(formFields)) {
    if (!mistyped.has(name)) merged[name] = messages;
  }
  return merged;
}
