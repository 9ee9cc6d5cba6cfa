import { useSyncExternalStore } from 'react';

/**
 * The return-game state (docs/product/states.md#return-game): the game a player left for the wallet,
 * kept for the tab (session storage) so the deposit's result, even after the payment page,
 * offers the way back to it. Deleted on logout and once followed.
 */
export interface ReturnGame {
  /** The game page for real-money play (a site path without locale). */
  path: string;
  name: string;
}

const KEY = 'returnGame';
const listeners = new Set<() => void>();
let cachedText: string | null = null;
let cached: ReturnGame | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function write(value: ReturnGame | null) {
  const store = storage();
  if (!store) return;
  if (value) store.setItem(KEY, JSON.stringify(value));
  else store.removeItem(KEY);
  for (const listener of listeners) listener();
}

export const setReturnGame = (game: ReturnGame) => write(game);
export const clearReturnGame = () => write(null);

function read(): ReturnGame | null {
  const text = storage()?.getItem(KEY) ?? null;
  if (text === cachedText) return cached;
  cachedText = text;
  try {
    const value = text ? (JSON.parse(text) as Partial<ReturnGame>) : null;
    cached =
      typeof value?.path === 'string' &&
      value.path.startsWith('/') &&
      typeof value.name === 'string'
        ? { path: value.path, name: value.name }
        : null;
  } catch {
    cached = null;
  }
  return cached;
}

/** The game to return to, or null (always null on the server). */
export function useReturnGame(): ReturnGame | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}
