import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  type NavigateFunction,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigate,
  useNavigation,
  useSearchParams,
} from 'react-router';

/** Query keys that open a modal (docs/product/routes-and-modals.md#modals). */
export const MODAL_KEYS = [
  'sign-up',
  'sign-in',
  'success',
  'failing',
  'confirm',
  'forgot-pass',
  'reset-pass',
  'wallet',
  'fiat',
] as const;
export type ModalKey = (typeof MODAL_KEYS)[number];
/** Older names of a modal key: `?register` opens the sign-up modal (its key before the spec's). */
const MODAL_ALIASES: Record<string, ModalKey> = { register: 'sign-up' };
/** Extra query values that belong to a modal and leave with it (`confirmTo`: the confirm's target). */
const MODAL_PARAMS = ['resetCode', 'confirmTo', ...Object.keys(MODAL_ALIASES)];

export const AUTH_MODALS: ModalKey[] = ['sign-up', 'sign-in', 'forgot-pass', 'reset-pass'];
/** Modals of a player's money: they close for a guest. */
export const PLAYER_MODALS: ModalKey[] = ['wallet', 'fiat'];

export interface OpenModal {
  key: ModalKey;
  value: string;
}

/** The modal the query names: the first modal key present wins. */
export function readModal(params: URLSearchParams): OpenModal | null {
  for (const name of [...MODAL_KEYS, ...Object.keys(MODAL_ALIASES)]) {
    const key: ModalKey = MODAL_ALIASES[name] ?? (name as ModalKey);
    const value = params.get(name);
    if (value === null) continue;
    // The wallet takes deposit or withdraw; any other value means no type
    // (docs/product/validation.md#query-and-route-rules).
    if (key === 'wallet')
      return { key, value: value === 'deposit' || value === 'withdraw' ? value : '' };
    return { key, value };
  }
  return null;
}

/** The query with every modal key removed, then `key=value` (and its extras) added. */
export function modalSearch(
  params: URLSearchParams,
  next?: { key: ModalKey; value?: string; extra?: Record<string, string> },
): string {
  const search = new URLSearchParams(params);
  for (const key of [...MODAL_KEYS, ...MODAL_PARAMS]) search.delete(key);
  if (next) {
    search.set(next.key, next.value ?? '');
    for (const [k, v] of Object.entries(next.extra ?? {})) search.set(k, v);
  }
  const text = search.toString().replace(/=(?=&|$)/g, '');
  return text ? `?${text}` : '';
}

/** The query without its modal keys, for comparing two addresses. */
function withoutModal(search: string): string {
  return modalSearch(new URLSearchParams(search));
}

/**
 * True when two addresses differ only in their modal query: opening or closing a modal needs no
 * loader data, so routes (the root first) skip revalidating for it and the modal shows at once.
 */
export function isModalOnlyChange(current: URL, next: URL): boolean {
  return (
    current.pathname === next.pathname &&
    current.search !== next.search &&
    withoutModal(current.search) === withoutModal(next.search)
  );
}

/** A route's `shouldRevalidate`: keeps its data when a navigation only opens or closes a modal. */
export function revalidateUnlessModal({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return !formMethod && isModalOnlyChange(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

/**
 * The modal query a tap has just asked for. Router navigations render as transitions: React
 * renders the whole page again for the new location before the modal shows. This store updates
 * synchronously, so the tapped modal (or its loading frame) is on screen in the next frame, while
 * the navigation that commits the query renders after it (docs/decisions/034: without it a tap on
 * Sign up took ~280 ms to show the modal instead of a few ms).
 */
let requested: string | null = null;
const requestListeners = new Set<() => void>();
const subscribeRequested = (listener: () => void) => {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
};
function setRequested(search: string | null) {
  if (requested === search) return;
  requested = search;
  for (const listener of requestListeners) listener();
}

/**
 * The query the page shows: a modal just asked for, or while a navigation that only opens or
 * closes a modal is pending already the next one, so a tap answers before any loader has run.
 * A modal reads its own parameters (`&from=held`, `&invoice=…`) here: the asked modal's query is
 * shown before the address has it.
 */
export function useModalParams(): URLSearchParams {
  const [params] = useSearchParams();
  const location = useLocation();
  const pending = useNavigation().location;
  const asked = useSyncExternalStore(
    subscribeRequested,
    () => requested,
    () => null,
  );
  // Any committed navigation (the asked one, or another) ends the request.
  const seenKey = useRef(location.key);
  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    setRequested(null);
  });
  if (asked !== null && asked !== location.search) return new URLSearchParams(asked);
  if (
    pending &&
    pending.pathname === location.pathname &&
    withoutModal(pending.search) === withoutModal(location.search)
  )
    return new URLSearchParams(pending.search);
  return params;
}

/**
 * Asks for the modal `search` names (shown at once, see `requested`) and commits the query with
 * a navigation, which React renders as a transition after that frame.
 */
function openSearch(navigate: NavigateFunction, search: string): Promise<void> {
  setRequested(search);
  return Promise.resolve(navigate({ search }, { preventScrollReset: true }));
}

/**
 * Opens a modal of this page on the query it shows now, without subscribing to the query: for
 * the many buttons that only open one (a tile's heart, the wallet button) and must not re-render
 * whenever a modal opens or closes.
 */
export function useOpenModal() {
  const follow = useFollowModalLink();
  return useCallback(
    (key: ModalKey, value?: string, extra?: Record<string, string>) =>
      follow(
        modalSearch(new URLSearchParams(requested ?? window.location.search), {
          key,
          value,
          extra,
        }),
      ),
    [follow],
  );
}

/**
 * A plain link to a modal of this page, followed after hydration: the document's click listener
 * of the modal host calls this instead of the link's own navigation (see `openSearch`).
 */
export function useFollowModalLink() {
  const navigate = useNavigate();
  return useCallback((search: string) => openSearch(navigate, search), [navigate]);
}

/**
 * Opens one modal (closing any other) or closes them, by rewriting the query
 * (docs/product/routes-and-modals.md#modals).
 */
export function useModal() {
  const params = useModalParams();
  const navigate = useNavigate();
  const open = useCallback(
    (key: ModalKey, value?: string, extra?: Record<string, string>) =>
      openSearch(navigate, modalSearch(params, { key, value, extra })),
    [navigate, params],
  );
  const close = useCallback(() => {
    setRequested(null);
    return navigate({ search: modalSearch(params) }, { replace: true, preventScrollReset: true });
  }, [navigate, params]);
  /** A link's target for a modal: plain links open it before hydration too (the server renders it). */
  const href = (key: ModalKey, value?: string) => modalSearch(params, { key, value });
  return { current: readModal(params), open, close, href };
}
