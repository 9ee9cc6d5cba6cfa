import type { FastifyInstance } from 'fastify';
import type { BackofficeContext } from './context.ts';
import { ensureDemoAdmin } from './demo-admin.ts';
import { registerBackofficeRoutes } from './routes.ts';
import { registerBackofficeApp } from './static.ts';

/** The back office: its API under /api/backoffice and its built app under /backoffice. */
export async function registerBackoffice(app: FastifyInstance, ctx: BackofficeContext) {
  await registerBackofficeRoutes(app, ctx);
  await registerBackofficeApp(app, app.config.BACKOFFICE_BUILD_DIR);
  // `npm start` in sandbox mode: a documented demo admin (README); tests make their own.
  if (app.config.SITE_MODE === 'sandbox' && app.config.NODE_ENV !== 'test') {
    app.addHook('onReady', () =>
      ensureDemoAdmin(ctx).catch((err: unknown) =>
        app.log.warn({ err }, 'the sandbox demo admin was not created'),
      ),
    );
  }
}
