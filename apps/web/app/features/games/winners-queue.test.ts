import type { Winner } from '@casino/contracts';
import {
  WINNERS_THROTTLE_MS as CONTRACT_MS,
  WINNERS_LIST_SIZE as CONTRACT_SIZE,
} from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createWinnersQueue,
  initialWinners,
  mergeWinner,
  WINNERS_LIST_SIZE,
  WINNERS_THROTTLE_MS,
} from './winners-queue';

let serial = 0;
function winner(gameId: string, extra: Partial<Winner> = {}): Winner {
  serial += 1;
  return {
    id: `w${serial}`,
    gameId,
    gameIdentity: gameId,
    gameName: gameId,
    gameImage: `/art/${gameId}.svg`,
    nickname: 'pla***',
    amount: 1000 + serial,
    currency: 'USD',
    createdAt: new Date(serial * 1000).toISOString(),
    ...extra,
  };
}
const games = (list: readonly Winner[]) => list.map((w) => w.gameId);

describe('the latest-winners rules', () => {
  it('uses the contract figures: 12 winners, 3000 ms', () => {
    expect(WINNERS_LIST_SIZE).toBe(CONTRACT_SIZE);
    expect(WINNERS_THROTTLE_MS).toBe(CONTRACT_MS);
    expect([WINNERS_LIST_SIZE, WINNERS_THROTTLE_MS]).toEqual([12, 3000]);
  });

  it('puts a new winner first and keeps the newest 12', () => {
    let list: readonly Winner[] = [];
    for (let i = 0; i < 15; i++) list = mergeWinner(list, winner(`g${i}`));
    expect(list).toHaveLength(12);
    expect(list[0]?.gameId).toBe('g14');
    expect(list.at(-1)?.gameId).toBe('g3');
  });

  it('replaces the entry of the same game instead of listing the game twice', () => {
    const list = [winner('a'), winner('b'), winner('c')];
    const fresh = winner('b', { amount: 99_999 });
    const next = mergeWinner(list, fresh);
    expect(games(next)).toEqual(['b', 'a', 'c']);
    expect(next[0]?.amount).toBe(99_999);
  });

  it('ignores a winner already shown', () => {
    const first = winner('a');
    const list = [first, winner('b')];
    expect(mergeWinner(list, { ...first })).toBe(list);
  });

  it('builds the first list with one entry per game, newest first, at most 12', () => {
    const items = [
      winner('a'),
      winner('b'),
      winner('a'),
      ...Array.from({ length: 20 }, (_, i) => winner(`x${i}`)),
    ];
    const list = initialWinners(items);
    expect(list).toHaveLength(12);
    expect(games(list).slice(0, 3)).toEqual(['a', 'b', 'x0']);
  });
});

describe('createWinnersQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(initial: Winner[] = []) {
    const seen: string[][] = [];
    const queue = createWinnersQueue({ initial, onChange: (list) => seen.push(games(list)) });
    return { queue, seen };
  }

  it('shows the first winner at once and the next ones one per 3000 ms', () => {
    const { queue } = setup([winner('old')]);
    queue.push(winner('a'));
    queue.push(winner('b'));
    queue.push(winner('c'));
    expect(games(queue.list)).toEqual(['a', 'old']);
    expect(queue.pending).toBe(2);

    vi.advanceTimersByTime(2999);
    expect(games(queue.list)).toEqual(['a', 'old']);
    vi.advanceTimersByTime(1);
    expect(games(queue.list)).toEqual(['b', 'a', 'old']);
    vi.advanceTimersByTime(3000);
    expect(games(queue.list)).toEqual(['c', 'b', 'a', 'old']);
    expect(queue.pending).toBe(0);
  });

  it('waits out the rest of the 3000 ms after a winner shown earlier', () => {
    const { queue } = setup();
    queue.push(winner('a'));
    vi.advanceTimersByTime(1000);
    queue.push(winner('b'));
    expect(games(queue.list)).toEqual(['a']);
    vi.advanceTimersByTime(1999);
    expect(games(queue.list)).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(games(queue.list)).toEqual(['b', 'a']);
    vi.advanceTimersByTime(10_000);
    queue.push(winner('c'));
    expect(games(queue.list)).toEqual(['c', 'b', 'a']);
  });

  it('never shows more than one new winner in any 3000 ms window of a burst', () => {
    const { queue, seen } = setup();
    const shownAt: number[] = [];
    const start = Date.now();
    for (let i = 0; i < 8; i++) queue.push(winner(`g${i}`));
    for (let t = 0; t <= 30_000; t += 100) {
      const before = seen.length;
      vi.advanceTimersByTime(100);
      if (seen.length > before) shownAt.push(Date.now() - start);
    }
    for (let i = 1; i < shownAt.length; i++) {
      expect((shownAt[i] ?? 0) - (shownAt[i - 1] ?? 0)).toBeGreaterThanOrEqual(3000);
    }
    expect(queue.list).toHaveLength(8);
  });

  it('replaces a waiting winner of the same game with the newer one', () => {
    const { queue } = setup();
    queue.push(winner('a'));
    queue.push(winner('b', { amount: 1 }));
    queue.push(winner('c'));
    queue.push(winner('b', { amount: 2 }));
    expect(queue.pending).toBe(2);
    vi.advanceTimersByTime(6000);
    expect(games(queue.list)).toEqual(['c', 'b', 'a']);
    expect(queue.list[1]?.amount).toBe(2);
  });

  it('replaces the shown entry of a game that wins again', () => {
    const { queue } = setup([winner('a'), winner('b'), winner('c')]);
    queue.push(winner('c', { amount: 123 }));
    expect(games(queue.list)).toEqual(['c', 'a', 'b']);
    expect(queue.list[0]?.amount).toBe(123);
  });

  it('keeps the strip at 12 however many winners arrive', () => {
    const { queue } = setup(Array.from({ length: 12 }, (_, i) => winner(`old${i}`)));
    for (let i = 0; i < 30; i++) queue.push(winner(`new${i}`));
    expect(queue.pending).toBeLessThanOrEqual(12);
    vi.advanceTimersByTime(60_000);
    expect(queue.list).toHaveLength(12);
    expect(queue.list[0]?.gameId).toBe('new29');
    expect(queue.list.every((w) => w.gameId.startsWith('new'))).toBe(true);
  });

  it('drops a winner it has already shown or queued (a refetch repeats them)', () => {
    const { queue, seen } = setup();
    const a = winner('a');
    queue.push(a);
    queue.push({ ...a });
    expect(queue.pending).toBe(0);
    expect(seen).toHaveLength(1);
  });

  it('stops its timer when disposed', () => {
    const { queue, seen } = setup();
    queue.push(winner('a'));
    queue.push(winner('b'));
    queue.dispose();
    vi.advanceTimersByTime(10_000);
    expect(seen).toHaveLength(1);
  });
});
