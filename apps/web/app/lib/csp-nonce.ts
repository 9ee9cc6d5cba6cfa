import { createContext as createReactContext, useContext } from 'react';
import { createContext } from 'react-router';

/**
 * The per-request Content-Security-Policy nonce: the Fastify host draws it, sends it in the
 * policy and hands it to the render through this router context (docs/decisions/017).
 */
export const cspNonceContext = createContext<string>('');

/** The same nonce for components that write their own inline scripts (root's preloader). */
export const CspNonce = createReactContext<string | undefined>(undefined);

/** Undefined in the browser: the nonce only matters in the server's HTML. */
export const useCspNonce = () => useContext(CspNonce);
