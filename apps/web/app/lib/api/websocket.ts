/** The realtime channel's path (spec 7 "Realtime"); the socket client adds the origin. */
export const WEBSOCKET_PATH = '/api/connection/websocket';
