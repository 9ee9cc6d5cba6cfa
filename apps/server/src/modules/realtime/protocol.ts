/**
 * The Centrifuge client protocol v2 in JSON (shared/design/centrifuge-protocol.md): one or more
 * JSON messages per text frame joined by `\n`, commands with an `id` and one method, replies
 * echoing the `id` with a result object or an error, pushes without `id`, `{}` as ping and pong.
 */

/** Error codes of replies (centrifuge errors.go); the client retries below 100 or `temporary`. */
export const ERRORS = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
  unrecoverablePosition: { code: 112, message: 'unrecoverable position' },
} as const;
export type ProtocolError = (typeof ERRORS)[keyof typeof ERRORS];

/**
 * Close codes with plain-text reasons (never empty: an empty reason makes the client reconnect
 * whatever the code). 3000-3499 and 4000-4499 reconnect (with backoff), 3500-3999 are final.
 */
export const DISCONNECTS = {
  shutdown: { code: 3001, reason: 'shutdown' },
  connectionExpired: { code: 3005, reason: 'connection expired' },
  slow: { code: 3008, reason: 'slow' },
  noPong: { code: 3012, reason: 'no pong' },
  /** Over REALTIME_COMMANDS_PER_SECOND: Centrifuge's own code; the client backs off and returns. */
  tooManyRequests: { code: 3013, reason: 'too many requests' },
  /**
   * Over REALTIME_CONNECTIONS_PER_ADDRESS. Not Centrifuge's 3504, which is final: many players
   * share one address (offices, mobile carriers), so theirs retries with backoff and gets in
   * once a slot frees (docs/decisions/018).
   */
  connectionLimit: { code: 4429, reason: 'connection limit' },
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  inappropriateProtocol: { code: 3506, reason: 'inappropriate protocol' },
} as const;
export type Disconnect = (typeof DISCONNECTS)[keyof typeof DISCONNECTS];

export const METHODS = [
  'connect',
  'subscribe',
  'unsubscribe',
  'publish',
  'presence',
  'presence_stats',
  'history',
  'ping',
  'send',
  'rpc',
  'refresh',
  'sub_refresh',
] as const;
export type Method = (typeof METHODS)[number];

/** One decoded message from the client: a command, or a pong (`{}`). */
export type Incoming =
  | { kind: 'pong' }
  | { kind: 'command'; id: number; method: Method; params: Record<string, unknown> }
  | { kind: 'send'; params: Record<string, unknown> };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Splits a frame into messages. Null when any line is not a valid message: the caller closes
 * the connection with 3501 (a client that sends garbage gets no second chance).
 */
export function decodeFrame(frame: string): Incoming[] | null {
  const messages: Incoming[] = [];
  for (const line of frame.split('\n')) {
    const text = line.trim();
    if (!text) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return null;
    }
    const message = decodeMessage(value);
    if (!message) return null;
    messages.push(message);
  }
  return messages;
}

function decodeMessage(value: unknown): Incoming | null {
  if (!isObject(value)) return null;
  const methods = METHODS.filter((m) => m in value);
  if (methods.length > 1) return null;
  const method = methods[0];
  if (method === undefined) {
    // `{}` answers a ping; any other content without a method is malformed.
    return Object.keys(value).length === 0 ? { kind: 'pong' } : null;
  }
  const params = value[method] ?? {};
  if (!isObject(params)) return null;
  if (method === 'send') return { kind: 'send', params };
  const id = value.id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || id > 0xffffffff) return null;
  return { kind: 'command', id, method, params };
}

/** A reply with its result object (always present, `{}` when empty). */
export const encodeResult = (id: number, method: Method, result: object = {}) =>
  JSON.stringify({ id, [method]: result });

export const encodeError = (id: number, error: ProtocolError) => JSON.stringify({ id, error });

/** Server ping; the client answers `{}` when the connect reply said `pong: true`. */
export const PING = '{}';

/**
 * A publication push for `channel` whose data is already JSON text: built once per message
 * and written as is into every subscriber's socket.
 */
export const encodePublication = (channel: string, dataJson: string, offset?: number) =>
  `{"push":{"channel":${JSON.stringify(channel)},"pub":{"data":${dataJson}${offset ? `,"offset":${offset}` : ''}}}}`;

/**
 * A server unsubscribe push. 2502 "state invalidated": the client drops its position and
 * subscribes again, so it gets `recovered: false` and rereads the channel's data.
 */
export const encodeUnsubscribe = (channel: string, code: number, reason: string) =>
  JSON.stringify({ push: { channel, unsubscribe: { code, reason } } });

export const STATE_INVALIDATED = { code: 2502, reason: 'state invalidated' } as const;

/** Joins messages for one frame. */
export const joinFrame = (messages: string[]) => messages.join('\n');
