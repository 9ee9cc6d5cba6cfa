import { describe, expect, it } from 'vitest';
import type { Broker, DeliverPublication } from './broker.ts';
import { Hub, type HubMember } from './hub.ts';

/** A broker that delivers only when the test says so, as a pub/sub connection that lags. */
function lateBroker() {
  let deliver: DeliverPublication = () => {};
  const create = (handler: DeliverPublication): Broker => {
    deliver = handler;
    return {
      kind: 'redis',
      publish: async () => 1,
      history: async () => ({ epoch: 'e1', offset: 0, publications: [] }),
      subscribe: async () => {},
      unsubscribe: async () => {},
      close: async () => {},
    };
  };
  return { create, arrive: (...args: Parameters<DeliverPublication>) => deliver(...args) };
}

function member(): HubMember & { frames: string[] } {
  const frames: string[] = [];
  return {
    userId: 'u',
    sessionId: 's',
    frames,
    send: (frame) => frames.push(frame),
    close: () => {},
    receive: () => {},
    invalidate: () => {},
  };
}

const offsets = (frames: string[]) =>
  frames.map(
    (frame) => (JSON.parse(frame) as { push: { pub: { offset: number } } }).push.pub.offset,
  );

describe('hub subscribe boundary', () => {
  it('holds publications until the reply, then writes only those after its position', async () => {
    const broker = lateBroker();
    const hub = new Hub(broker.create);
    const client = member();
    hub.add(client);
    expect(await hub.subscribe('c', client, true)).toBe(true);
    broker.arrive('c', '{"n":3}', { epoch: 'e1', offset: 3 });
    broker.arrive('c', '{"n":4}', { epoch: 'e1', offset: 4 });
    expect(client.frames).toEqual([]);
    hub.release('c', client, { epoch: 'e1', offset: 3 });
    expect(offsets(client.frames)).toEqual([4]);
    // Arriving late on the pub/sub connection: already sent, not written again.
    broker.arrive('c', '{"n":4}', { epoch: 'e1', offset: 4 });
    broker.arrive('c', '{"n":5}', { epoch: 'e1', offset: 5 });
    expect(offsets(client.frames)).toEqual([4, 5]);
    // A new epoch (the history expired) starts over.
    broker.arrive('c', '{"n":1}', { epoch: 'e2', offset: 1 });
    expect(offsets(client.frames)).toEqual([4, 5, 1]);
  });
});

describe('hub after a Redis outage', () => {
  /** A socket of `userId` bound to `sessionId`, recording how it was closed. */
  const socket = (userId: string, sessionId: string) => {
    const closes: number[] = [];
    const bound: HubMember & { closes: number[] } = {
      ...member(),
      userId,
      sessionId,
      closes,
      close: ({ code }) => closes.push(code),
    };
    return bound;
  };

  it('re-checks in one lookup the sessions of the players whose control publish was lost', async () => {
    const lookups: string[][] = [];
    const hub = new Hub(lateBroker().create, {
      openSessions: async (ids) => {
        lookups.push(ids);
        return new Set(['open']);
      },
    });
    const ended = socket('u1', 'closed');
    const sameSession = socket('u1', 'closed');
    const staying = socket('u1', 'open');
    const otherPlayer = socket('u2', 'closed-too');
    const anonymous = socket('', '');
    for (const m of [ended, sameSession, staying, otherPlayer, anonymous]) hub.add(m);

    hub.invalidate(['wallet:accounts#u1']);
    expect(lookups).toEqual([]);
    hub.invalidate(['wallet:accounts#u1', '$control:u1']);
    await expect.poll(() => ended.closes).toEqual([3500]);
    expect(lookups).toEqual([['closed', 'open']]);
    expect([sameSession.closes, staying.closes, otherPlayer.closes]).toEqual([[3500], [], []]);

    // Every socket (its own Redis link broke, or the periodic backstop).
    hub.remove(ended, []);
    hub.remove(sameSession, []);
    expect(await hub.closeEndedSessions()).toBe(1);
    expect(lookups.at(-1)).toEqual(['open', 'closed-too']);
    expect([staying.closes, otherPlayer.closes, anonymous.closes]).toEqual([[], [3500], []]);
  });
});
