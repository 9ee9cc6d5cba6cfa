import type { GameProviderAdapter } from './types.ts';

export const SPORTSBOOK_PROVIDER = { identity: 'sportsbook', name: 'Aurora Sportsbook' } as const;
/** The one "game" a sportsbook launch opens; its bonus contribution category is `sports`. */
export const SPORTSBOOK_GAME = 'sportsbook';

/**
 * The built-in sportsbook (apps/server/src/sportsbook-provider, docs/decisions/032) as a game
 * provider: one title, launched like a game for its token; every bet is a round, settled
 * through the seamless wallet (bet, win, rollback, resettle).
 */
export function sportsbookProvider(options: {
  origin(): string;
  secret(): Promise<string>;
}): GameProviderAdapter {
  return {
    ...SPORTSBOOK_PROVIDER,
    async listGames() {
      return [
        {
          identity: SPORTSBOOK_GAME,
          name: 'Sportsbook',
          kind: 'sports',
          categories: ['sports'],
          theme: 'sports',
          volatility: 'medium',
          rtp: 95,
          popularity: 0,
          releasedAt: '2020-01-01',
          art: {
            background: '#0f5132',
            accent: '#ffd166',
            motif: [{ glyph: 'star', color: '#ffffff' }],
          },
          hasDemo: false,
          maxWinMultiplier: null,
        },
      ];
    },
    launchUrl({ token, locale }) {
      const params = new URLSearchParams({ lang: locale });
      if (token) params.set('token', token);
      return `${options.origin()}/sportsbook/sdk.js?${params}`;
    },
    secret: options.secret,
  };
}
