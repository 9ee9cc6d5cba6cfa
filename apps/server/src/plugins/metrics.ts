import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { collectDomainEvents, collectHealth, collectRequests } from './metrics-collectors.ts';

/** Whether an `Authorization` header carries the metrics token (constant-time compare). */
function hasToken(header: string | undefined, token: string) {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * GET /metrics in the Prometheus text format (docs/decisions/020): on METRICS_PORT, and on the
 * main port behind METRICS_TOKEN. Neither set: nothing is collected or served.
 */
export function registerMetrics(app: FastifyInstance) {
  const { METRICS_PORT: port, METRICS_HOST: host, METRICS_TOKEN: token } = app.config;
  if (port === undefined && !token) return;
  // A registry per app, not prom-client's global one: several apps share a test process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  collectRequests(app, registers);
  collectHealth(app, registers);
  collectDomainEvents(app, registers);

  if (token) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!hasToken(request.headers.authorization, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ error: { code: 'unauthorized', message: 'Metrics token required' } });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  }
  if (port !== undefined) servePort(app, registry, { port, host, token });
}

/** The metrics port: a bare HTTP server answering GET /metrics only. */
function servePort(
  app: FastifyInstance,
  registry: Registry,
  { port, host, token }: { port: number; host: string; token: string | undefined },
) {
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end('not found\n');
    } else if (token && !hasToken(req.headers.authorization, token)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end('metrics token required\n');
    } else {
      const body = await registry.metrics();
      res.writeHead(200, { 'content-type': registry.contentType }).end(body);
    }
  };
  const server = createServer((req, res) => {
    answer(req, res).catch((err: unknown) => {
      app.log.error({ err }, 'metrics scrape failed');
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  app.addHook('onListen', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    app.log.info({ metrics: server.address() }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  });
}
