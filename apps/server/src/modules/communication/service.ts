import { type ContactMessageRequest, checkForm } from '@casino/contracts';
import { escapeHtml } from '../../shared/html.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import type { CommunicationContext } from './context.ts';
import type { CommunicationFailure } from './failures.ts';
import { insertCommunication } from './repository.ts';

/**
 * The contact form's fields and the docs/product/validation.md#field-rules rules they follow (all
 * required).
 */
const FIELDS = {
  firstName: { isRequired: true },
  email: { isRequired: true },
  message: { isRequired: true },
};

/** Every bad field of a contact body (also one that failed its schema). */
export const checkContactForm = (body: Record<string, unknown>) => checkForm(body, FIELDS);

export interface Sender {
  playerId: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** Stores a contact message (every broken field named in one 400) and mails support. */
export async function sendContactMessage(
  ctx: CommunicationContext,
  input: ContactMessageRequest,
  sender: Sender,
): Promise<Result<{ id: string; createdAt: string }, CommunicationFailure>> {
  const fields = checkContactForm({ ...input });
  if (Object.keys(fields).length > 0) return fail({ kind: 'invalid_fields', fields });
  const email = input.email.trim().toLowerCase();
  const row = await insertCommunication(ctx.db, {
    firstName: input.firstName.trim(),
    email,
    subject: input.subject,
    message: input.message.trim(),
    locale: input.locale ?? 'en',
    ...sender,
  });
  if (ctx.supportEmail) {
    const text = `From: ${input.firstName} <${email}>\nTopic: ${input.subject}\nLanguage: ${input.locale ?? 'en'}\n\n${input.message}`;
    ctx.outbox.queue({
      to: ctx.supportEmail,
      subject: `[Contact] ${input.subject}: ${input.firstName}`,
      text,
      html: `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(text)}</pre>`,
    });
  }
  return ok({ id: row.id, createdAt: row.createdAt.toISOString() });
}
