import type { Browser } from 'playwright-core';
import { sessionCookies } from './session.ts';
import { PHONE } from './site.ts';

export interface PhoneOptions {
  /** Signed in with these tokens (a player registered over the API). */
  player?: Parameters<typeof sessionCookies>[1];
  /** 390x844 unless told. */
  viewport?: { width: number; height: number };
  /** Taps (`locator.tap()`); on unless told. */
  hasTouch?: boolean;
  /** A phone's browser as Chromium emulates one (meta viewport, mobile user agent). */
  isMobile?: boolean;
  /** The cookie notice already accepted; on unless told. */
  cookieConsent?: boolean;
}

/** A phone's browser context and page on the site: the set-up most journeys start with. */
export async function openPhone(browser: Browser, siteUrl: string, options: PhoneOptions = {}) {
  const { player, viewport = PHONE, hasTouch = true, isMobile, cookieConsent = true } = options;
  const context = await browser.newContext({ viewport, hasTouch, isMobile });
  await context.addCookies([
    ...(cookieConsent ? [{ name: 'cookie-consent', value: '1', url: siteUrl }] : []),
    ...(player ? sessionCookies(siteUrl, player) : []),
  ]);
  return { context, page: await context.newPage() };
}
