/** What the sportsbook SDK shows and sends (docs/decisions/032). */

export type SdkEvent =
  | { type: 'deposit' }
  | { type: 'signIn' }
  | { type: 'limitReached'; reason: string }
  | { type: 'heightChange'; height: number }
  | { type: 'routeChange'; path: string }
  | { type: 'betPlaced'; balance: number | null };

export interface InitOptions {
  /** The casino launch token; null for a guest, who browses odds. */
  token: string | null;
  lang: string;
  currency: string;
  theme?: 'dark' | 'light';
  container: HTMLElement;
  /** The SDK route to open (the site keeps it in `?setIframePath=`). */
  path?: string;
  onEvent?: (event: SdkEvent) => void;
}

export interface Market {
  id: string;
  suspended: boolean;
  odds: Record<string, number>;
}
export interface EventView {
  id: string;
  sport: string;
  league: string;
  leagueName: string;
  home: string;
  away: string;
  startsAt: string;
  phase: string;
  score: { home: number; away: number; minute: number } | null;
  markets: Market[];
}
export interface Leg {
  eventId: string;
  /** The teams and league (null for an event the feed no longer knows). */
  home: string | null;
  away: string | null;
  leagueName: string | null;
  market: string;
  selection: string;
  odds: number;
  result: string | null;
  /** Provably fair (ADR 032): the commitment, and the seed once the event has a result. */
  serverSeedHash: string | null;
  serverSeed: string | null;
}
export interface Bet {
  id: string;
  kind: string;
  status: string;
  stake: number;
  payout: number | null;
  cashout: number | null;
  legs: Leg[];
}
export interface Pick {
  eventId: string;
  label: string;
  market: string;
  selection: string;
  odds: number;
}
