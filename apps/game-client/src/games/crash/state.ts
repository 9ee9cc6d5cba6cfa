import type { CrashConfig } from '@casino/game-engine';

const QUICK = [1.5, 2, 3, 5, 10];
const STEPS = [1.5, 2, 3, 5, 10, 20, 50, 100, 250, 1000, 5000];

/** Growth rate of the curve before a round (and while it waits for the server). */
export const IDLE_GROWTH = 0.385;

/** The quick cash-out buttons this title allows. */
export const quickCashOuts = (config: CrashConfig) =>
  QUICK.filter((v) => v >= config.minCashOut && v <= config.maxCashOut);

/** A typed cash-out, inside the title's limits, to the hundredth. */
export function clampCashOut(config: CrashConfig, value: number) {
  const clamped = Math.min(config.maxCashOut, Math.max(config.minCashOut, value));
  return Math.round(clamped * 100) / 100;
}

/** About 2× after 1.8 s; long flights are sped up to end within 8 s. */
export function planFlight(crashPoint: number) {
  const growth = Math.max(IDLE_GROWTH, Math.log(crashPoint) / 8);
  return { growth, duration: (Math.log(crashPoint) / growth) * 1000 };
}

/** The multiplier shown `ms` into the flight: floored to the hundredth, never past the crash. */
export function multiplierAt(crashPoint: number, growth: number, ms: number) {
  const seconds = ms / 1000;
  return Math.min(crashPoint, Math.floor(Math.exp(growth * seconds) * 100) / 100);
}

/** The graph's axes after `seconds` at multiplier `m`, with the cash-out line kept in view. */
export function scaleGraph(seconds: number, m: number, cashOut: number) {
  const xMax = Math.max(4, seconds * 1.15);
  const yMax = Math.max(2, m * 1.2, Math.min(cashOut * 1.1, 3));
  return { xMax, yMax, steps: STEPS.filter((v) => v < yMax).slice(-3) };
}
