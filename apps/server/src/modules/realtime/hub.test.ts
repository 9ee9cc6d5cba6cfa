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
