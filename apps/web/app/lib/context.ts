import type { ApiTransport } from '@casino/contracts';
import { createContext } from 'react-router';

/** The API as seen from loaders and actions (set by the Fastify host per request). */
export const apiContext = createContext<ApiTransport>();
