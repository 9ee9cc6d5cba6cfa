import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type createAddressCounter, isAllowedOrigin } from './admission.ts';
import { Connection, type ConnectionTransport } from './connection.ts';
import type { RealtimeContext } from './context.ts';
import { DISCONNECTS } from './protocol.ts';

/**
 * The Centrifuge emulation transports for clients that cannot open a WebSocket (a proxy that
 * drops upgrades, an old corporate network): the `centrifuge` client's `http_stream` and `sse`
 * with the emulation endpoint (shared/design/centrifuge-protocol.md §1, docs/decisions/004).
 * The stream carries the replies and pushes; every later command is POSTed to the emulation
 * endpoint as `{session, node, data}` and reaches the stream's connection through the broker,
 * on whichever instance holds it.
 */
export const HTTP_STREAM_PATH = '/api/connection/http_stream';
export const SSE_PATH = '/api/connection/sse';
export const EMULATION_PATHS = ['/api/connection/emulation', '/emulation'];
const MAX_BODY_BYTES = 65_536;

type Format = (frame: string) => string;
/** One reply per line (NDJSON), as the client's line buffer reads it. */
const asLines: Format = (frame) => `${frame}\n`;
/** Server-sent events: each line of a frame as a `data:` line, so the event keeps its newlines. */
const asEvent: Format = (frame) =>
  `${frame
    .split('\n')
    .map((line) => `data: ${line}`)
    .join('\n')}\n\n`;

/** A disconnect reaches a stream as a push (no close code exists), then the stream ends. */
const disconnectPush = (code: number, reason: string) =>
  JSON.stringify({ push: { disconnect: { code, reason } } });

function streamTransport(response: ServerResponse, format: Format): ConnectionTransport {
  return {
    isEmulation: true,
    get bufferedAmount() {
      return response.writableLength;
    },
    send(frame) {
      if (!response.writableEnded) response.write(format(frame));
    },
    close(code, reason) {
      if (response.writableEnded) return;
      response.end(format(disconnectPush(code, reason)));
    },
  };
}

interface Admission {
  addresses: ReturnType<typeof createAddressCounter>;
  isClosing(): boolean;
}

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.status(status).send({ error: { code, message } });

/** The stream routes and the emulation endpoint, in their own scope (raw text bodies). */
export function emulationRoutes(ctx: RealtimeContext, admission: Admission) {
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
      (_request, body, done) => done(null, body),
    );

    /** Opens the stream with the client's connect command; false when refused (answered). */
    const open = (
      request: FastifyRequest,
      reply: FastifyReply,
      connect: string,
      format: Format,
    ) => {
      if (!isAllowedOrigin(request, app.config)) {
        return refuse(reply, 403, 'forbidden', 'Foreign origin');
      }
      if (admission.isClosing()) return refuse(reply, 503, 'shutdown', 'Shutting down');
      const address = request.ip;
      if (!admission.addresses.tryOpen(address)) {
        const { code, reason } = DISCONNECTS.connectionLimit;
        return reply
          .status(200)
          .header('content-type', 'application/x-ndjson')
          .send(format(disconnectPush(code, reason)));
      }
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': format === asEvent ? 'text/event-stream' : 'application/x-ndjson',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      response.flushHeaders();
      const connection = new Connection(streamTransport(response, format), ctx);
      response.once('close', () => {
        admission.addresses.close(address);
        connection.transportClosed();
      });
      connection.receive(connect);
    };

    app.post(HTTP_STREAM_PATH, { schema: { hide: true } }, (request, reply) =>
      open(request, reply, typeof request.body === 'string' ? request.body : '', asLines),
    );

    app.get<{ Querystring: { cf_connect?: string } }>(
      SSE_PATH,
      { schema: { hide: true } },
      (request, reply) => open(request, reply, request.query.cf_connect ?? '', asEvent),
    );

    for (const path of EMULATION_PATHS) {
      app.post(path, { schema: { hide: true } }, async (request, reply) => {
        if (!isAllowedOrigin(request, app.config)) {
          return refuse(reply, 403, 'forbidden', 'Foreign origin');
        }
        let message: unknown;
        try {
          message = JSON.parse(typeof request.body === 'string' ? request.body : '');
        } catch {
          return refuse(reply, 400, 'bad_request', 'Expected {session, node, data}');
        }
        const { session, data } = (message ?? {}) as { session?: unknown; data?: unknown };
        if (typeof session !== 'string' || !session || session.length > 64) {
          return refuse(reply, 400, 'bad_request', 'Expected {session, node, data}');
        }
        if (typeof data !== 'string') {
          return refuse(reply, 400, 'bad_request', 'Expected {session, node, data}');
        }
        // No instance holds the session (restarted, or the stream ended): the client reconnects.
        if ((await ctx.hub.emulate(session, data)) === 0) {
          return refuse(reply, 404, 'session_not_found', 'No such realtime session');
        }
        return reply.status(204).send();
      });
    }
  };
}
