/**
 * @casino/game-engine: the built-in provider's game mathematics. Pure TypeScript on node:crypto;
 * no database, HTTP or UI. See docs/decisions/006-game-engine.md.
 */
export { findTitle, GAME_CATEGORIES, GAME_TITLES, SYMBOLS } from './catalog.ts';
export { crashPoint } from './crash/engine.ts';
export { diceChance, diceMultiplier, diceTargetRange } from './dice/engine.ts';
export { BetError, isBetError } from './errors.ts';
export {
  createClientSeed,
  createHmacSource,
  createServerSeed,
  type FairnessInput,
  hashServerSeed,
  validateFairness,
} from './fairness.ts';
export { type Paytable, paytable } from './paytable.ts';
export {
  playRound,
  playRoundFrom,
  prepareRound,
  type VerifyRoundInput,
  type VerifyRoundResult,
  validateBet,
  verifyRound,
} from './play.ts';
export { createFastSource, type FloatSource } from './random.ts';
export { EUROPEAN_WHEEL, pocketColor, RED_NUMBERS } from './roulette/rules.ts';
export { type SimulationStats, simulate } from './simulate.ts';
export { type SlotMath, slotMath } from './slot/math.ts';
export { theoreticalRtp } from './theory.ts';
export type * from './types.ts';
