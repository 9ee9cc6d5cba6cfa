import { useSyncExternalStore } from 'react';

export interface Toast {
  id: number;
  kind: 'info' | 'success' | 'error';
  title: string;
  text?: string;
}

/** Page-wide UI state (drawer, alerts): one small store, shared by every component. */
export interface UiState {
  isDrawerOpen: boolean;
  isDrawerCompact: boolean;
  toasts: Toast[];
}

export const DEFAULT_TOAST_MS = 3000;
export const ALERT_THROTTLE_MS = 400;

let state: UiState = { isDrawerOpen: false, isDrawerCompact: false, toasts: [] };
const listeners = new Set<() => void>();
let nextToastId = 1;
let isInitialised = false;
let lastToastAt = 0;
/** Toasts kept for the next page: shown once a page change has hidden this page's alerts. */
let nextPageToasts: Omit<Toast, 'id'>[] = [];

function setState(patch: Partial<UiState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUi<T>(select: (s: UiState) => T, serverValue?: T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => serverValue ?? select(state),
  );
}

export const ui = {
  get: () => state,
  /** Seeds server-known preferences before the first client render (no flash, no notify). */
  initOnce(initial: Partial<UiState>) {
    if (isInitialised || typeof window === 'undefined') return;
    isInitialised = true;
    state = { ...state, ...initial };
  },
  openDrawer: () => setState({ isDrawerOpen: true }),
  closeDrawer: () => state.isDrawerOpen && setState({ isDrawerOpen: false }),
  setDrawerCompact: (isDrawerCompact: boolean) => setState({ isDrawerCompact }),
  /**
   * Shows a toast unless one came less than 400 ms ago
   * (docs/product/constants.md#alert-throttle-and-toasts). The answer to the player's own
   * action (`isAnswer`) is never dropped: a realtime alert it caused (a withdrawal cancelling
   * a bonus) often lands first, and must not swallow it. A toast saying what one on screen
   * already says is not shown twice (a cancelled withdrawal: the answer and its realtime update).
   */
  toast(toast: Omit<Toast, 'id'>, durationMs = DEFAULT_TOAST_MS, { isAnswer = false } = {}) {
    const now = Date.now();
    if (!isAnswer && now - lastToastAt < ALERT_THROTTLE_MS) return;
    if (state.toasts.some((t) => t.title === toast.title && t.text === toast.text)) return;
    lastToastAt = now;
    const id = nextToastId++;
    setState({ toasts: [...state.toasts, { ...toast, id }] });
    setTimeout(() => ui.dismissToast(id), durationMs);
  },
  dismissToast: (id: number) => setState({ toasts: state.toasts.filter((t) => t.id !== id) }),
  hideAlerts() {
    if (state.toasts.length > 0) setState({ toasts: [] });
    const kept = nextPageToasts;
    nextPageToasts = [];
    for (const toast of kept) ui.toast(toast);
  },
  /** A toast for the page a navigation under way leads to (page changes hide alerts, rule 2). */
  toastOnNextPage(toast: Omit<Toast, 'id'>) {
    nextPageToasts.push(toast);
  },
};
