/**
 * The realtime channel's path (docs/product/realtime.md#channels); the socket client adds the
 * origin.
 */
export const WEBSOCKET_PATH = '/api/connection/websocket';
