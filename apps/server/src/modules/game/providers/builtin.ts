import type { GameKind } from '@casino/contracts';
import { signSeamless } from '../seamless/signature.ts';
import {
  type FreeRoundsAnswer,
  type FreeRoundsApi,
  freeRoundsAnswerOf,
  type GameProviderAdapter,
} from './types.ts';

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
  /** The provider's API for the casino's own calls (free rounds): `…/provider/api`. */
  apiUrl(): string;
}

/**
 * The built-in provider (apps/server/src/builtin-provider, served under /provider): its titles
 * come from the game engine; it reaches the wallet over HTTP like any aggregator.
 */
export function builtinProvider({
  titles,
  gameOrigin,
  secret,
  apiUrl,
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
    freeRounds: freeRoundsClient(apiUrl, secret),
  };
}

/** The casino's side of the built-in provider's free-rounds API: signed JSON over HTTP. */
function freeRoundsClient(apiUrl: () => string, secret: () => Promise<string>): FreeRoundsApi {
  async function call(path: string, payload: object): Promise<FreeRoundsAnswer> {
    const body = JSON.stringify(payload);
    let response: Response;
    try {
      response = await fetch(`${apiUrl()}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signSeamless(await secret(), body) },
        body,
        signal: AbortSignal.timeout(5000),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'fetch failed';
      return { ok: false, reason, definitive: false };
    }
    return freeRoundsAnswerOf(response);
  }
  return {
    issue: (grant) => call('free-rounds', grant),
    cancel: (reference) => call(`free-rounds/${encodeURIComponent(reference)}/cancel`, {}),
  };
}
