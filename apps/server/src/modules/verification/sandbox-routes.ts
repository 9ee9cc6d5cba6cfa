import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptFormPosts, escapeHtml, sendToolPage } from '../../shared/html.ts';
import type { VerificationContext } from './context.ts';
import { documentQueue, reviewDocument } from './review-service.ts';

const STYLE = `body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:16px;background:#0f1020;color:#eef}
h1{font-size:20px}.doc{background:#1b1d36;border-radius:12px;padding:12px;margin:0 0 12px}
.row{display:flex;gap:8px;flex-wrap:wrap;margin-top:8px}button{font:inherit;padding:10px 14px;border-radius:8px;border:0;cursor:pointer}
.ok{background:#2bb673;color:#fff}.no{background:#e5484d;color:#fff}.final{background:#6b1f22;color:#fff}
input{font:inherit;padding:8px;border-radius:8px;border:1px solid #445;background:#0f1020;color:#eef;flex:1;min-width:12em}
small{color:#aab}a{color:#9cf}`;

function page(items: Awaited<ReturnType<typeof documentQueue>>['items'], notice?: string) {
  const docs = items
    .map(
      (
        d,
      ) => `<div class="doc"><b>${escapeHtml(d.kind)}</b> · ${escapeHtml(d.fileName)}<br><small>${escapeHtml(
        d.playerEmail,
      )} · ${escapeHtml(d.createdAt)}</small>
<form method="post" action="/sandbox/verification/${d.id}"><div class="row">
<input name="reason" placeholder="Reason shown to the player (rejections)" maxlength="300">
<button class="ok" name="decision" value="approve">Approve</button>
<button class="no" name="decision" value="reject">Reject (retry)</button>
<button class="final" name="decision" value="reject-final">Reject (final)</button></div></form></div>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox verification</title><style>${STYLE}</style></head>
<body><h1>Sandbox verification</h1><p><small>Sandbox only: approve or reject uploaded documents as a reviewer would. The player sees the decision at once.</small></p>
${notice ? `<p>${escapeHtml(notice)}</p>` : ''}${docs || '<p>No document waits for review.</p>'}<p><a href="/profile/verification">Back to the verification page</a></p></body></html>`;
}

/**
 * The sandbox adapter's tester page (KYC_ADAPTER=sandbox, sandbox mode only; never registered
 * in live mode): every pending document with approve / reject buttons, plain HTML forms.
 */
export function sandboxVerificationRoutes(ctx: VerificationContext): FastifyPluginAsyncZod {
  return async (app) => {
    acceptFormPosts(app);
    const pending = async () =>
      (await documentQueue(ctx, { status: 'pending', page: 1, perPage: 50 })).items;
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      sendToolPage(reply, page(await pending())),
    );
    app.post(
      '/:id',
      {
        schema: {
          hide: true,
          params: z.object({ id: z.string().max(100) }),
          body: z.object({
            decision: z.enum(['approve', 'reject', 'reject-final']),
            reason: z.string().max(300).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { decision, reason } = request.body;
        const result = await reviewDocument(
          ctx,
          request.params.id,
          decision === 'approve'
            ? { decision: 'approve' }
            : {
                decision: 'reject',
                reason: reason?.trim() || 'The document could not be read',
                final: decision === 'reject-final',
              },
          { source: 'sandbox', label: 'sandbox tester' },
        );
        const notice = result.ok ? `Document ${decision}d.` : 'That document is no longer pending.';
        return sendToolPage(reply, page(await pending(), notice), result.ok ? 200 : 409);
      },
    );
  };
}
