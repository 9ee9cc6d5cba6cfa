import { supportApi } from '@casino/contracts/api';
import { useEffect } from 'react';
import { call } from '../../lib/api';
import { session, useSession } from '../../lib/session/session-store';
import { useSite } from '../../lib/site';
import { chat } from './chat-store';
import type { ChatSync } from './chat-sync';
import type { WidgetDriver } from './chat-widgets';

let sync: ChatSync | null = null;
let driver: WidgetDriver | null = null;
/** The identity the vendor widget was last started for ('player:{id}', 'guest'). */
let widgetOwner: string | null = null;

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
  const widget = init.chatWidget ?? null;

  // A vendor's widget (Zendesk, Freshchat): loaded at mount for a player, or a guest when guest
  // chat is on; on logout the widget forgets the player before anything else starts.
  useEffect(() => {
    if (!widget || !owner) return;
    const previous = widgetOwner;
    widgetOwner = owner;
    const isPlayer = owner !== 'guest';
    chat.reset(owner);
    if (previous !== owner) chat.setWidget(null);
    let isCancelled = false;
    import('./chat-widgets')
      .then(async ({ widgetDriverOf }) => {
        driver ??= widgetDriverOf(widget);
        const active = driver;
        if (previous?.startsWith('player:') && previous !== owner) await active.signOut();
        if (isCancelled || (!isPlayer && !isGuestChatEnabled)) return;
        await active.start(isPlayer ? session.get().player : null);
        if (!isCancelled) chat.setWidget({ open: () => active.open() });
      })
      // A widget that does not load leaves the launchers on the FAQ, as without a chat.
      .catch(() => {});
    return () => {
      isCancelled = true;
    };
  }, [widget, owner, isGuestChatEnabled]);

  useEffect(() => {
    if (widget) return;
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
  }, [owner, isGuestChatEnabled, widget]);
}
