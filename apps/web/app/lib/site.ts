import type { Locale, PlayerInit, ProfileDetails } from '@casino/contracts';
import { useRouteLoaderData } from 'react-router';
import type { Messages } from '../i18n/en';
import { type MessageKey, translate } from '../i18n/translate';

/** What the root loader gives every page: language, texts, bootstrap data, preferences. */
export interface SiteData {
  locale: string;
  locales: Locale[];
  messages: Messages;
  init: PlayerInit;
  origin: string;
  isDrawerCompact: boolean;
  hasCookieConsent: boolean;
  /** The player when the session cookie's access token was valid at render time. */
  player: ProfileDetails | null;
  /** Session cookies exist (the browser may still renew an expired token). */
  hasSession: boolean;
}

export function useSite(): SiteData {
  const site = useRouteLoaderData('root') as SiteData | undefined;
  if (!site) throw new Error('useSite() used outside the root route');
  return site;
}

export function useT() {
  const { messages } = useSite();
  return (key: MessageKey, params?: Record<string, string | number>) =>
    translate(messages, key, params);
}
