import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { WebSocketServer } from 'ws';
import { Connection } from './connection.ts';
import type { RealtimeContext } from './context.ts';
import { DISCONNECTS } from './protocol.ts';

export const WEBSOCKET_PATH = '/api/connection/websocket';
/** Go's read limit; a bigger message closes the socket with 1009 (the client stops). */
const MAX_MESSAGE_BYTES = 65_536;
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
 * and graceful stop: app.close() disconnects every client with 3001 "shutdown" so it
 * reconnects, to another instance if this one is gone.
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
    let isClosing = false;
    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== WEBSOCKET_PATH) return refuseUpgrade(socket, '404 Not Found');
      if (isClosing) return refuseUpgrade(socket, '503 Service Unavailable');
      wss.handleUpgrade(request, socket, head, (ws) => {
        if (ws.protocol === PROTOBUF) {
          ws.close(
            DISCONNECTS.inappropriateProtocol.code,
            DISCONNECTS.inappropriateProtocol.reason,
          );
          return;
        }
        new Connection(ws, ctx);
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
  };
}
