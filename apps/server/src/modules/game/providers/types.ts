import {
  type FreeRoundsIssueRequestSchema,
  type FreeRoundsStatus,
  FreeRoundsStatusSchema,
  type GameKind,
} from '@casino/contracts';
import type { GameArt } from '@casino/db';
import type { z } from 'zod';

/** A game as a provider lists it for the catalog sync. */
export interface ProviderGame {
  identity: string;
  name: string;
  kind: GameKind;
  categories: string[];
  theme: string;
  volatility: 'low' | 'medium' | 'high';
  rtp: number;
  /** 0..100: the lobby's "popular" sort. */
  popularity: number;
  /** ISO date: the "newest" sort. */
  releasedAt: string;
  /** Inputs of the generated tile (built-in titles); null when the provider has its own image. */
  art: GameArt | null;
  /** The provider's own tile URL; the casino generates one from `art` otherwise. */
  image?: string;
  hasDemo: boolean;
  /** Stated maximum payout of a round per unit of stake; the wallet refuses wins above it. */
  maxWinMultiplier?: number | null;
}

export interface LaunchOptions {
  game: { identity: string };
  mode: 'demo' | 'real';
  /** Casino launch token (real money only). */
  token?: string;
  locale: string;
  /** Where the game's lobby button leads. */
  lobbyUrl: string;
  /** The casino's id of the player (real money): aggregators name the user in every call. */
  playerId?: string;
  /** The launched account's currency (real money). */
  currency?: string;
}

/**
 * A game provider behind one interface (STYLE.md §4): the built-in one, or an aggregator.
 * The provider moves money only through the seamless-wallet calls, signed with `secret()`.
 */
export interface GameProviderAdapter {
  /** Stable id in URLs: `/api/seamless/{identity}/...`. */
  identity: string;
  /** Shown to players. */
  name: string;
  listGames(): Promise<ProviderGame[]>;
  launchUrl(options: LaunchOptions): string;
  /** Shared secret of the seamless-wallet signatures. */
  secret(): Promise<string>;
  /** Free rounds the casino can grant, when the provider takes them. */
  freeRounds?: FreeRoundsApi;
  /**
   * An aggregator (docs/decisions/045): its money calls come only through its own dialect's
   * routes (/api/aggregators/{dialect}), never through /api/seamless.
   */
  dialect?: string;
  /**
   * The provider's game feed (an aggregator's, issue 34): what the back office's import reads.
   * Refused (thrown) when the feed cannot be reached.
   */
  readFeed?(): Promise<unknown>;
  /** Its games come only by the back office's import: the boot's sync leaves them as they are. */
  isImportedOnly?: boolean;
}

/** A free-rounds call's outcome: the grant's state, or why there is none (refused or no answer). */
export type FreeRoundsAnswer =
  | { ok: true; status: FreeRoundsStatus }
  | { ok: false; reason: string; definitive: boolean };

/** A provider's free-rounds API (docs/decisions/027), signed like the seamless wallet. */
export interface FreeRoundsApi {
  issue(grant: z.input<typeof FreeRoundsIssueRequestSchema>): Promise<FreeRoundsAnswer>;
  cancel(reference: string): Promise<FreeRoundsAnswer>;
}

/** The free-rounds API of a provider by identity (null: unknown, or it takes none). */
export function freeRoundsOf(providers: GameProviderAdapter[]) {
  return (identity: string): FreeRoundsApi | null =>
    providers.find((provider) => provider.identity === identity)?.freeRounds ?? null;
}

/** A provider's answer to a free-rounds call (issue 27): its grant's state, or why not. */
export async function freeRoundsAnswerOf(response: Response): Promise<FreeRoundsAnswer> {
  const parsed = FreeRoundsStatusSchema.safeParse(await response.json().catch(() => null));
  if (response.ok && parsed.success) return { ok: true, status: parsed.data };
  return {
    ok: false,
    reason: `HTTP ${response.status}`,
    // A refusal is final; no answer (5xx) may be one to try again.
    definitive: response.status >= 400 && response.status < 500,
  };
}
