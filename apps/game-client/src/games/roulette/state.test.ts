import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../format.ts';
import { en } from '../../i18n/en.ts';
import { addRecent, colorOf, createBetSlip, labelSpot, nextRotation, pickChips } from './state.ts';

describe('roulette chips and bets', () => {
  it('offers six rungs of the stake ladder, the third picked at first', () => {
    const stakes = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];
    expect(pickChips(stakes)).toEqual({ chips: [10, 50, 100, 500, 1000, 5000], first: 100 });
    expect(pickChips([10, 20])).toEqual({ chips: [10], first: 10 });
  });

  it('adds chips per spot, undoes the last one and clears the table', () => {
    const slip = createBetSlip();
    slip.place('red', 100);
    slip.place('n17', 50);
    slip.place('red', 20);
    expect([...slip.totals]).toEqual([
      ['red', 120],
      ['n17', 50],
    ]);
    expect(slip.total()).toBe(170);
    slip.undo();
    slip.undo();
    expect([...slip.totals]).toEqual([['red', 100]]);
    slip.clear();
    expect(slip.isEmpty()).toBe(true);
    expect(slip.total()).toBe(0);
    slip.undo();
    expect(slip.total()).toBe(0);
  });

  it('keeps the twelve latest numbers, newest first', () => {
    let recent: number[] = [];
    for (let n = 1; n <= 14; n++) recent = addRecent(recent, n);
    expect(recent).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('names pockets by colour and spots in the player language', () => {
    expect([0, 1, 2].map(colorOf)).toEqual(['green', 'red', 'black']);
    const t = createTranslate(en);
    expect(labelSpot(t, 'n17')).toBe('17');
    expect(labelSpot(t, 'd2')).toBe(en.dozen2);
    expect(labelSpot(t, 'c3')).toBe(en.column_name.replace('{n}', '3'));
    expect(labelSpot(t, 'red')).toBe(en.red);
  });
});

describe('roulette wheel', () => {
  const order = [0, 32, 15, 19];

  it('turns four times and stops with the pocket under the marker', () => {
    expect(nextRotation(order, 0, 0)).toBe(1440);
    expect(nextRotation(order, 32, 0)).toBe(1440 + 270);
    const from = nextRotation(order, 32, 0);
    expect(nextRotation(order, 15, from) % 360).toBe(180);
  });
});
