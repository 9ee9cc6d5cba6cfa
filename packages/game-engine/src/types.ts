/** Shapes shared by the catalog, the engines and their callers (game server, provider, UI). */

import type { GlyphId } from './art/glyphs/index.ts';
import type { ArtMark } from './art/index.ts';

export type { ArtMark, GlyphId };

export type GameKind = 'slot' | 'roulette' | 'dice' | 'crash';
export type Volatility = 'low' | 'medium' | 'high';

export interface GameArt {
  /** Background colour, hex. */
  background: string;
  /** Accent colour, hex. */
  accent: string;
  /** Drawings of the art library on the tile: the main one first, then up to two companions. */
  motif: ArtMark[];
}

export interface GameTitle {
  /** Stable kebab-case identity, e.g. 'pharaohs-fortune'. */
  identity: string;
  /** Display name (English; brand names are not translated). */
  name: string;
  kind: GameKind;
  /** Lobby categories, identities of GAME_CATEGORIES. */
  categories: string[];
  theme: string;
  volatility: Volatility;
  /** Theoretical return to player, derived from the math (see docs/decisions/006-game-engine.md). */
  rtp: number;
  /** A round never pays more than stake × maxWinMultiplier. */
  maxWinMultiplier: number;
  art: GameArt;
  config: SlotConfig | RouletteConfig | DiceConfig | CrashConfig;
  /** ISO date, for "newest" sorting. */
  releasedAt: string;
  /** 0..100, for "popular" sorting. */
  popularity: number;
  /** One-line English description for the info panel. */
  description: string;
}

// ---- slot ----

export type SlotSymbolKind = 'wild' | 'scatter' | 'high' | 'low';

export interface SlotSymbol {
  id: string;
  name: string;
  /** Its drawing in the art library (src/art), tinted with `color`. */
  glyph: GlyphId;
  /** Hex colour of the symbol's tile. */
  color: string;
  kind: SlotSymbolKind;
}

export interface FreeSpinsConfig {
  /** Spins awarded by scatter count: awards[count]; counts past the end use the last entry. */
  awards: number[];
  /** Every win during free spins is multiplied by this. */
  multiplier: number;
  /** Whether 3+ scatters during free spins award more spins. */
  retrigger: boolean;
  /** Most free spins one round can play (initial award plus retriggers). */
  maxSpins: number;
}

export interface SlotConfig {
  kind: 'slot';
  reels: 5;
  rows: 3;
  /** Number of fixed paylines; the line bet is stake / lines. */
  lines: number;
  /** Row (0 = top) on each reel, for each payline. */
  paylines: number[][];
  symbols: SlotSymbol[];
  /** Line pays in line-bet multiples by symbol id, indexed by count (0..5); wild pays too. */
  pays: Record<string, number[]>;
  /** Scatter pays in total-stake multiples, indexed by scatter count (counts past the end use the last). */
  scatterPays: number[];
  /** Fewest scatters (anywhere) that trigger free spins. */
  scattersToTrigger: number;
  /** Reel strips (symbol ids); a spin picks one stop per reel uniformly, rows stop..stop+2. */
  reelStrips: string[][];
  freeSpins: FreeSpinsConfig;
}

// ---- roulette ----

export type RouletteBetType =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'line'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

export interface RouletteConfig {
  kind: 'roulette';
  variant: 'european';
  pockets: 37;
  /** Wheel order from 0, clockwise (for drawing the wheel). */
  wheel: number[];
  /** Most bet positions in one round. */
  maxPositions: number;
  /** Suggested chip values in minor units of a 2-decimal currency (UI hint, not a rule). */
  chips: number[];
}

// ---- dice ----

export interface DiceConfig {
  kind: 'dice';
  /** Return to player used in the payout formula, e.g. 0.99. */
  rtp: number;
  /** Smallest and largest win chance in percent (2 decimals) a bet may choose. */
  minChance: number;
  maxChance: number;
}

// ---- crash ----

export interface CrashConfig {
  kind: 'crash';
  /** House edge, e.g. 0.01; the crash point is max(1, floor((1 − edge) / (1 − u) × 100) / 100). */
  houseEdge: number;
  minCashOut: number;
  maxCashOut: number;
}

// ---- bets and results ----

export interface RouletteBet {
  type: RouletteBetType;
  numbers?: number[];
  /** 1..3 for dozen and column. */
  index?: number;
  /** Minor units. */
  amount: number;
}

export type RoundBet =
  | { kind: 'slot'; lines?: number }
  | { kind: 'roulette'; bets: RouletteBet[] }
  | { kind: 'dice'; target: number; direction: 'under' | 'over' }
  | { kind: 'crash'; cashOutAt: number };

export type Cell = [reel: number, row: number];

export interface SlotLineWin {
  /** Payline number, 1-based. */
  line: number;
  symbol: string;
  count: number;
  positions: Cell[];
  /** Line-bet multiple before the spin multiplier. */
  pay: number;
  /** Minor units, after the multiplier, floored. */
  win: number;
}

export interface SlotSpin {
  /** Symbol ids by reel then row: grid[reel][row], row 0 at the top. */
  grid: string[][];
  stops: number[];
  lineWins: SlotLineWin[];
  scatter: { count: number; positions: Cell[]; pay: number; win: number };
  /** 1 in the base game, the free-spin multiplier in free spins. */
  multiplier: number;
  /** Free spins this spin awarded (trigger or retrigger). */
  freeSpinsAwarded: number;
  /** Minor units won by this spin (floored). */
  win: number;
}

export interface SlotOutcome {
  kind: 'slot';
  lines: number;
  base: SlotSpin;
  freeSpins: SlotSpin[];
  /** The whole round in line-bet multiples (exact); win = floor(stake × units / lines). */
  units: number;
}

export interface RouletteOutcome {
  kind: 'roulette';
  pocket: number;
  color: 'red' | 'black' | 'green';
  bets: {
    type: RouletteBetType;
    /** The numbers the bet covers. */
    numbers: number[];
    amount: number;
    /** Total returned for this bet when it wins (stake included): amount × 36 / numbers. */
    payout: number;
    won: boolean;
    win: number;
  }[];
}

export interface DiceOutcome {
  kind: 'dice';
  /** 0.00–99.99. */
  roll: number;
  target: number;
  direction: 'under' | 'over';
  /** Win chance in percent. */
  chance: number;
  /** Payout multiplier (4 decimals) paid on a win. */
  payoutMultiplier: number;
  won: boolean;
}

export interface CrashOutcome {
  kind: 'crash';
  /** Where the multiplier crashed (2 decimals, ≥ 1). */
  crashPoint: number;
  cashOutAt: number;
  cashedOut: boolean;
}

export interface RoundResult {
  /** Total stake, minor units. */
  stake: number;
  /** Total win, minor units (floored). */
  win: number;
  /** win / stake. */
  multiplier: number;
  outcome: SlotOutcome | RouletteOutcome | DiceOutcome | CrashOutcome;
}
