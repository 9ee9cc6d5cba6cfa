import type { ServerResponse } from 'node:http';
import {
  EmulationRequestSchema,
  HttpStreamConnectSchema,
  SseConnectQuerySchema,
} from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../shared/http.ts';
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

const tags = ['realtime'];
const STREAM_NOTE =
  'The answer is a stream of Centrifuge replies and pushes; every later command goes to POST /api/connection/emulation. Origin must be the site (403).';

/** The stream routes and the emulation endpoint. */
export function emulationRoutes(ctx: RealtimeContext, admission: Admission) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    /** Opens the stream with the client's connect command (or answers the refusal). */
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
          .header('content-type', format === asEvent ? 'text/event-stream' : 'application/x-ndjson')
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

    app.post(
      HTTP_STREAM_PATH,
      {
        schema: {
          tags,
          summary: `Realtime over an HTTP stream (NDJSON), for clients without WebSocket. ${STREAM_NOTE}`,
          body: HttpStreamConnectSchema,
          response: errors(400, 403, 503),
        },
      },
      (request, reply) => {
        open(request, reply, JSON.stringify(request.body), asLines);
      },
    );

    app.get(
      SSE_PATH,
      {
        schema: {
          tags,
          summary: `Realtime over server-sent events, for clients without WebSocket. ${STREAM_NOTE}`,
          querystring: SseConnectQuerySchema,
          response: errors(400, 403, 503),
        },
      },
      (request, reply) => {
        open(request, reply, request.query.cf_connect, asEvent);
      },
    );

    for (const path of EMULATION_PATHS) {
      app.post(
        path,
        {
          schema: {
            tags,
            summary:
              'Commands of an emulation session (http_stream or sse); the replies arrive on its stream. 404: no instance holds the session (the client reconnects)',
            body: EmulationRequestSchema,
            response: { 204: z.null(), ...errors(400, 403, 404) },
          },
        },
        async (request, reply) => {
          if (!isAllowedOrigin(request, app.config)) {
            return refuse(reply, 403, 'forbidden', 'Foreign origin');
          }
          const { session, data } = request.body;
          if ((await ctx.hub.emulate(session, data)) === 0) {
            return refuse(reply, 404, 'session_not_found', 'No such realtime session');
          }
          return reply.status(204).send(null);
        },
      );
    }
  };
}
