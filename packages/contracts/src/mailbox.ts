import { z } from 'zod';

/** A mail captured by the local mailbox (no SMTP_URL): what GET /api/dev/mailbox lists. */
export const MailboxMessageSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    createdAt: z.string(),
    /** Every http(s) link of the text body, in order. */
    links: z.array(z.string()),
  })
  .meta({ id: 'MailboxMessage' });
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;

export const MailboxListSchema = z.object({ items: z.array(MailboxMessageSchema) });
export const MailboxQuerySchema = z.object({ to: z.string().max(250).optional() });
