import { useCallback } from 'react';
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
 * The query the page shows: while a navigation that only opens or closes a modal is pending,
 * already the next one, so a tap answers before the navigation has finished. A modal reads its
 * own parameters (`&from=held`, `&invoice=…`) here.
 */
export function useModalParams(): URLSearchParams {
  const [params] = useSearchParams();
  const location = useLocation();
  const pending = useNavigation().location;
  if (
    pending &&
    pending.pathname === location.pathname &&
    withoutModal(pending.search) === withoutModal(location.search)
  )
    return new URLSearchParams(pending.search);
  return params;
}

/** Opens the modal `search` names: a navigation of the query, keeping the scroll position. */
function openSearch(navigate: NavigateFunction, search: string): Promise<void> {
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
        modalSearch(new URLSearchParams(window.location.search), {
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
    return navigate({ search: modalSearch(params) }, { replace: true, preventScrollReset: true });
  }, [navigate, params]);
  /** A link's target for a modal: plain links open it before hydration too (the server renders it). */
  const href = (key: ModalKey, value?: string) => modalSearch(params, { key, value });
  return { current: readModal(params), open, close, href };
}
