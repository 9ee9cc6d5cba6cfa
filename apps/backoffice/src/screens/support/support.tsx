import { useEffect, useState } from 'react';
import { backofficeApi } from '../../lib/api.ts';
import { useApi, useInvalidate } from '../../lib/query.ts';
import { useNow } from '../../lib/use-now.ts';
import { Conversation } from './conversation.tsx';
import { useRealtime } from './use-realtime.ts';

type View = 'open' | 'mine' | 'closed';

const QUEUE_POLL_MS = 20_000;

/** "4m", "1h 05m": how long a player has waited. */
function waited(since: string | null, now: number) {
  if (!since) return '—';
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  return minutes < 60
    ? `${minutes}m`
    : `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

/**
 * Support agents' screen (docs/decisions/030): the queue with wait times, a conversation with the
 * player's context beside it, canned answers in the player's language, assign and close. Queue
 * and conversation update live over the realtime socket; `initial` is the conversation to open
 * (a link from the player card).
 */
export function Support({ me, initial }: { me: { id: string }; initial?: string }) {
  const [view, setView] = useState<View>('open');
  const queue = useApi(
    backofficeApi.listSupportConversations,
    { query: { view } },
    { refetchInterval: QUEUE_POLL_MS },
  );
  const invalidate = useInvalidate();
  const loadQueue = () => invalidate(backofficeApi.listSupportConversations);
  const [selected, setSelected] = useState<string | null>(initial ?? null);
  const now = useNow(QUEUE_POLL_MS);
  const subscribe = useRealtime();
  const [isReady, setReady] = useState(false);

  useEffect(() => setReady(true), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one queue subscription for the page
  useEffect(() => {
    if (!isReady) return;
    return subscribe(
      'queue',
      () => void loadQueue(),
      () => void loadQueue(),
    );
  }, [isReady]);

  return (
    <section className="support">
      <div className="support__queue">
        <h2>Support chat</h2>
        <div className="tabs">
          {(['open', 'mine', 'closed'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className={view === v ? 'active' : ''}
              onClick={() => setView(v)}
            >
              {v === 'open' ? 'Open' : v === 'mine' ? 'Mine' : 'Closed'}
            </button>
          ))}
        </div>
        {queue.data && <p className="muted">{queue.data.agentsOnline} agent(s) online</p>}
        {queue.error && <p className="error">{queue.error}</p>}
        <ul className="support__list" data-testid="support-queue">
          {queue.data?.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={`support__item${selected === item.id ? ' active' : ''}`}
                onClick={() => setSelected(item.id)}
                data-testid="support-queue-item"
              >
                <span className="support__who">
                  {item.player?.email ?? item.guest?.email ?? item.guest?.name ?? 'Guest'}
                  {item.unread > 0 && <span className="unread-badge">{item.unread}</span>}
                </span>
                <span className="support__last">{item.lastMessage ?? ''}</span>
                <span className="muted support__facts">
                  {item.source === 'offline' ? 'left offline · ' : ''}
                  waiting {waited(item.waitingSince, now)} · {item.locale} ·{' '}
                  {item.assignedTo ? item.assignedTo.name : 'unassigned'}
                </span>
              </button>
            </li>
          ))}
          {queue.data?.items.length === 0 && <li className="muted">No conversations.</li>}
        </ul>
      </div>
      {selected ? (
        <Conversation
          key={selected}
          id={selected}
          meId={me.id}
          subscribe={isReady ? subscribe : null}
          changed={() => void loadQueue()}
        />
      ) : (
        <p className="muted support__empty">Pick a conversation from the queue.</p>
      )}
    </section>
  );
}
