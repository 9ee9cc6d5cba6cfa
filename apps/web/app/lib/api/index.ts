// The one way the site reaches the API (docs/decisions/010-web-api-client.md).
export { ApiError } from '@casino/api-client';
export { fetchLatestBuildId } from './build-id';
export { type ApiRequest, type CallInput, type CallTransport, call, endpointUrl } from './call';
export { ensureFreshSession, refreshSession, setUnauthorizedHandler } from './fetch-transport';
export { useEndpointMutation } from './use-endpoint-mutation';
export { realtimeTransports, WEBSOCKET_PATH } from './websocket';
