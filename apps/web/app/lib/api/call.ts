import { createApiClient } from '@casino/api-client';
import { sendFromBrowser } from './fetch-transport';

export {
  type ApiRequest,
  type CallInput,
  type CallTransport,
  endpointUrl,
  type TransportReply,
} from '@casino/api-client';

/** The site's client: the browser's fetch with the session cookies unless a call names another. */
export const { call, request } = createApiClient(sendFromBrowser);
