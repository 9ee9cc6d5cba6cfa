import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** Query keys that open a modal (docs/product/routes-and-modals.md#modals). */
export const MODAL_KEYS = [
  'register',
  'sign-in',
  'success',
  'failing',
  'confirm',
  'forgot-pass',
  'reset-pass',
  'wallet',
] as const;
export type ModalKey = (typeof MODAL_KEYS)[number];
/** Extra query values that belong to a modal and leave with it. */
const MODAL_PARAMS = ['resetCode'];

export const AUTH_MODALS: ModalKey[] = ['register', 'sign-in', 'forgot-pass', 'reset-pass'];

export interface OpenModal {
  key: ModalKey;
  value: string;
}

/** The modal the query names: the first modal key present wins. */
export function readModal(params: URLSearchParams): OpenModal | null {
  for (const key of MODAL_KEYS) {
    const value = params.get(key);
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

/**
 * Opens one modal (closing any other) or closes them, by rewriting the query
 * (docs/product/routes-and-modals.md#modals).
 */
export function useModal() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const open = useCallback(
    (key: ModalKey, value?: string, extra?: Record<string, string>) =>
      navigate(
        { search: modalSearch(params, { key, value, extra }) },
        { preventScrollReset: true },
      ),
    [navigate, params],
  );
  const close = useCallback(
    () => navigate({ search: modalSearch(params) }, { replace: true, preventScrollReset: true }),
    [navigate, params],
  );
  return { current: readModal(params), open, close };
}
