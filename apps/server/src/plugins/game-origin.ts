import { createServer, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where players' browsers load the built-in provider's games (docs/decisions/017). */
    gameOrigin: GameOrigin;
  }
}

export interface GameOrigin {
  /** The origin launch URLs and the site's frame-src name. */
  url(): string;
  /** Settles once the second listener is up (at once when the app never listens). */
  ready(): Promise<void>;
}

/** PUBLIC_URL's scheme and host, the loopback names swapped so the two never share cookies. */
export function gameHostOf(publicUrl: string): string {
  const { protocol, hostname } = new URL(publicUrl);
  const swapped = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[hostname] ?? hostname;
  return `${protocol}//${swapped}`;
}

/**
 * Games run on an origin of their own: this process answers the provider's routes (and the
 * sandbox aggregator twins' game pages), and only those, on a second port started with the main listener. Launch URLs name GAME_ORIGIN when
 * set (a proxy routes that host to the port), else the port's own address.
 */
export function registerGameOrigin(app: FastifyInstance) {
  const { config } = app;
  if (config.GAME_ORIGIN === new URL(config.PUBLIC_URL).origin) {
    throw new Error(
      'GAME_ORIGIN must differ from the site (PUBLIC_URL): games would run as the casino',
    );
  }
  const gameRequests = new WeakSet<IncomingMessage>();
  const server = createServer((req, res) => {
    gameRequests.add(req);
    app.routing(req, res);
  });
  let boundPort: number | null = null;
  let started: Promise<void> = Promise.resolve();

  const url = () => {
    if (config.GAME_ORIGIN) return config.GAME_ORIGIN;
    const port = boundPort ?? config.GAME_ORIGIN_PORT;
    // Before a free port is bound (API-only tests never listen) games stay on the site.
    if (!port) return new URL(config.PUBLIC_URL).origin;
    return `${gameHostOf(config.PUBLIC_URL)}:${port}`;
  };
  app.decorate('gameOrigin', { url, ready: () => started });

  // Anything but the provider's own routes is not found on the game origin.
  app.addHook('onRequest', async (request, reply) => {
    if (!gameRequests.has(request.raw)) return;
    const route = request.routeOptions.url ?? '';
    if (route.startsWith('/provider/')) return;
    // The sandbox aggregator twins' games (docs/decisions/045): an aggregator's game runs on
    // its own origin too; the conformance kit's fixture stays on the site.
    if (route.startsWith('/sandbox/aggregators/') && !route.includes('/conformance/')) return;
    return reply
      .status(404)
      .send({ error: { code: 'not_found', message: 'Only games are served here' } });
  });

  app.addHook('onListen', async () => {
    const main = app.server.address();
    if (!main || typeof main === 'string') return;
    // A main listener moved off PORT (tests on port 0) takes a free port for games too.
    const port =
      config.GAME_ORIGIN_PORT ?? (config.PORT && main.port === config.PORT ? config.PORT + 1 : 0);
    started = new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ host: main.address, port }, () => {
        server.off('error', reject);
        const address = server.address();
        boundPort = address && typeof address !== 'string' ? address.port : null;
        app.log.info({ gameOrigin: url(), port: boundPort }, 'game origin listening');
        resolve();
      });
    });
    started.catch((err: unknown) =>
      app.log.error({ err, port }, 'the game origin could not listen (GAME_ORIGIN_PORT)'),
    );
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
}
