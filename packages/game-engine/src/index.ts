/**
 * @casino/game-engine: the built-in provider's game mathematics. Pure TypeScript on node:crypto;
 * no database, HTTP or UI. See docs/decisions/006-game-engine.md. Browsers import
 * `@casino/game-engine/rules` instead (no node:crypto).
 */
export {
  createClientSeed,
  createHmacSource,
  createServerSeed,
  type FairnessInput,
  hashServerSeed,
  validateFairness,
} from './fairness.ts';
export {
  playRound,
  type VerifyRoundInput,
  type VerifyRoundResult,
  verifyRound,
} from './play.ts';
export { createFastSource } from './random.ts';
export * from './rules.ts';
export { type SimulationStats, simulate } from './simulate.ts';
export { type SlotMath, slotMath } from './slot/math.ts';
export { type TheoreticalRtp, theoreticalRtp } from './theory.ts';
