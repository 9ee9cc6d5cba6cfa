import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Liveness (process up) and readiness (database answers). */
export function registerHealth(app: FastifyInstance) {
  app.get('/api/health', { schema: { tags: ['system'], summary: 'Process is up' } }, async () => ({
    status: 'ok',
    uptime: Math.round(process.uptime()),
  }));
  app.get(
    '/api/ready',
    { schema: { tags: ['system'], summary: 'Database reachable' } },
    async (_req, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ready' };
      } catch (err) {
        app.log.warn({ err }, 'readiness check failed');
        return reply
          .status(503)
          .send({ error: { code: 'not_ready', message: 'Database unreachable' } });
      }
    },
  );
}
