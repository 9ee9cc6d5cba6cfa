import { localizePath } from '@casino/contracts/site';
import { useLocation } from 'react-router';
import { ApiError } from '../api';
import { useAlertText, useSite, useT } from '../site';
import { type Toast, ui } from '../ui-store';
import { session } from './session-store';

/**
 * The alert of a failed logout (docs/product/errors.md#logout-failure): a 400 shows 'Error!' with the
 * server's message, or the generic something-went-wrong when the answer carried none; any other
 * failure is not shown (the session has ended anyway).
 */
export function logoutAlert(
  error: unknown,
  texts: { title: string; somethingWrong: string },
): Omit<Toast, 'id'> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  // toApiError gives the status as the code when the body had no error of its own.
  const hasMessage = error.code !== error.status && error.message.trim() !== '';
  return {
    kind: 'error',
    title: texts.title,
    text: hasMessage ? error.message : texts.somethingWrong,
  };
}

/** Logs out (the session ends whatever the server says) and shows a 400's alert on the home. */
export function useLogout() {
  const t = useT();
  const alert = useAlertText();
  const { locale } = useSite();
  const { pathname } = useLocation();
  return async () => {
    const error = await session.signOut(locale);
    const toast = logoutAlert(error, {
      title: t('alerts.errorTitle'),
      somethingWrong: alert('global.somethingWrong').text,
    });
    if (!toast) return;
    // A logged-out player is sent to the localized home: the alert shows there.
    if (pathname === localizePath('/', locale)) ui.toast(toast);
    else ui.toastOnNextPage(toast);
  };
}
