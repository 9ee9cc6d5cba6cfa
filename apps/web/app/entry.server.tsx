import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { CspNonce, cspNonceContext } from './lib/csp-nonce';

// NOTE: the Fastify host reads these exports from the server build to hand loaders the API
// and the render its Content-Security-Policy nonce.
export { apiContext } from './lib/context';
export { cspNonceContext } from './lib/csp-nonce';

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
        onAllReady() {
          const body = new PassThrough();
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
