export { ApiError } from './api-error';
export { type CallTransport, call } from './call';
export { freshAccessToken, refreshSession, setUnauthorizedHandler } from './fetch-transport';
export { WEBSOCKET_PATH } from './websocket';
