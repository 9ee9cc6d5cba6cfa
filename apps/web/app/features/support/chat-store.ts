import type {
  SupportAvailability,
  SupportConversation,
  SupportMessage,
  SupportState,
} from '@casino/contracts';
import { useSyncExternalStore } from 'react';

/** The support chat as this browser shows it (docs/decisions/030). */
export interface ChatState {
  /** Whose chat this is ('player:{id}', 'guest'); null before the session is known. */
  owner: string | null;
  isOpen: boolean;
  /** A guest on a site without guest chat may not chat (the launcher opens the FAQ then). */
  isAllowed: boolean;
  isLoaded: boolean;
  availability: SupportAvailability | null;
  conversation: SupportConversation | null;
  /** Ordered by `seq`, each once. */
  messages: SupportMessage[];
  isAgentTyping: boolean;
  /** A vendor's widget in place of the built-in chat (SUPPORT_CHAT_ADAPTER): launchers open it. */
  widget: { open(): void } | null;
}

const EMPTY: Omit<ChatState, 'owner' | 'isOpen' | 'widget'> = {
  isAllowed: false,
  isLoaded: false,
  availability: null,
  conversation: null,
  messages: [],
  isAgentTyping: false,
};

let state: ChatState = { owner: null, isOpen: false, widget: null, ...EMPTY };
const listeners = new Set<() => void>();

function setState(patch: Partial<ChatState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Merges messages by `seq`: a message already shown is never shown twice, order is by number. */
export function mergeMessages(
  current: readonly SupportMessage[],
  incoming: readonly SupportMessage[],
): SupportMessage[] {
  const bySeq = new Map(current.map((m) => [m.seq, m]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** Agent messages after the player's read mark. */
export function unreadOf(s: Pick<ChatState, 'conversation' | 'messages'>): number {
  const readSeq = s.conversation?.playerReadSeq ?? 0;
  return s.messages.filter((m) => m.author === 'agent' && m.seq > readSeq).length;
}

export const chat = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Another identity (login, logout): the previous conversation disappears at once. */
  reset(owner: string | null) {
    setState({ owner, ...EMPTY });
  },
  applyState(next: SupportState) {
    const isSame = state.conversation?.id === next.conversation?.id;
    setState({
      isLoaded: true,
      isAllowed: next.isAllowed,
      availability: next.availability,
      conversation: next.conversation,
      messages: isSame ? mergeMessages(state.messages, next.messages) : next.messages,
    });
  },
  setConversation(conversation: SupportConversation) {
    const isSame = state.conversation?.id === conversation.id;
    setState({ conversation, ...(isSame ? {} : { messages: [] }) });
  },
  patchConversation(patch: Partial<SupportConversation>) {
    if (state.conversation) setState({ conversation: { ...state.conversation, ...patch } });
  },
  addMessages(messages: SupportMessage[]) {
    const conversation = state.conversation;
    const last = messages.at(-1)?.seq ?? 0;
    setState({
      messages: mergeMessages(state.messages, messages),
      ...(conversation && last > conversation.lastSeq
        ? { conversation: { ...conversation, lastSeq: last } }
        : {}),
    });
  },
  setAgentTyping: (isAgentTyping: boolean) => setState({ isAgentTyping }),
  setWidget: (widget: ChatState['widget']) => setState({ widget }),
  open: () => setState({ isOpen: true }),
  close: () => setState({ isOpen: false }),
};

export function useChat<T>(select: (s: ChatState) => T, serverValue: T): T {
  return useSyncExternalStore(
    chat.subscribe,
    () => select(state),
    () => serverValue,
  );
}
