import { describe, expect, it } from 'vitest';
import { ChannelHistory } from './history.ts';

describe('channel history', () => {
  const make = (size = 3, ttlMs = 1000, maxChannels = 2) => {
    let now = 0;
    const history = new ChannelHistory({ size, ttlMs, maxChannels }, () => now);
    return { history, later: (ms: number) => (now += ms) };
  };

  it('numbers publications from 1 under one epoch and gives those after a position', () => {
    const { history } = make();
    const start = history.position('c');
    expect(start.offset).toBe(0);
    history.append('c', '{"n":1}');
    history.append('c', '{"n":2}');
    const missed = history.since('c', start);
    expect(missed?.map((p) => [p.offset, p.dataJson])).toEqual([
      [1, '{"n":1}'],
      [2, '{"n":2}'],
    ]);
    expect(history.since('c', history.position('c'))).toEqual([]);
  });

  it('cannot recover across another epoch, dropped publications or an expired channel', () => {
    const { history, later } = make();
    const start = history.position('c');
    for (let n = 1; n <= 5; n += 1) history.append('c', `{"n":${n}}`);
    expect(history.since('c', start)).toBeNull(); // 1 and 2 dropped (size 3)
    expect(history.since('c', { epoch: 'other', offset: 4 })).toBeNull();
    const top = history.position('c');
    later(1001);
    expect(history.since('c', top)).toBeNull();
    expect(history.position('c').epoch).not.toBe(top.epoch);
  });

  it('keeps at most maxChannels, forgetting the least recently published', () => {
    const { history } = make();
    const a = history.position('a');
    history.append('a', '1');
    history.append('b', '1');
    history.append('c', '1');
    expect(history.since('a', a)).toBeNull();
  });
});
