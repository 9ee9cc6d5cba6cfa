// The typed API client the site and the back office share (docs/decisions/010): each app binds
// `createCall` to its own transport (the site's session cookies, the back office's).
export { ApiError, toApiError } from './api-error.ts';
export {
  type ApiClient,
  type ApiRequest,
  type Call,
  type CallArgs,
  type CallInput,
  type CallTransport,
  createApiClient,
  endpointUrl,
  type TransportReply,
} from './call.ts';
