import type { ProfileDetails } from '@casino/contracts';
import { type Endpoint, type EndpointResponse, playerApi } from '@casino/contracts/api';
import type { RouterContextProvider } from 'react-router';
import { data } from 'react-router';
import { ApiError, type CallInput, type CallTransport, call } from './api';
import { apiContext } from './context';
import { isEndedSession } from './session/ended-session.server';

type Context = Readonly<RouterContextProvider>;

/**
 * The in-process API of this request as a `call` transport. The server render has no token
 * store: an authenticated call sends `accessToken` (the cookie's) when one is given.
 */
export function serverTransport(context: Context, accessToken?: string): CallTransport {
  const send = context.get(apiContext);
  return ({ method, url, body, auth }) =>
    send(url, {
      method,
      body,
      headers: auth && accessToken ? { authorization: `Bearer ${accessToken}` } : undefined,
    });
}

/** `call` from a loader; a refused call becomes an error page with the API's status. */
export async function callForPage<E extends Endpoint>(
  context: Context,
  endpoint: E,
  input: Omit<CallInput<E>, 'transport'> = {} as Omit<CallInput<E>, 'transport'>,
): Promise<EndpointResponse<E>> {
  try {
    return await call(endpoint, { ...input, transport: serverTransport(context) } as CallInput<E>);
  } catch (error) {
    if (error instanceof ApiError) throw data(error.message, { status: error.status });
    throw error;
  }
}

/** `call` from a loader where the page does without the data: null when it fails. */
export async function callOrNull<E extends Endpoint>(
  context: Context,
  endpoint: E,
  input: Omit<CallInput<E>, 'transport'> = {} as Omit<CallInput<E>, 'transport'>,
): Promise<EndpointResponse<E> | null> {
  try {
    return await call(endpoint, { ...input, transport: serverTransport(context) } as CallInput<E>);
  } catch {
    return null;
  }
}

/**
 * The signed-in player for the first render, from the access-token cookie; null if none, expired
 * or refused. `isEnded`: the cookie's session has ended on the server (not merely expired).
 */
export async function getPlayerFromCookie(
  context: Context,
  accessToken: string | undefined,
): Promise<{ player: ProfileDetails | null; isEnded: boolean }> {
  if (!accessToken) return { player: null, isEnded: false };
  try {
    const player = await call(playerApi.getProfile, {
      transport: serverTransport(context, accessToken),
    });
    return { player, isEnded: false };
  } catch (error) {
    if (error instanceof ApiError)
      return { player: null, isEnded: isEndedSession(accessToken, error.status) };
    throw error;
  }
}

export const getPlayerInit = (context: Context) => callForPage(context, playerApi.getInit);
