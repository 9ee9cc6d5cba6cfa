/**
 * `npm run -w @casino/game-engine rtp:report [-- rounds]`: every title's exact RTP beside the
 * stated one, hit rate and volatility index (VI = 1.645 σ, σ = per-round standard deviation in
 * stake multiples). Slots: RTP exact, hit rate and σ simulated (default 1,000,000 rounds);
 * other kinds: everything analytic for a reference bet.
 */
import { GAME_TITLES } from './catalog.ts';
import { DICE_OUTCOMES, diceMultiplier } from './dice/engine.ts';
import { createFastSource } from './random.ts';
import { simulate } from './simulate.ts';
import { slotMath } from './slot/math.ts';
import { theoreticalRtp } from './theory.ts';
import type { GameTitle } from './types.ts';

const rounds = Number(process.argv[2] ?? 1_000_000);
const pct = (x: number, digits = 4) => `${(x * 100).toFixed(digits)}%`;

/** Hit rate and σ of a bet paying `multiple` × stake with probability p. */
const binary = (p: number, multiple: number) => ({
  hitRate: p,
  sd: Math.sqrt(p * multiple ** 2 - (p * multiple) ** 2),
});

function figures(title: GameTitle, index: number) {
  const { config } = title;
  const theory = theoreticalRtp(title);
  switch (config.kind) {
    case 'slot': {
      const math = slotMath(config);
      const stats = simulate(title, rounds, { source: createFastSource(1000 + index) });
      return {
        theory,
        reference: `${config.lines} lines`,
        ...stats,
        detail: `base ${pct(math.baseRtp, 2)} + free spins ${pct(math.freeSpinsRtp, 2)}; trigger 1 in ${(1 / math.triggerProbability).toFixed(0)}, ${math.expectedFreeSpins.toFixed(2)} spins; measured ${pct(stats.rtp, 2)}, top win ${stats.maxMultiplier.toFixed(0)}×`,
      };
    }
    case 'roulette':
      return {
        theory,
        reference: 'straight / red',
        ...binary(1 / 37, 36),
        detail: `red: hit ${pct(18 / 37, 2)}, σ ${binary(18 / 37, 2).sd.toFixed(3)}`,
      };
    case 'dice': {
      const chance = 4950;
      const multiple = diceMultiplier(config, chance) / 10_000;
      const long = Math.round(config.minChance * 100);
      return {
        theory,
        reference: '49.50% chance',
        ...binary(chance / DICE_OUTCOMES, multiple),
        detail: `min chance ${config.minChance}%: ×${diceMultiplier(config, long) / 10_000}, σ ${binary(long / DICE_OUTCOMES, diceMultiplier(config, long) / 10_000).sd.toFixed(2)}; RTP over all targets ${pct(theory.range[0])}–${pct(theory.range[1])}`,
      };
    }
    case 'crash': {
      const edge = config.houseEdge;
      return {
        theory,
        reference: 'cash out 2×',
        ...binary((1 - edge) / 2, 2),
        detail: `at ${config.maxCashOut}×: σ ${binary((1 - edge) / config.maxCashOut, config.maxCashOut).sd.toFixed(2)}`,
      };
    }
  }
}

console.log(
  `| title | kind | volatility | stated RTP | computed RTP | reference bet | hit rate | σ | VI (1.645σ) | notes |`,
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
GAME_TITLES.forEach((title, index) => {
  const row = figures(title, index);
  console.log(
    `| ${title.identity} | ${title.kind} | ${title.volatility} | ${pct(title.rtp)} | ${pct(row.theory.rtp)} | ${row.reference} | ${pct(row.hitRate, 2)} | ${row.sd.toFixed(2)} | ${(1.645 * row.sd).toFixed(2)} | ${row.detail} |`,
  );
});
