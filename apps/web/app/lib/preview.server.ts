import { contentApi } from '@casino/contracts/api';
import type { RouterContextProvider } from 'react-router';
import { ApiError, call } from './api';
import { serverTransport } from './api.server';

/**
 * The preview token when the API accepts it, else null: a wrong or stale token (from a link or
 * the session cookie) shows the published site instead of an error page. Only asked when the
 * visitor sent a token.
 */
export async function acceptedPreview(
  context: Readonly<RouterContextProvider>,
  token: string | null,
): Promise<string | null> {
  if (!token) return null;
  try {
    await call(contentApi.getSiteGroups, {
      query: { locale: 'en', preview: token },
      transport: serverTransport(context),
    });
    return token;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 400)) return null;
    throw error;
  }
}
