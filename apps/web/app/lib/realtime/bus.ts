import type { RealtimeMessage } from '@casino/contracts';

type Listener = (message: RealtimeMessage) => void;
const listeners = new Set<Listener>();

/**
 * Lets a feature react to realtime messages (bonus lists, restricted bets, winners) without
 * loading the realtime client itself. Returns the unsubscribe function.
 */
export function onRealtimeMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the realtime client for every message, live or from the missed buffer. */
export function dispatchRealtimeMessage(message: RealtimeMessage) {
  for (const listener of listeners) listener(message);
}
