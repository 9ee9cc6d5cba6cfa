// @vitest-environment happy-dom
import { mockApi, on, Refusal } from '@casino/api-client/testing';
import type { SupportConversation, SupportMessage } from '@casino/contracts';
import { supportApi } from '@casino/contracts/api';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PLAYER, renderScreen } from '../../test/render';
import ChatPanel from './chat-panel';
import { chat } from './chat-store';

const CONVERSATION: SupportConversation = {
  id: 'c-1',
  status: 'open',
  channel: 'support:c-1',
  lastSeq: 2,
  playerReadSeq: 2,
  agentReadSeq: 1,
  isAssigned: true,
};

const message = (seq: number, author: 'player' | 'agent', body: string): SupportMessage => ({
  id: `m-${seq}`,
  seq,
  author,
  agentName: author === 'agent' ? 'Mia' : null,
  body,
  attachment: null,
  createdAt: '2026-11-28T10:00:00.000Z',
});

/** The player's open conversation with an agent online, as the chat's sync loaded it. */
function openChat() {
  chat.reset(`player:${PLAYER.id}`);
  chat.applyState({
    availability: { isOnline: true, reason: null },
    isAllowed: true,
    conversation: CONVERSATION,
    messages: [message(1, 'player', 'My deposit is missing'), message(2, 'agent', 'Checking now')],
    unread: 0,
  });
  chat.open();
}

beforeEach(() => {
  chat.close();
});

describe('the support chat panel', () => {
  it('shows the conversation in order, with who wrote what', async () => {
    mockApi();
    openChat();
    renderScreen(ChatPanel, { player: PLAYER });
    const bubbles = await screen.findAllByTestId('chat-message');
    expect(bubbles.map((b) => b.textContent)).toEqual([
      expect.stringContaining('My deposit is missing'),
      expect.stringContaining('MiaChecking now'),
    ]);
    expect(screen.getByRole('dialog', { name: 'Support chat' })).toBeTruthy();
  });

  it('sends a message and clears the composer', async () => {
    const api = mockApi(
      on(supportApi.sendTyping, { ok: true }),
      on(supportApi.sendMessage, {
        conversation: { ...CONVERSATION, lastSeq: 3 },
        message: message(3, 'player', 'Thanks'),
      }),
    );
    openChat();
    renderScreen(ChatPanel, { player: PLAYER });
    const input = (await screen.findByTestId('chat-input')) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'Thanks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect.poll(() => input.value).toBe('');
    expect(api.to(supportApi.sendMessage)[0]?.body).toMatchObject({ body: 'Thanks' });
  });

  it('says when the server refuses an image as too large', async () => {
    mockApi(
      on(
        supportApi.sendAttachment,
        new Refusal(422, 'validation_failed', 'Invalid data', {
          data: ['File is larger than 5 MB'],
        }),
      ),
    );
    openChat();
    renderScreen(ChatPanel, { player: PLAYER });
    const file = new File([new Uint8Array(16)], 'receipt.png', { type: 'image/png' });
    const input = await screen.findByTestId('chat-file');
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The image is too large');
    expect(screen.getAllByTestId('chat-message')).toHaveLength(2);
  });
});
