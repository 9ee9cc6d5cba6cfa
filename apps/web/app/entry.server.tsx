import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { CspNonce, cspNonceContext } from './lib/csp-nonce';
import { scriptsAfterFirstPaint } from './lib/scripts-after-paint.server';

// The host's shared cache of guest pages asks the site what varies a page (docs/decisions/022).
export { guestPageVariant } from './lib/cache-control.server';
// NOTE: the Fastify host reads these exports from the server build to hand loaders the API
// and the render its Content-Security-Policy nonce.
export { apiContext } from './lib/context';
export { cspNonceContext } from './lib/csp-nonce';
export { installTexts } from './lib/pwa.server';

const RENDER_TIMEOUT_MS = 5_000;

/**
 * Renders the whole document before answering: loaders have already resolved, so waiting
 * for all content costs nothing and every visitor (and crawler) gets complete HTML.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method === 'HEAD') return new Response(null, { status, headers });
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    // Every inline script React Router writes (hydration data, module loader, scroll) carries it.
    const nonce = loadContext.get(cspNonceContext) || undefined;
    const { pipe, abort } = renderToPipeableStream(
      <CspNonce value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonce>,
      {
        nonce,
        // The whole page is sent at once (onAllReady): no Suspense boundary is worth outlining
        // into a hidden part revealed by script, which would leave it (e.g. a modal the URL names)
        // invisible until hydration and for good without JavaScript (issue 13).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = scriptsAfterFirstPaint();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), { status: statusCode, headers }),
          );
        },
        onShellError: reject,
        onError(error) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, RENDER_TIMEOUT_MS).unref();
  });
}
