import {
  ErrorResponseSchema,
  MailboxListSchema,
  type MailboxMessage,
  MailboxQuerySchema,
} from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLoopback } from '../shared/client-address.ts';
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
 * The local mailbox in the browser: only registered in sandbox mode while mail is captured to
 * MAILBOX_DIR (no SMTP_URL). It shows every captured reset link, so only this machine (loopback,
 * after TRUST_PROXY) or an operator (`x-operator-key`) may read it.
 */
export function registerDevMailbox(app: FastifyInstance, dir: string) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dev'];
  const onRequest = async (request: FastifyRequest) => {
    if (!isLoopback(request.ip)) await app.operatorAccess(['support'])(request);
  };
  api.get(
    '/api/dev/mailbox',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Mails captured by the local mailbox, newest first (sandbox without SMTP_URL; loopback or operator key)',
        querystring: MailboxQuerySchema,
        response: { 200: MailboxListSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
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
      onRequest,
      schema: {
        tags,
        summary: 'One captured mail as an HTML page (loopback or operator key)',
        params: z.object({ id: z.string().max(64) }),
        response: {
          200: z.string().describe('HTML page'),
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
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
