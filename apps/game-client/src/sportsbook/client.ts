const SCRIPT = document.currentScript as HTMLScriptElement | null;
/** The SDK's own origin and path: its API sits beside the script. */
const BASE = SCRIPT ? new URL('.', SCRIPT.src).href.replace(/\/$/, '') : '/sportsbook';

/**
 * The sportsbook API as the SDK calls it: a player's session opened once from the casino's
 * launch token (none for a guest), sent as a bearer token.
 */
export function createClient(token: string | null) {
  let sessionId: string | null = null;
  async function api(path: string, init: RequestInit = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (sessionId) headers.authorization = `Bearer ${sessionId}`;
    const res = await fetch(`${BASE}/api${path}`, { ...init, headers });
    return { status: res.status, body: await res.json().catch(() => ({})) };
  }
  async function session() {
    if (sessionId || !token) return sessionId;
    const res = await api('/sessions', { method: 'POST', body: JSON.stringify({ token }) });
    if (res.status === 200) sessionId = res.body.sessionId;
    return sessionId;
  }
  return { api, session };
}

export type Client = ReturnType<typeof createClient>;
