import type {
  Country,
  Currency,
  FieldValidations,
  GameCollection,
  GameProvider,
  Locale,
  PlayerInit,
  ProfileDetails,
  SocialProvider,
} from '@casino/contracts';
import { useRouteLoaderData } from 'react-router';
import type { Messages } from '../i18n/en';
import type { MessageParams } from '../i18n/icu';
import { type MessageKey, translate } from '../i18n/translate';
import { type AlertText, alertText, type SiteContent } from './content';

/** What the footer names: providers with games in the catalog, payment methods that are on. */
export interface FooterMarks {
  providers: string[];
  methods: { method: string; name: string }[];
}

/** Sections the navigation offers only when they have content (issue 13). */
export interface NavSections {
  /** The catalog has enabled live-casino games. */
  hasLiveCasino: boolean;
  /** A sportsbook is configured (SPORTSBOOK_ENABLED). */
  hasSports: boolean;
}

/** What the root loader gives every page: language, texts, bootstrap data, preferences. */
/** What the sign-up form needs to render complete on the server (lib/sign-up-data.server.ts). */
export interface SignUpData {
  fields: FieldValidations['fields'];
  countries: Country[];
  currencies: Currency[];
  /** The identity providers its social buttons offer. */
  socialProviders: SocialProvider[];
}

export interface SiteData {
  locale: string;
  /** Writing direction of the page's language (`SITE_LOCALES`), set on `<html dir>`. */
  dir: 'ltr' | 'rtl';
  locales: Locale[];
  messages: Messages;
  /** Texts from the content store's groups (alerts, validation, error page, footer, modals). */
  content: SiteContent;
  /** Content drafts are shown (a preview token is in use). */
  isPreview: boolean;
  init: PlayerInit;
  origin: string;
  isDrawerCompact: boolean;
  hasCookieConsent: boolean;
  /** The player when the session cookie's access token was valid at render time. */
  player: ProfileDetails | null;
  /** Session cookies exist (the browser may still renew an expired token). */
  hasSession: boolean;
  /** Providers and payment methods the footer names (catalog and payment settings). */
  footer: FooterMarks;
  /** Which optional sections the navigation shows. */
  sections: NavSections;
  /**
   * Collections and providers fetched at app start (null in maintenance): the browser seeds its
   * cache with them once and every page reuses them.
   */
  catalog: { collections: GameCollection[] | null; providers: GameProvider[] | null } | null;
  /** The sign-up form's settings and lists when the page was asked for with it open. */
  signUp: SignUpData | null;
}

/**
 * What the root loader sends: the site data with the language's texts as one JSON string. The
 * browser decodes a loader's turbo-stream value by value; the catalog as an object was ~1,900 of
 * the game page's ~2,300 values and most of the decode task that preceded hydration (ADR 034).
 */
export type RootData = Omit<SiteData, 'messages'> & { messages: string };

/**
 * The site data of the root route's loader data, or undefined outside it. Its texts are parsed
 * on the first read and kept in place of the JSON (the loader data is this request's or this
 * navigation's own object), so later reads return the same objects.
 */
export function readSite(data: unknown): SiteData | undefined {
  const root = data as (RootData | SiteData) & { messages: unknown };
  if (typeof root?.messages === 'string') root.messages = JSON.parse(root.messages);
  return root as SiteData | undefined;
}

/** The site data; only under the root route (every page is; elsewhere its fields throw). */
export function useSite(): SiteData {
  return readSite(useRouteLoaderData('root')) as SiteData;
}

export function useT() {
  const { messages, locale } = useSite();
  return (key: MessageKey, params?: MessageParams) => translate(messages, key, params, locale);
}

/**
 * Alert texts from the content store (docs/product/errors.md#alerts), e.g.
 * `alert('global.somethingWrong')`.
 */
export function useAlertText() {
  const { content, locale } = useSite();
  return (key: string, params?: MessageParams): AlertText =>
    alertText(content, key, params, locale);
}
