import { describe, expect, it } from 'vitest';
import { isGlyphId } from './art/index.ts';
import { findTitle, GAME_CATEGORIES, GAME_TITLES, SYMBOLS } from './catalog.ts';
import { paytable } from './paytable.ts';
import { slotMaxWin } from './slot/define.ts';
import type { GameKind, SlotConfig } from './types.ts';

const slots = GAME_TITLES.flatMap((title) =>
  title.config.kind === 'slot' ? [{ title, config: title.config as SlotConfig }] : [],
);
const HEX = /^#[0-9a-f]{6}$/i;

describe('the catalog', () => {
  it('holds at least 40 titles: 20 slots and 5 of every other kind', () => {
    expect(GAME_TITLES.length).toBeGreaterThanOrEqual(40);
    const count = (kind: GameKind) => GAME_TITLES.filter((title) => title.kind === kind).length;
    expect(count('slot')).toBeGreaterThanOrEqual(20);
    for (const kind of ['roulette', 'dice', 'crash'] as const) {
      expect(count(kind)).toBeGreaterThanOrEqual(5);
    }
  });

  it('identities are unique kebab-case and findTitle finds each', () => {
    const identities = GAME_TITLES.map((title) => title.identity);
    expect(new Set(identities).size).toBe(identities.length);
    for (const title of GAME_TITLES) {
      expect(title.identity).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(findTitle(title.identity)).toBe(title);
      expect(title.config.kind).toBe(title.kind);
    }
    expect(findTitle('no-such-game')).toBeUndefined();
  });

  it('every title has lobby data: categories, art colours, date, popularity', () => {
    const categories = new Set(GAME_CATEGORIES.map((category) => category.identity));
    for (const title of GAME_TITLES) {
      expect(title.categories.length).toBeGreaterThan(0);
      for (const category of title.categories) expect(categories.has(category)).toBe(true);
      expect(title.art.background).toMatch(HEX);
      expect(title.art.accent).toMatch(HEX);
      expect(title.art.motif.length).toBeGreaterThanOrEqual(1);
      for (const mark of title.art.motif) {
        expect(isGlyphId(mark.glyph), `${title.identity}: ${mark.glyph}`).toBe(true);
        expect(mark.color).toMatch(HEX);
      }
      expect(new Date(title.releasedAt).toISOString().slice(0, 10)).toBe(title.releasedAt);
      expect(title.popularity).toBeGreaterThanOrEqual(0);
      expect(title.popularity).toBeLessThanOrEqual(100);
      expect(title.rtp).toBeGreaterThan(0.94);
      expect(title.rtp).toBeLessThan(1);
      expect(title.maxWinMultiplier).toBeGreaterThan(1);
      expect(title.name.length).toBeGreaterThan(0);
      expect(title.description.length).toBeGreaterThan(0);
    }
    for (const identity of ['slots', 'table', 'instant']) {
      expect(GAME_TITLES.some((title) => title.categories.includes(identity))).toBe(true);
    }
  });
});

describe('slot titles', () => {
  it('are genuinely different: no two share a paytable or reel strips', () => {
    const paytables = new Set(
      slots.map(({ config }) => JSON.stringify(Object.values(config.pays))),
    );
    const strips = new Set(
      slots.map(({ config }) => JSON.stringify(config.reelStrips.map((strip) => strip.length))),
    );
    expect(paytables.size).toBe(slots.length);
    expect(strips.size).toBeGreaterThan(slots.length / 2);
    expect(new Set(slots.map(({ title }) => title.theme)).size).toBeGreaterThanOrEqual(20);
    const volatilities = new Set(slots.map(({ title }) => title.volatility));
    expect([...volatilities].sort()).toEqual(['high', 'low', 'medium']);
  });

  it('draw with symbols the browser can show, one wild and one scatter', () => {
    for (const { title, config } of slots) {
      expect(SYMBOLS[title.identity]).toBe(config.symbols);
      const ids = config.symbols.map((symbol) => symbol.id);
      expect(new Set(ids).size).toBe(ids.length);
      // Each symbol has its own drawing in the art library, and each title its own set.
      expect(new Set(config.symbols.map((symbol) => symbol.glyph)).size).toBe(ids.length);
      for (const symbol of config.symbols) expect(isGlyphId(symbol.glyph)).toBe(true);
      expect(config.symbols.filter((symbol) => symbol.kind === 'wild')).toHaveLength(1);
      expect(config.symbols.filter((symbol) => symbol.kind === 'scatter')).toHaveLength(1);
      for (const symbol of config.symbols) expect(symbol.color).toMatch(HEX);
      for (const strip of config.reelStrips) {
        for (const id of strip) expect(ids).toContain(id);
      }
    }
  });

  it('never show two scatters on one reel, and pay more for more of a kind', () => {
    for (const { title, config } of slots) {
      const scatter = config.symbols.find((symbol) => symbol.kind === 'scatter')!.id;
      for (const strip of config.reelStrips) {
        for (let stop = 0; stop < strip.length; stop++) {
          const window = [0, 1, 2].map((row) => strip[(stop + row) % strip.length]);
          expect(window.filter((id) => id === scatter).length, title.identity).toBeLessThanOrEqual(
            1,
          );
        }
      }
      for (const pays of Object.values(config.pays)) {
        const paying = pays.filter((pay) => pay > 0);
        expect([...paying].sort((a, b) => a - b)).toEqual(paying);
      }
      expect(title.maxWinMultiplier).toBe(slotMaxWin(config));
    }
  });
});

describe('paytable', () => {
  it('lists slot pays per symbol, scatter pays and free-spin awards', () => {
    const table = paytable(findTitle('pharaohs-fortune')!);
    if (table.kind !== 'slot') throw new Error('expected a slot paytable');
    expect(table.lines).toBe(20);
    expect(table.paylines).toHaveLength(20);
    expect(table.symbols[0]!.kind).toBe('wild');
    expect(table.symbols[0]!.pays.map((row) => row.count)).toEqual([3, 4, 5]);
    expect(table.scatter.freeSpins.map((row) => row.count)).toEqual([3, 4, 5]);
    expect(table.scatter.pays.length).toBe(3);
  });

  it('shows roulette returns, dice multipliers and crash chances', () => {
    const roulette = paytable(findTitle('european-roulette')!);
    expect(
      roulette.kind === 'roulette' && roulette.bets.find((bet) => bet.type === 'straight'),
    ).toEqual({
      type: 'straight',
      numbers: 1,
      pays: 35,
      returns: 36,
    });
    const dice = paytable(findTitle('classic-dice')!);
    expect(
      dice.kind === 'dice' && dice.examples.find((row) => row.chance === 49.5)?.multiplier,
    ).toBe(2);
    const crash = paytable(findTitle('rocket-crash')!);
    expect(
      crash.kind === 'crash' && crash.examples.find((row) => row.cashOutAt === 2)?.chance,
    ).toBe(49.5);
  });
});
