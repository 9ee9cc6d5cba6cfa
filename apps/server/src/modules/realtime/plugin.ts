import { type IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { WebSocketServer } from 'ws';
import { createAddressCounter, isAllowedOrigin } from './admission.ts';
import { Connection } from './connection.ts';
import type { RealtimeContext } from './context.ts';
import { emulationRoutes } from './emulation.ts';
import { DISCONNECTS } from './protocol.ts';

export const WEBSOCKET_PATH = '/api/connection/websocket';
/** Go's read limit; a bigger message closes the socket with 1009 (the client stops). */
const MAX_MESSAGE_BYTES = 65_536;
const PROTOBUF = 'centrifuge-protobuf';
/**
 * With Redis, how often every session-bound socket re-checks its session (one query per
 * instance): the backstop for a session close no resync reported (an instance that stopped
 * before Redis came back forgets its lost publications).
 */
const SESSION_RECHECK_MS = 60_000;

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
 * and graceful stop: app.close() disconnects every client with 3001 "shutdown" so it
 * reconnects, to another instance if this one is gone.
 *
 * An upgrade goes through Fastify's router (as @fastify/websocket does), so the route sees the
 * same `request.ip` (TRUST_PROXY) and hooks as any call: foreign origins get 403 before the
 * upgrade, an address over its cap is closed with 4429 right after it.
 */
export function realtimePlugin(ctx: RealtimeContext): FastifyPluginAsync {
  return async (app) => {
    const { hub } = ctx;
    const wss = new WebSocketServer({
      noServer: true,
      maxPayload: MAX_MESSAGE_BYTES,
      perMessageDeflate: false,
      handleProtocols: pickProtocol,
    });
    const addresses = createAddressCounter(app.config.REALTIME_CONNECTIONS_PER_ADDRESS);
    const upgrades = new WeakMap<IncomingMessage, { socket: Duplex; head: Buffer }>();
    let isClosing = false;
    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== WEBSOCKET_PATH) return refuseUpgrade(socket, '404 Not Found');
      if (isClosing) return refuseUpgrade(socket, '503 Service Unavailable');
      upgrades.set(request, { socket, head });
      const response = new ServerResponse(request);
      response.assignSocket(socket as Socket);
      app.routing(request, response);
    };
    app.server.on('upgrade', onUpgrade);

    const accept = (
      request: FastifyRequest,
      { socket, head }: { socket: Duplex; head: Buffer },
    ) => {
      if (!isAllowedOrigin(request, app.config)) return refuseUpgrade(socket, '403 Forbidden');
      const address = request.ip;
      wss.handleUpgrade(request.raw, socket, head, (ws) => {
        if (ws.protocol === PROTOBUF) {
          ws.close(
            DISCONNECTS.inappropriateProtocol.code,
            DISCONNECTS.inappropriateProtocol.reason,
          );
          return;
        }
        if (!addresses.tryOpen(address)) {
          ws.close(DISCONNECTS.connectionLimit.code, DISCONNECTS.connectionLimit.reason);
          return;
        }
        ws.once('close', () => addresses.close(address));
        const connection = new Connection(
          {
            isEmulation: false,
            get bufferedAmount() {
              return ws.bufferedAmount;
            },
            send: (frame) => ws.send(frame),
            close: (code, reason) => ws.close(code, reason),
          },
          ctx,
        );
        ws.on('message', (data, isBinary) => connection.receive(isBinary ? null : String(data)));
        ws.on('close', () => connection.transportClosed());
        ws.on('error', () => connection.transportClosed());
      });
    };

    // A plain GET (no upgrade) gets a clear answer instead of the site's 404.
    app.get(WEBSOCKET_PATH, { schema: { hide: true } }, async (request, reply) => {
      const upgrade = upgrades.get(request.raw);
      if (!upgrade) {
        return reply
          .status(426)
          .header('upgrade', 'websocket')
          .send({ error: { code: 'upgrade_required', message: 'Connect with a WebSocket' } });
      }
      reply.hijack();
      upgrades.delete(request.raw);
      accept(request, upgrade);
    });

    await app.register(emulationRoutes(ctx, { addresses, isClosing: () => isClosing }));

    let recheck: NodeJS.Timeout | undefined;
    if (hub.broker.kind === 'redis') {
      app.addHook('onReady', async () => {
        recheck = setInterval(() => {
          hub.closeEndedSessions().catch((err: unknown) => {
            app.log.warn({ err }, 'realtime session re-check failed');
          });
        }, SESSION_RECHECK_MS);
        recheck.unref();
      });
    }

    app.addHook('preClose', async () => {
      clearInterval(recheck);
      isClosing = true;
      app.server.off('upgrade', onUpgrade);
      hub.closeAll(DISCONNECTS.shutdown);
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await hub.broker.close();
    });
  };
}
