import type { Db } from '@casino/db';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { playerRoutes } from './modules/player/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerHealth } from './plugins/health.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWeb } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    buildId: string;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  /** Serve the built web site too (off in API-only tests). */
  withWeb?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** Composes the whole product: API under /api, OpenAPI docs, and the SSR site. */
export async function buildApp({ config, db, withWeb = true, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    genReqId: (req) =>
      (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('buildId', 'dev');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await app.register(cookie);
  await registerOpenApi(app);
  registerHealth(app);
  await app.register(settingsRoutes, { prefix: '/api/settings' });
  await app.register(playerRoutes, { prefix: '/api/player' });
  if (withWeb) await registerWeb(app);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
