import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { AuthenticatedPlayer, SessionState } from '../../plugins/auth.ts';
import { type Broker, createMemoryBroker } from './broker.ts';
import { Connection, type ConnectionSettings, type TokenIdentity } from './connection.ts';
import { Hub } from './hub.ts';
import { DISCONNECTS } from './protocol.ts';
import { createRedisBroker } from './redis-broker.ts';

export const WEBSOCKET_PATH = '/api/connection/websocket';
/** Go's read limit; a bigger message closes the socket with 1009 (the client stops). */
const MAX_MESSAGE_BYTES = 65_536;
const VERSION = 'aurora-realtime 1';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's realtime connections; `publish` reaches subscribers on every instance. */
    realtime: Hub;
  }
}

export interface RealtimeOptions {
  checkSession(player: AuthenticatedPlayer): Promise<SessionState>;
}

const PROTOBUF = 'centrifuge-protobuf';

/**
 * JSON is the only codec: `centrifuge-json` or no subprotocol. A protobuf client is accepted
 * only to be closed with 3506 (final): refused at the handshake it would retry forever.
 */
function pickProtocol(protocols: Set<string>): string | false {
  if (protocols.has('centrifuge-json')) return 'centrifuge-json';
  return protocols.has(PROTOBUF) ? PROTOBUF : false;
}

function refuseUpgrade(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The realtime websocket at /api/connection/websocket on the same HTTP server as the site,
 * the broker (in-process, or Redis pub/sub with REDIS_URL) and graceful stop: app.close()
 * disconnects every client with 3001 "shutdown" so it reconnects, to another instance if
 * this one is gone.
 */
export function registerRealtime(app: FastifyInstance, { checkSession }: RealtimeOptions) {
  const { config } = app;
  const onBrokerError = (err: unknown) => app.log.error({ err }, 'realtime broker error');
  const hub = new Hub(
    (deliver): Broker =>
      config.REDIS_URL
        ? createRedisBroker({
            url: config.REDIS_URL,
            prefix: config.REALTIME_REDIS_PREFIX,
            deliver,
            onError: onBrokerError,
          })
        : createMemoryBroker(deliver),
  );
  app.decorate('realtime', hub);

  const pingMs = config.REALTIME_PING_SECONDS * 1000;
  const settings: ConnectionSettings = {
    nodeId: randomUUID(),
    version: VERSION,
    pingMs,
    pongTimeoutMs: Math.min(10_000, pingMs / 2),
    staleMs: config.REALTIME_STALE_SECONDS * 1000,
    expiryGraceMs: 25_000,
    maxBufferedBytes: 4 * 1024 * 1024,
  };
  const identify = async (token: string): Promise<TokenIdentity> => {
    const result = await app.accessTokens.check(token);
    if (result.status !== 'valid') return result;
    const { playerId, sessionId, expiresAt } = result.claims;
    const state = await checkSession({ id: playerId, sessionId });
    return state === 'active'
      ? { status: 'valid', userId: playerId, sessionId, expiresAt }
      : { status: 'invalid' };
  };
  const deps = { hub, clock: app.clock, settings, identify, log: app.log };

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
    handleProtocols: pickProtocol,
  });
  let isClosing = false;
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== WEBSOCKET_PATH) return refuseUpgrade(socket, '404 Not Found');
    if (isClosing) return refuseUpgrade(socket, '503 Service Unavailable');
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (ws.protocol === PROTOBUF) {
        ws.close(DISCONNECTS.inappropriateProtocol.code, DISCONNECTS.inappropriateProtocol.reason);
        return;
      }
      new Connection(ws, deps);
    });
  };
  app.server.on('upgrade', onUpgrade);

  // A plain GET (no upgrade) gets a clear answer instead of the site's 404.
  app.get(WEBSOCKET_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .status(426)
      .header('upgrade', 'websocket')
      .send({ error: { code: 'upgrade_required', message: 'Connect with a WebSocket' } }),
  );

  app.addHook('preClose', async () => {
    isClosing = true;
    app.server.off('upgrade', onUpgrade);
    hub.closeAll(DISCONNECTS.shutdown);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    await hub.broker.close();
  });
  return hub;
}
