import type { GameKind } from '@casino/contracts';
import type { GameProviderAdapter } from './types.ts';

export const BUILTIN_PROVIDER = { identity: 'builtin', name: 'Aurora Originals' } as const;

/** What the catalog reads of a @casino/game-engine title (GAME_TITLES fits it). */
export interface CatalogTitle {
  identity: string;
  name: string;
  kind: GameKind;
  categories: readonly string[];
  theme: string;
  volatility: 'low' | 'medium' | 'high';
  rtp: number;
  maxWinMultiplier: number;
  art: { background: string; accent: string; motif: readonly { glyph: string; color: string }[] };
  releasedAt: string;
  popularity: number;
}

export interface BuiltinProviderOptions {
  titles: readonly CatalogTitle[];
  /** The games' own origin (docs/decisions/017): the game client is served at /provider there. */
  gameOrigin(): string;
  secret(): Promise<string>;
}

/**
 * The built-in provider (apps/server/src/builtin-provider, served under /provider): its titles
 * come from the game engine; it reaches the wallet over HTTP like any aggregator.
 */
export function builtinProvider({
  titles,
  gameOrigin,
  secret,
}: BuiltinProviderOptions): GameProviderAdapter {
  return {
    ...BUILTIN_PROVIDER,
    async listGames() {
      return titles.map((title) => ({
        identity: title.identity,
        name: title.name,
        kind: title.kind,
        categories: [...title.categories],
        theme: title.theme,
        volatility: title.volatility,
        rtp: title.rtp,
        popularity: title.popularity,
        releasedAt: title.releasedAt,
        art: { ...title.art, motif: title.art.motif.map((m) => ({ ...m })) },
        hasDemo: true,
        maxWinMultiplier: title.maxWinMultiplier,
      }));
    },
    launchUrl({ game, mode, token, locale, lobbyUrl }) {
      const params = new URLSearchParams({ mode });
      if (token) params.set('token', token);
      params.set('lang', locale);
      params.set('lobby', lobbyUrl);
      return `${gameOrigin()}/provider/games/${encodeURIComponent(game.identity)}?${params}`;
    },
    secret,
  };
}
