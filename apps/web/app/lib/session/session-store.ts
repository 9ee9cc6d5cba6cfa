import type { Profile, ProfileDetails } from '@casino/contracts';
import { playerApi } from '@casino/contracts/api';
import { useSyncExternalStore } from 'react';
import { clearAffiliate } from '../affiliate';
import { call, setUnauthorizedHandler } from '../api';
import { clearReturnGame } from '../return-game';
import { clearSessionMarker, hasSessionMarker } from './session-marker';

let isEndExpected = false;

/** What the site knows of the player: the login profile, completed by the profile call. */
export type Player = Profile & Partial<ProfileDetails>;

export interface SessionState {
  status: 'guest' | 'pending' | 'player';
  player: Player | null;
  /** Set after a resent verification email (docs/product/states.md#verification-email). */
  resentVerifyEmail: boolean;
  /** The login said the password predates the current rules (docs/decisions/016). */
  isPasswordChangeRequired?: boolean;
}

const CHANGE_KEY = 'changeSession';
const TAB_ID = Math.random().toString(36).slice(2, 10);

let state: SessionState = { status: 'guest', player: null, resentVerifyEmail: false };
let isInitialised = false;
const listeners = new Set<() => void>();

function setState(next: Partial<SessionState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/**
 * Tells other tabs (docs/product/states.md#cross-tab-signal): base64 of
 * "tab-login|logout-timestamp".
 */
function broadcast(kind: 'login' | 'logout') {
  try {
    localStorage.setItem(CHANGE_KEY, btoa(`${TAB_ID}-${kind}-${Date.now()}`));
  } catch {
    // Private mode without storage: other tabs learn on their next call.
  }
}

/** The kind of a changeSession value written by another tab, or null. */
export function readChange(value: string | null): 'login' | 'logout' | null {
  if (!value) return null;
  try {
    const [tab, kind] = atob(value).split('-');
    if (tab === TAB_ID) return null;
    return kind === 'login' || kind === 'logout' ? kind : null;
  } catch {
    return null;
  }
}

export const session = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Seeds what the server rendered, before hydration (no notify). */
  initOnce(player: Player | null, hasTokens: boolean) {
    if (isInitialised || typeof window === 'undefined') return;
    isInitialised = true;
    state = { ...state, player, status: player ? 'player' : hasTokens ? 'pending' : 'guest' };
  },
  /**
   * Login, registration or autologin: the server has set the session cookies; show the player,
   * tell other tabs.
   */
  signIn(player: Player) {
    clearAffiliate(); // docs/product: a logged-in visitor keeps no affiliate values
    const isPasswordChangeRequired = Boolean(player.passwordChangeRequired);
    setState({ status: 'player', player, isPasswordChangeRequired });
    broadcast('login');
    void session.reloadPlayer();
  },
  /** Completes the player with the profile call (email confirmation state and details). */
  async reloadPlayer() {
    try {
      setState({ player: await call(playerApi.getProfile) });
    } catch {
      // A refused call already ended the session; anything else leaves the login profile.
    }
  },
  /**
   * docs/product/routes-and-modals.md#rule-3-restoring-the-session: a token but no player yet
   * (first load) → fetch the profile; failure = logged out.
   */
  async restore() {
    if (state.player || !hasSessionMarker()) {
      if (state.status === 'pending') setState({ status: 'guest' });
      return;
    }
    try {
      setState({
        player: await call(playerApi.getProfile),
        status: 'player',
      });
    } catch {
      session.end();
    }
  },
  /**
   * Logs out on the server, then locally whatever the answer (the session ends here anyway);
   * resolves with the server's refusal, if any, for the caller to show
   * (docs/product/errors.md#logout-failure).
   */
  async signOut(locale?: string): Promise<unknown> {
    let logoutUrl: string | undefined;
    let failure: unknown = null;
    try {
      // The page's language: a provider's logout comes back to that language's home.
      logoutUrl = (await call(playerApi.logout, { query: { locale } })).logoutUrl;
    } catch (error) {
      failure = error;
    } finally {
      session.end();
    }
    // A social-login session ends at its identity provider too (docs/decisions/029).
    if (logoutUrl) window.location.assign(logoutUrl);
    return failure;
  },
  /** Ends the session here: marker and player cleared, other tabs told. */
  end({ isRemote = false } = {}) {
    const wasPlayer = state.status !== 'guest';
    clearSessionMarker();
    setState({
      status: 'guest',
      player: null,
      resentVerifyEmail: false,
      isPasswordChangeRequired: false,
    });
    // Logged out: return-game and deposit bonus data are deleted (docs/product/states.md).
    if (wasPlayer) {
      clearReturnGame();
      // The deposit bonus choice (features/wallet/use-deposit-bonuses.ts) goes with the session.
      try {
        sessionStorage.removeItem('depositBonusData');
      } catch {
        // No storage: nothing was kept.
      }
    }
    if (wasPlayer && !isRemote) broadcast('logout');
  },
  /**
   * This tab is ending the session itself (a time-out or self-exclusion it sent): the server
   * closing the live connection meanwhile is expected, and this page tells the player why.
   */
  expectEnd(isExpected = true) {
    isEndExpected = isExpected;
  },
  isEndExpected: () => isEndExpected,
  setPlayer: (player: Player) => setState({ player }),
  markVerifyEmailResent: () => setState({ resentVerifyEmail: true }),
  markPasswordChanged: () => setState({ isPasswordChangeRequired: false }),
};

setUnauthorizedHandler(() => session.end());

/** The same session as far as a page shows it (the seeded store and the server's view). */
const isSameView = (a: SessionState, b: SessionState) =>
  a.status === b.status && a.player === b.player && a.resentVerifyEmail === b.resentVerifyEmail;

/**
 * The session; `serverValue` is what the server rendered (hydration). Where the store was seeded
 * with the same, its own state is the snapshot: hydration then sees no change and re-renders
 * nothing (a fresh object each render would re-render every component that reads it).
 */
export function useSession(serverValue?: SessionState): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, () =>
    serverValue && !isSameView(serverValue, state) ? serverValue : state,
  );
}

export const SESSION_CHANGE_KEY = CHANGE_KEY;
