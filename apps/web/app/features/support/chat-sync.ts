import type { SupportConversation, SupportMessage, SupportPush } from '@casino/contracts';
import { supportApi } from '@casino/contracts/api';
import type { Subscription } from 'centrifuge';
import { call } from '../../lib/api';
import { holdRealtime, type RealtimeLease } from '../../lib/realtime/connection';
import { chat } from './chat-store';

const TYPING_SHOWN_MS = 4000;

/**
 * Keeps the chat of one identity in step with the server (docs/decisions/030): the state from the
 * API, then the conversation's channel over the realtime socket. Every (re)subscription and every
 * gap in the numbers reads what came after the last message shown, so nothing is lost across
 * reconnects and nothing is shown twice (messages merge by `seq`). Loaded on demand.
 */
export function startChatSync(isPlayer: boolean) {
  let lease: RealtimeLease | null = null;
  let subscription: Subscription | null = null;
  let isStopped = false;
  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  let resuming: Promise<void> | null = null;

  const lastSeq = () => chat.get().messages.at(-1)?.seq ?? 0;

  /** Reads what came after the last message shown (one read at a time). */
  const resume = () => {
    resuming ??= call(supportApi.getState, { query: { after: lastSeq() } })
      .then((next) => {
        if (!isStopped) chat.applyState(next);
      })
      .catch(() => {})
      .finally(() => {
        resuming = null;
      });
    return resuming;
  };

  const onPush = (push: SupportPush) => {
    switch (push.type) {
      case 'support.message': {
        const { seq } = push.message;
        if (seq <= lastSeq()) return;
        if (seq === lastSeq() + 1) chat.addMessages([push.message]);
        else void resume();
        if (push.message.author === 'agent') chat.setAgentTyping(false);
        return;
      }
      case 'support.typing':
        if (push.author !== 'agent') return;
        chat.setAgentTyping(true);
        clearTimeout(typingTimer);
        typingTimer = setTimeout(() => chat.setAgentTyping(false), TYPING_SHOWN_MS);
        return;
      case 'support.read':
        if (push.author === 'agent') chat.patchConversation({ agentReadSeq: push.seq });
        else chat.patchConversation({ playerReadSeq: push.seq });
        return;
      case 'support.status':
        chat.patchConversation({ status: push.status, isAssigned: push.isAssigned });
        return;
    }
  };

  /** Drops the conversation's subscription and gives the page's connection back. */
  const leave = () => {
    if (subscription) {
      subscription.removeAllListeners();
      lease?.client.removeSubscription(subscription);
    }
    subscription = null;
    lease?.release();
    lease = null;
  };

  /** Follows the conversation's channel on the page's realtime connection (as the player, or a guest). */
  const connect = (channel: string) => {
    if (isStopped || subscription?.channel === channel) return;
    leave();
    lease = holdRealtime(isPlayer ? 'player' : 'guest');
    subscription = lease.client.newSubscription(channel, {
      getToken: async () => (await call(supportApi.getChannelToken)).token,
    });
    subscription.on('publication', (ctx) => onPush(ctx.data as SupportPush));
    subscription.on('subscribed', () => {
      document.documentElement.dataset.chat = 'live';
      void resume();
    });
    subscription.on('subscribing', () => {
      document.documentElement.dataset.chat = 'connecting';
    });
    subscription.subscribe();
  };

  void call(supportApi.getState).then((state) => {
    if (isStopped) return;
    chat.applyState(state);
    if (state.conversation) connect(state.conversation.channel);
  });

  return {
    /** A message sent: shown at once (merged by number), and its conversation's channel followed. */
    sent({
      conversation,
      message,
    }: {
      conversation: SupportConversation;
      message: SupportMessage;
    }) {
      chat.setConversation(conversation);
      chat.addMessages([message]);
      connect(conversation.channel);
    },
    stop() {
      isStopped = true;
      clearTimeout(typingTimer);
      leave();
      delete document.documentElement.dataset.chat;
    },
  };
}

export type ChatSync = ReturnType<typeof startChatSync>;
