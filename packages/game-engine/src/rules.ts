/**
 * `@casino/game-engine/rules`: everything but the HMAC stream, free of node:crypto, so a browser
 * can draw reels (SYMBOLS), show paytables and recompute a revealed round from HMAC blocks it
 * computed itself (floatsFromHmacBlocks + prepareRound + createReplaySource).
 */
export {
  type ArtMark,
  drawGlyph,
  GLYPHS,
  glyphDataUri,
  glyphSvg,
  isGlyphId,
  mark,
  type SymbolFrame,
  symbolDataUri,
  symbolSvg,
  type TileArt,
  tileSvg,
} from './art/index.ts';
export { findTitle, GAME_CATEGORIES, GAME_TITLES, SYMBOLS } from './catalog.ts';
export { crashPoint } from './crash/engine.ts';
export { diceChance, diceMultiplier, diceTargetRange } from './dice/engine.ts';
export { BetError, isBetError, MAX_STAKE } from './errors.ts';
export { type Paytable, paytable } from './paytable.ts';
export { createReplaySource, type FloatSource } from './random.ts';
export { EUROPEAN_WHEEL, pocketColor, RED_NUMBERS } from './roulette/rules.ts';
export {
  floatsFromHmacBlocks,
  maxFloatsPerRound,
  playRoundFrom,
  prepareRound,
  validateBet,
} from './round.ts';
export type * from './types.ts';
