import type { FastifyInstance } from 'fastify';
import type { BackofficeContext } from './context.ts';
import { DEMO_ADMIN_EMAIL, ensureDemoAdmin } from './demo-admin.ts';
import { registerBackofficeRoutes } from './routes.ts';
import { registerBackofficeApp } from './static.ts';

/** The back office: its API under /api/backoffice and its built app under /backoffice. */
export async function registerBackoffice(app: FastifyInstance, ctx: BackofficeContext) {
  await registerBackofficeRoutes(app, ctx);
  await registerBackofficeApp(app, app.config.BACKOFFICE_BUILD_DIR);
  // `npm start` in sandbox mode: the demo admin with a generated password in DEMO_ADMIN_FILE
  // (README, docs/decisions/015); tests make their own.
  if (app.config.SITE_MODE === 'sandbox' && app.config.NODE_ENV !== 'test') {
    const file = app.config.DEMO_ADMIN_FILE;
    app.addHook('onReady', () =>
      ensureDemoAdmin(ctx, file)
        .then((outcome) => {
          if (outcome !== 'kept') {
            app.log.info(
              { outcome },
              `sandbox demo admin ${DEMO_ADMIN_EMAIL}: its password is in ${file} (sign in from this machine)`,
            );
          }
        })
        .catch((err: unknown) => app.log.warn({ err }, 'the sandbox demo admin was not created')),
    );
  }
}
