import type { ValidationMessages } from '@casino/contracts/validation';
import { formatIcu, type MessageParams } from '../i18n/icu';
import type { ErrorTexts } from '../layouts/chrome/error-view';

export interface AlertText {
  title?: string;
  text: string;
}
export interface ContentLink {
  label: string;
  to: string;
}

/**
 * What the site takes from the content store's groups for every page
 * (docs/product/api-calls.md#other).
 */
export interface SiteContent {
  /** `alerts`: toast texts by event (docs/product/errors.md#alerts). */
  alerts: Record<string, AlertText>;
  /**
   * `fields-settings`: validation messages (docs/product/validation.md#messages), over the built-in
   * defaults.
   */
  validation: Partial<ValidationMessages>;
  /**
   * `global-components` errorPage (docs/product/routes-and-modals.md#error-page), over the built-in
   * defaults.
   */
  errorPage: ErrorTexts | null;
  /** `layout` footer. */
  footer: { licence?: string; links?: ContentLink[] } | null;
  /** `modals`: texts inside modals by modal name. */
  modals: Record<string, { title: string; text?: string }>;
}

export const EMPTY_CONTENT: SiteContent = {
  alerts: {},
  validation: {},
  errorPage: null,
  footer: null,
  modals: {},
};

/**
 * Alerts (docs/product/errors.md#alerts) in English, used when the content store has none
 * (default-locale fallback).
 */
export const ALERT_DEFAULTS: Record<string, AlertText> = {
  'profile.successRegistration': { text: 'Welcome! Your account is ready.' },
  'profile.resentVerification': { text: 'We sent you a new confirmation email.' },
  'global.somethingWrong': { title: 'Error!', text: 'Something went wrong. Please try again.' },
};

type Items = Record<string, { data: unknown }>;

/** Turns the site groups of contentApi.getSiteGroups into what the pages read. */
export function toSiteContent(groups: Record<string, Items | undefined>): SiteContent {
  const data = <T>(group: string) =>
    Object.fromEntries(Object.entries(groups[group] ?? {}).map(([k, v]) => [k, v.data as T]));
  const validation: Partial<ValidationMessages> = {};
  for (const [key, value] of Object.entries(data<{ text: string }>('fields-settings'))) {
    if (key.startsWith('validation.')) {
      validation[key.slice('validation.'.length) as keyof ValidationMessages] = value.text;
    }
  }
  const errorPage = data<Partial<ErrorTexts>>('global-components').errorPage;
  return {
    alerts: data<AlertText>('alerts'),
    validation,
    errorPage:
      errorPage?.title && errorPage.description && errorPage.button
        ? (errorPage as ErrorTexts)
        : null,
    footer: data<SiteContent['footer']>('layout').footer ?? null,
    modals: data<{ title: string; text?: string }>('modals'),
  };
}

/** An alert's texts for `key` with `{amount}`-style placeholders filled. */
export function alertText(
  content: SiteContent,
  key: string,
  params?: MessageParams,
  locale = 'en',
): AlertText {
  const alert =
    content.alerts[key] ?? ALERT_DEFAULTS[key] ?? ALERT_DEFAULTS['global.somethingWrong']!;
  return {
    title: alert.title ? formatIcu(alert.title, params, locale) : undefined,
    text: formatIcu(alert.text, params, locale),
  };
}
