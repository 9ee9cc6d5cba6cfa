// @vitest-environment happy-dom
import type { SupportPush } from '@casino/contracts';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

/** The realtime channels the screen subscribed to, each with its push listener. */
const channels = vi.hoisted(() => new Map<string, (ctx: { data: unknown }) => void>());
vi.mock('centrifuge', () => ({
  Centrifuge: class {
    connect() {}
    disconnect() {}
    removeSubscription() {}
    newSubscription(channel: string) {
      return {
        on(event: string, listener: (ctx: { data: unknown }) => void) {
          if (event === 'publication') channels.set(channel, listener);
        },
        subscribe() {},
        removeAllListeners() {},
      };
    }
  },
}));

const ITEM = {
  id: 'c-1',
  status: 'open' as const,
  source: 'chat' as const,
  locale: 'de',
  player: { id: 'p-1', email: 'ana@example.com', nickname: null },
  guest: null,
  assignedTo: null,
  waitingSince: null,
  lastMessage: 'Hallo?',
  unread: 1,
  updatedAt: '2026-11-28T09:00:00.000Z',
};
const MESSAGE = {
  id: 'm-1',
  seq: 1,
  author: 'player' as 'player' | 'agent',
  agentName: null as string | null,
  body: 'Hallo?',
  attachment: null,
  createdAt: '2026-11-28T09:00:00.000Z',
};
const DETAIL = {
  conversation: { ...ITEM, channel: 'support:c-1', lastSeq: 1, playerReadSeq: 0, agentReadSeq: 1 },
  messages: [MESSAGE],
  context: null,
};
const agent = operator('support', ['listSupportConversations']);

function supportApi(send: (body: string) => typeof MESSAGE | Refusal) {
  return mockApi(
    on(backofficeApi.listSupportConversations, { items: [ITEM], agentsOnline: 2 }),
    on(backofficeApi.getSupportConversation, DETAIL),
    on(backofficeApi.listSupportCanned, {
      items: [{ id: 'cn-1', title: 'Gruß', body: 'Guten Tag!' }],
    }),
    on(backofficeApi.getSupportChannelToken, { channel: 'c-1', token: 't' }),
    on(backofficeApi.sendSupportTyping, { ok: true }),
    on(backofficeApi.sendSupportMessage, (request) =>
      send((request.body as { body: string }).body),
    ),
  );
}

describe('support chat screen', () => {
  it('shows the queue and opens a conversation with its messages and canned answers', async () => {
    supportApi(() => MESSAGE);
    renderAt('/support', agent);
    expect(await screen.findByText('2 agent(s) online')).toBeTruthy();
    fireEvent.click(screen.getByTestId('support-queue-item'));
    const conversation = await screen.findByTestId('support-conversation');
    expect(within(conversation).getByText('Hallo?')).toBeTruthy();
    expect(await within(conversation).findByRole('option', { name: 'Gruß' })).toBeTruthy();
  });

  it("sends an answer, and shows the player's typing pushed over the socket", async () => {
    const api = supportApi((body) => ({
      ...MESSAGE,
      id: 'm-2',
      seq: 2,
      author: 'agent',
      agentName: 'Ops',
      body,
    }));
    renderAt('/support/c-1', agent);
    const input = await screen.findByTestId('support-input');
    fireEvent.change(input, { target: { value: 'Guten Tag!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Guten Tag!')).toBeTruthy();
    expect(api.to(backofficeApi.sendSupportMessage)[0]?.body).toEqual({ body: 'Guten Tag!' });
    await expect.poll(() => channels.has('support:c-1')).toBe(true);
    const typing: SupportPush = { type: 'support.typing', author: 'player' };
    act(() => channels.get('support:c-1')?.({ data: typing }));
    expect(await screen.findByTestId('support-typing')).toBeTruthy();
  });

  it('shows the refusal of an answer and keeps the text', async () => {
    supportApi(() => new Refusal(409, 'closed', 'The conversation is closed'));
    renderAt('/support/c-1', agent);
    const input = (await screen.findByTestId('support-input')) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'Noch da?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The conversation is closed')).toBeTruthy();
    expect(input.value).toBe('Noch da?');
  });
});
