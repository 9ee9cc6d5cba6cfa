import { realtimeApi } from '@casino/contracts/api';
import { Centrifuge, UnauthorizedError } from 'centrifuge';
import { ApiError, call, realtimeTransports, refreshSession } from '../api';

/**
 * The page's one realtime connection (issue 30): the player's live updates, the support chat and
 * the public winners feed each subscribe on it instead of opening a socket of their own. It is
 * a player's connection (with a connection token) while anything that needs one holds it, a
 * guest's (no token: public channels and subscription-token channels only) otherwise; when that
 * changes (sign-in, sign-out) it reconnects as the other, and the client subscribes its channels
 * again. It connects with the first holder and disconnects after the last.
 */
export interface RealtimeLease {
  client: Centrifuge;
  /** Gives the connection back; the last one out disconnects it. */
  release(): void;
}

type Identity = 'guest' | 'player';

let client: Centrifuge | null = null;
let connectedAs: Identity = 'guest';
const holders = new Set<{ identity: Identity }>();

/** A connection token for the session (its cookies are HttpOnly); null when logged out. */
async function fetchConnectionToken(): Promise<string | null> {
  try {
    return (await call(realtimeApi.getConnectionToken)).token;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

let lastToken: string | null = null;

/**
 * The connection token (docs/product/states.md#token-expiry-and-refresh, docs/decisions/016): asked
 * of the API for the cookie session, which the call renews first when due (the shared
 * single-flight refresh). The client asks only when it has none or the server refused the last
 * one (expired, code 109, or due for refresh): handing that one out again is never right. A
 * guest's connection has no token (an empty one).
 */
async function connectionToken(): Promise<string> {
  if (connectedAs === 'guest') return '';
  let token = await fetchConnectionToken();
  if (token && token === lastToken) {
    token = (await refreshSession()) ? await fetchConnectionToken() : null;
  }
  if (!token) throw new UnauthorizedError('logged out');
  lastToken = token;
  return token;
}

function wanted(): Identity {
  for (const holder of holders) if (holder.identity === 'player') return 'player';
  return 'guest';
}

/** Connects, reconnects as the identity now wanted, or disconnects after the last holder. */
function settle(current: Centrifuge) {
  if (holders.size === 0) {
    current.disconnect();
    return;
  }
  const identity = wanted();
  if (identity !== connectedAs) {
    connectedAs = identity;
    lastToken = null;
    current.setToken('');
    current.disconnect();
    current.connect();
  } else if (current.state === 'disconnected') {
    current.connect();
  }
}

/**
 * Holds the page's connection as `identity` ('player' for channels of a signed-in player). Add
 * subscriptions to `client` and remove them (and any listeners added) before `release()`.
 */
export function holdRealtime(identity: Identity): RealtimeLease {
  if (!client) {
    const { endpoints, emulationEndpoint } = realtimeTransports(location);
    client = new Centrifuge(endpoints, { emulationEndpoint, getToken: connectionToken });
  }
  const current = client;
  const holder = { identity };
  holders.add(holder);
  settle(current);
  return {
    client: current,
    release() {
      if (!holders.delete(holder)) return;
      settle(current);
    },
  };
}
