/**
 * The realtime channel's path (docs/product/realtime.md#channels); the socket client adds the
 * origin.
 */
export const WEBSOCKET_PATH = '/api/connection/websocket';

/** The emulation transports for clients that cannot open a WebSocket (docs/decisions/004). */
const HTTP_STREAM_PATH = '/api/connection/http_stream';
const SSE_PATH = '/api/connection/sse';
const EMULATION_PATH = '/api/connection/emulation';

/**
 * The centrifuge client's transports for this page, tried in order until one opens: the
 * WebSocket, then an HTTP stream, then server-sent events (both emulation transports POST
 * their commands to the emulation endpoint). Pass as `new Centrifuge(endpoints, { emulationEndpoint })`.
 */
export function realtimeTransports(page: { protocol: string; host: string }) {
  const http = `${page.protocol}//${page.host}`;
  const ws = `${page.protocol === 'https:' ? 'wss:' : 'ws:'}//${page.host}`;
  return {
    endpoints: [
      { transport: 'websocket' as const, endpoint: `${ws}${WEBSOCKET_PATH}` },
      { transport: 'http_stream' as const, endpoint: `${http}${HTTP_STREAM_PATH}` },
      { transport: 'sse' as const, endpoint: `${http}${SSE_PATH}` },
    ],
    emulationEndpoint: `${http}${EMULATION_PATH}`,
  };
}
