import { supportApi } from '@casino/contracts/api';
import { useEffect } from 'react';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session/session-store';
import { useSite } from '../../lib/site';
import { chat } from './chat-store';
import type { ChatSync } from './chat-sync';

let sync: ChatSync | null = null;

/** The running sync (null until its code has loaded); the panel sends through it. */
export const chatSync = () => sync;

/**
 * Starts the chat at mount per the session (spec 4, mount sequence): a player's chat, or a
 * guest's when guest chat is on; restarts it on login and logout. The previous identity's
 * conversation is cleared from the page at once, before anything loads. On login this browser's
 * guest conversation is carried into the account.
 */
export function useSupportChat() {
  const { status, player } = useSession();
  const { init } = useSite();
  const owner =
    status === 'player' && player ? `player:${player.id}` : status === 'guest' ? 'guest' : null;
  const isGuestChatEnabled = init.isGuestChatEnabled;

  useEffect(() => {
    const previous = chat.get().owner;
    chat.reset(owner);
    if (!owner) return;
    const isPlayer = owner !== 'guest';
    if (!isPlayer && !isGuestChatEnabled) {
      chat.applyState({
        availability: { isOnline: false, reason: 'no_agent' },
        isAllowed: false,
        conversation: null,
        messages: [],
        unread: 0,
      });
      return;
    }
    let isCancelled = false;
    const claim =
      isPlayer && previous === 'guest' && isGuestChatEnabled
        ? call(supportApi.claimGuestConversation).catch(() => null)
        : Promise.resolve(null);
    void Promise.all([import('./chat-sync'), claim]).then(([{ startChatSync }]) => {
      if (isCancelled) return;
      sync = startChatSync(isPlayer);
    });
    return () => {
      isCancelled = true;
      sync?.stop();
      sync = null;
    };
  }, [owner, isGuestChatEnabled]);
}
