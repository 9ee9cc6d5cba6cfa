import type { ProfileDetails } from '@casino/contracts';
import { SESSION_COOKIES } from '@casino/contracts/session-cookies';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, vi } from 'vitest';
import { en } from '../i18n/en';
import { EMPTY_CONTENT } from '../lib/content';
import { createQueryClient } from '../lib/query-client';
import { session } from '../lib/session/session-store';
import type { SiteData } from '../lib/site';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.end({ isRemote: true });
});

/** A player with a confirmed email in EUR. */
export const PLAYER: ProfileDetails = {
  id: 'p-1',
  email: 'ana@aurora.test',
  nickname: 'ana',
  firstName: 'Ana',
  lastName: 'Silva',
  freshchatRestoreId: null,
  segments: [],
  gender: null,
  dateOfBirth: '1990-04-02',
  phone: null,
  country: 'DE',
  state: null,
  city: 'Berlin',
  address: null,
  postalCode: null,
  timeZone: null,
  language: 'en',
  currency: 'EUR',
  cpf_number: null,
  receiveEmailPromo: false,
  receiveSmsPromo: false,
  nationality: null,
  additionalAddress: null,
  profession: null,
  region: null,
  placeOfBirth: null,
  personalIdNumber: null,
  phoneFull: null,
  birthdate: '1990-04-02',
  age: 36,
  receiveBonus: true,
  securityQuestion: null,
  hasSecurityAnswer: false,
  isEmailConfirmed: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** What the root loader gives a page in English, for a guest in Germany. */
export function siteData(overrides: Partial<SiteData> = {}): SiteData {
  const locales: SiteData['locales'] = [
    { code: 'en', name: 'English', nativeName: 'English', isDefault: true, isEnabled: true },
  ];
  return {
    locale: 'en',
    dir: 'ltr',
    locales,
    messages: en,
    content: EMPTY_CONTENT,
    isPreview: false,
    init: {
      country: 'DE',
      isCountryRestricted: false,
      isMobile: false,
      isMaintenance: false,
      isGuestChatEnabled: true,
      isSportsbookEnabled: false,
      defaultLocale: 'en',
      locales,
      baseCurrency: 'EUR',
      buildId: 'test',
      siteUrl: 'http://app.test',
      siteMode: 'sandbox',
      chatWidget: null,
      // No jurisdiction rules (JURISDICTION_COUNTRIES maps no country: today's behaviour).
      jurisdiction: {
        profile: 'none',
        minRoundIntervalMs: {},
        isAutoplayAllowed: true,
        isTurboAllowed: true,
        mayCelebrateNetLoss: true,
        showsNetPositionAndClock: false,
        maxStake: {},
        currency: null,
        requiresLimitChoice: false,
        hasPanicButton: false,
        realityCheckMinutes: null,
        isBonusOptIn: false,
      },
    },
    origin: 'http://app.test',
    isDrawerCompact: false,
    hasCookieConsent: true,
    player: null,
    hasSession: false,
    footer: { providers: [], methods: [] },
    sections: { hasLiveCasino: false, hasSports: false },
    catalog: null,
    signUp: null,
    ...overrides,
  };
}

/** The session marker cookie a sign-in or sign-up reply sets (an hour's access token). */
export function setSessionCookie() {
  const inAnHour = Math.floor(Date.now() / 1000) + 3600;
  // biome-ignore lint/suspicious/noDocumentCookie: the marker the server's reply would set
  document.cookie = `${SESSION_COOKIES.marker}=${inAnHour}; Path=/`;
}

export interface RenderOptions {
  /** The page's address (path and query); `/` by default. */
  url?: string;
  /** Signed in as this player (the session marker set, the store seeded). */
  player?: ProfileDetails;
  site?: Partial<SiteData>;
  /** Further routes beside the screen's (a link's target, say). */
  routes?: { path: string; Component: ComponentType }[];
}

/**
 * Renders `Screen` under React Router's route stub at `url`: the root route (id `root`) gives the
 * site data, the site's query client (as the root makes it) holds the cache. The API is whatever `mockApi` answers.
 */
export function renderScreen(Screen: ComponentType, options: RenderOptions = {}) {
  const { url = '/', player, routes = [] } = options;
  const site = siteData({ player: player ?? null, hasSession: Boolean(player), ...options.site });
  if (player) {
    setSessionCookie();
    session.signIn(player);
  }
  const client = createQueryClient();
  const path = url.split('?')[0] ?? '/';
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => site,
      HydrateFallback: () => null,
      Component: () => (
        <QueryClientProvider client={client}>
          <Outlet />
        </QueryClientProvider>
      ),
      children: [
        path === '/' ? { index: true, Component: Screen } : { path, Component: Screen },
        ...routes,
      ],
    },
  ]);
  return { ...render(<Stub initialEntries={[url]} />), client, site };
}
