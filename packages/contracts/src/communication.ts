import { z } from 'zod';
import { CONTACT_SUBJECTS } from './contact.ts';

export { CONTACT_SUBJECTS, type ContactSubject } from './contact.ts';

/**
 * POST /api/notification/communications: a contact message. Types and sizes only here;
 * the field rules of docs/product/validation.md#field-rules (`firstName`, `email`, `message`) are
 * applied by `checkForm`, so every broken field is named in one 400.
 */
export const ContactMessageRequestSchema = z
  .object({
    firstName: z.string().max(100),
    email: z.string().max(250),
    subject: z.enum(CONTACT_SUBJECTS),
    message: z.string().max(5000),
    /** The page's language, so support answers in it. */
    locale: z.string().max(5).optional(),
  })
  .meta({ id: 'ContactMessageRequest' });
export type ContactMessageRequest = z.infer<typeof ContactMessageRequestSchema>;

export const ContactMessageResponseSchema = z
  .object({ id: z.string(), createdAt: z.string() })
  .meta({ id: 'ContactMessage' });
