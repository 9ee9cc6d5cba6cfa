import {
  ErrorResponseSchema,
  MailboxListSchema,
  type MailboxMessage,
  MailboxQuerySchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../shared/errors.ts';
import { escapeHtml } from '../shared/html.ts';
import { listMailbox, readMailboxMessage } from '../shared/mailbox.ts';

function page(message: MailboxMessage): string {
  const links = message.links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}
dt{font-weight:600}iframe{width:100%;height:420px;border:1px solid #ccc}pre{white-space:pre-wrap}</style>
</head><body>
<p><a href="/api/dev/mailbox">All messages (JSON)</a></p>
<dl><dt>To</dt><dd>${escapeHtml(message.to)}</dd><dt>Subject</dt><dd>${escapeHtml(message.subject)}</dd>
<dt>Captured</dt><dd>${escapeHtml(message.createdAt)}</dd></dl>
<h2>Links</h2><ul>${links}</ul>
<h2>HTML</h2><iframe sandbox title="HTML body" srcdoc="${escapeHtml(message.html)}"></iframe>
<h2>Text</h2><pre>${escapeHtml(message.text)}</pre>
</body></html>`;
}

/**
 * The local mailbox in the browser: only registered while mail is captured to MAILBOX_DIR
 * (no SMTP_URL). It shows every captured reset link, so never run a public site without SMTP.
 */
export function registerDevMailbox(app: FastifyInstance, dir: string) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dev'];
  api.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags,
        summary: 'Mails captured by the local mailbox, newest first (only without SMTP_URL)',
        querystring: MailboxQuerySchema,
        response: { 200: MailboxListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await listMailbox(dir, request.query.to) };
    },
  );
  api.get(
    '/api/dev/mailbox/:id',
    {
      schema: {
        tags,
        summary: 'One captured mail as an HTML page',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.string().describe('HTML page'), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const message = await readMailboxMessage(dir, request.params.id);
      if (!message) throw notFound('Message');
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'",
        )
        .type('text/html; charset=utf-8')
        .send(page(message));
    },
  );
}
