import { MessageCircle } from 'lucide-react';
import type { MouseEvent } from 'react';
import { preloadChatPanel } from '../../layouts/chrome/player-chrome';
import { useT } from '../../lib/site';
import { chat, unreadOf, useChat } from './chat-store';

/**
 * What a launcher needs: whether the chat can open here (a player, or a guest with guest chat),
 * the unread count, and the click handler. Launchers are links to the FAQ before hydration and
 * where the chat is not offered.
 */
export function useChatLauncher() {
  const widget = useChat((s) => s.widget, null);
  const isAvailable = useChat(
    (s) => s.owner !== null && (s.widget !== null || (s.isLoaded && s.isAllowed)),
    false,
  );
  const unread = useChat(unreadOf, 0);
  const isOpen = useChat((s) => s.isOpen, false);
  const open = (event: MouseEvent) => {
    if (!isAvailable) return;
    event.preventDefault();
    if (!widget) void preloadChatPanel();
    if (widget) widget.open();
    else if (isOpen) chat.close();
    else chat.open();
  };
  return { isAvailable, unread, isOpen, open, hasWidget: widget !== null };
}

/** The unread count on a launcher. */
export function UnreadBadge({ count }: { count: number }) {
  const t = useT();
  if (count === 0) return null;
  return (
    <span className="chat-badge" data-testid="chat-unread">
      <span aria-hidden="true">{count > 9 ? '9+' : count}</span>
      <span className="visually-hidden">{t('chat.unread', { count })}</span>
    </span>
  );
}

/** The desktop launcher, bottom right (phones use the bottom bar's Chat). */
export function ChatFab() {
  const t = useT();
  const { isAvailable, unread, isOpen, open, hasWidget } = useChatLauncher();
  // A vendor's widget shows its own launcher on desktop.
  if (!isAvailable || isOpen || hasWidget) return null;
  return (
    <button
      type="button"
      className="chat-fab"
      onClick={open}
      aria-label={t('chat.open')}
      data-testid="chat-fab"
    >
      <MessageCircle size={24} aria-hidden="true" />
      <UnreadBadge count={unread} />
    </button>
  );
}

/** "Chat with us" on the help pages (only where the chat is offered). */
export function ChatHelpButton() {
  const t = useT();
  const { isAvailable, open } = useChatLauncher();
  if (!isAvailable) return null;
  return (
    <button type="button" className="btn btn--primary" onClick={open} data-testid="chat-help">
      <MessageCircle size={18} aria-hidden="true" />
      {t('chat.helpTitle')}
    </button>
  );
}
