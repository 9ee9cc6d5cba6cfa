import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../shared/event-bus.ts';
import { wireSupportPushes } from './support-pushes.ts';

describe('support pushes from the event bus', () => {
  function wired() {
    const events = createEventBus((err) => {
      throw err;
    });
    const published: Array<[string, unknown]> = [];
    const revoked: string[] = [];
    const errors: string[] = [];
    const stop = wireSupportPushes({
      events,
      publish: async (channel, push) => published.push([channel, push]),
      revokeHolder: async (holder) => revoked.push(holder),
      log: { error: (_details, message) => errors.push(message) },
    });
    return { events, published, revoked, errors, stop };
  }

  it("puts a conversation's change on its channel and nudges the agents' queue when asked", () => {
    const { events, published } = wired();
    events.emit({
      type: 'support.conversation.changed',
      conversationId: 'c1',
      push: { type: 'support.typing', author: 'agent' },
      toQueue: false,
    });
    events.emit({
      type: 'support.conversation.changed',
      conversationId: 'c2',
      push: null,
      toQueue: true,
    });
    expect(published).toEqual([
      ['support:c1', { type: 'support.typing', author: 'agent' }],
      ['support:queue', { type: 'support.queue', conversationId: 'c2' }],
    ]);
  });

  it("closes an ended agent's sockets, and stops listening when told", () => {
    const { events, revoked, published, stop } = wired();
    events.emit({ type: 'support.agent.ended', holder: 'agent:o1' });
    expect(revoked).toEqual(['agent:o1']);
    stop();
    events.emit({ type: 'support.agent.ended', holder: 'agent:o2' });
    events.emit({
      type: 'support.conversation.changed',
      conversationId: 'c',
      push: null,
      toQueue: true,
    });
    expect(revoked).toEqual(['agent:o1']);
    expect(published).toEqual([]);
  });

  it('logs a publication that failed instead of throwing into the emitter', async () => {
    const events = createEventBus((err) => {
      throw err;
    });
    const errors: string[] = [];
    wireSupportPushes({
      events,
      publish: () => Promise.reject(new Error('redis down')),
      revokeHolder: () => Promise.reject(new Error('redis down')),
      log: { error: (_details, message) => errors.push(message) },
    });
    events.emit({
      type: 'support.conversation.changed',
      conversationId: 'c',
      push: null,
      toQueue: true,
    });
    events.emit({ type: 'support.agent.ended', holder: 'agent:o1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors.sort()).toEqual([
      'a support push was not published',
      "an agent's support sockets were not closed",
    ]);
  });
});
