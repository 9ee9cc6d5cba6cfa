import type { SupportMessage, SupportPush } from '@casino/contracts';
import { Centrifuge, type Subscription } from 'centrifuge';
import { useCallback, useEffect, useRef, useState } from 'react';
import { backofficeApi, call, errorText } from './api.ts';
import { INVOICE_STATUS_NAMES, money, PLAYER_STATUS_NAMES, when } from './format.ts';
import { LIMIT_KIND, limitText, pendingText } from './limit-words.ts';

type Queue = Awaited<ReturnType<typeof call<'listSupportConversations'>>>;
type Detail = Awaited<ReturnType<typeof call<'getSupportConversation'>>>;
type Canned = Awaited<ReturnType<typeof call<'listSupportCanned'>>>['items'];
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

/** One anonymous realtime connection for the page; channels subscribed with API tokens. */
function useRealtime() {
  const client = useRef<Centrifuge | null>(null);
  useEffect(() => {
    const origin = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}`;
    const c = new Centrifuge(`${origin}/api/connection/websocket`);
    c.connect();
    client.current = c;
    return () => c.disconnect();
  }, []);
  // One function for the page's life: a conversation subscribes once, not again on each render
  // of the queue (a push that came between an unsubscribe and the next subscribe was lost).
  return useCallback(
    (target: string, onPush: (push: SupportPush) => void, onSubscribed: () => void) => {
      const c = client.current;
      if (!c) return () => {};
      const sub: Subscription = c.newSubscription(
        target === 'queue' ? 'support:queue' : `support:${target}`,
        {
          getToken: async () =>
            (await call('getSupportChannelToken', { query: { channel: target } })).token,
        },
      );
      sub.on('publication', (ctx) => onPush(ctx.data as SupportPush));
      sub.on('subscribed', onSubscribed);
      sub.subscribe();
      return () => {
        sub.removeAllListeners();
        c.removeSubscription(sub);
      };
    },
    [],
  );
}

/**
 * Support agents' screen (docs/decisions/030): the queue with wait times, a conversation with the
 * player's context beside it, canned answers in the player's language, assign and close. Queue
 * and conversation update live over the realtime socket.
 */
/** `initial`: the conversation to open (a link from the player card). */
export function Support({ me, initial }: { me: { id: string }; initial?: string }) {
  const [view, setView] = useState<View>('open');
  const [queue, setQueue] = useState<Queue | null>(null);
  const [selected, setSelected] = useState<string | null>(initial ?? null);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(Date.now());
  const subscribe = useRealtime();
  const [isReady, setReady] = useState(false);

  const loadQueue = () =>
    call('listSupportConversations', { query: { view } })
      .then((q) => {
        setQueue(q);
        setError(null);
      })
      .catch((e: unknown) => setError(errorText(e)));

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the view changes
  useEffect(() => {
    void loadQueue();
    const timer = setInterval(() => {
      void loadQueue();
      setNow(Date.now());
    }, QUEUE_POLL_MS);
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => {
      clearInterval(timer);
      clearInterval(tick);
    };
  }, [view]);

  useEffect(() => setReady(true), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one queue subscription per view
  useEffect(() => {
    if (!isReady) return;
    return subscribe(
      'queue',
      () => void loadQueue(),
      () => void loadQueue(),
    );
  }, [isReady, view]);

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
        {queue && <p className="muted">{queue.agentsOnline} agent(s) online</p>}
        {error && <p className="error">{error}</p>}
        <ul className="support__list" data-testid="support-queue">
          {queue?.items.map((item) => (
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
          {queue?.items.length === 0 && <li className="muted">No conversations.</li>}
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

function Conversation({
  id,
  meId,
  subscribe,
  changed,
}: {
  id: string;
  meId: string;
  subscribe: ReturnType<typeof useRealtime> | null;
  changed: () => void;
}) {
  const [detail, setDetail] = useState<Detail | null>(null);
  const [messages, setMessages] = useState<SupportMessage[]>([]);
  const [canned, setCanned] = useState<Canned>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isTyping, setTyping] = useState(false);
  const [playerReadSeq, setPlayerReadSeq] = useState(0);
  const listRef = useRef<HTMLOListElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastTypingSent = useRef(0);

  const merge = (incoming: SupportMessage[]) =>
    setMessages((current) => {
      const bySeq = new Map(current.map((m) => [m.seq, m]));
      for (const m of incoming) bySeq.set(m.seq, m);
      return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
    });

  const load = () =>
    call('getSupportConversation', { params: { id } })
      .then((d) => {
        setDetail(d);
        merge(d.messages);
        setPlayerReadSeq(d.conversation.playerReadSeq);
        const lastSeq = d.messages.at(-1)?.seq ?? 0;
        if (lastSeq > d.conversation.agentReadSeq) {
          void call('markSupportRead', { params: { id }, body: { seq: lastSeq } }).then(changed);
        }
        return d;
      })
      .catch((e: unknown) => setError(errorText(e)));

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per conversation
  useEffect(() => {
    void load().then((d) => {
      if (d)
        void call('listSupportCanned', { query: { locale: d.conversation.locale } }).then((c) =>
          setCanned(c.items),
        );
    });
  }, [id]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one subscription per conversation
  useEffect(() => {
    if (!subscribe) return;
    return subscribe(
      id,
      (push) => {
        if (push.type === 'support.message') {
          // Reloading reads anything missed and sets the read mark.
          if (push.message.author === 'player') setTyping(false);
          merge([push.message]);
          void load();
        } else if (push.type === 'support.typing' && push.author === 'player') {
          setTyping(true);
          clearTimeout(typingTimer.current);
          typingTimer.current = setTimeout(() => setTyping(false), 4000);
        } else if (push.type === 'support.read' && push.author === 'player') {
          setPlayerReadSeq(push.seq);
        } else if (push.type === 'support.status') {
          void load();
        }
      },
      () => void load(),
    );
  }, [id, subscribe]);

  const scrollKey = `${messages.length}:${isTyping}`;
  useEffect(() => {
    if (listRef.current && scrollKey) listRef.current.scrollTop = listRef.current.scrollHeight;
  }, [scrollKey]);

  const act = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      await load();
      changed();
    } catch (e) {
      setError(errorText(e));
    }
  };
  const send = () =>
    act(async () => {
      const body = text.trim();
      if (!body) return;
      merge([await call('sendSupportMessage', { params: { id }, body: { body } })]);
      setText('');
    });

  if (!detail)
    return (
      <div className="support__conversation">
        {error ? <p className="error">{error}</p> : <p>Loading…</p>}
      </div>
    );
  const { conversation, context } = detail;
  const isOpen = conversation.status === 'open';
  return (
    <div className="support__main">
      <div className="support__conversation" data-testid="support-conversation">
        <div className="support__bar">
          <strong>{conversation.player?.email ?? conversation.guest?.email ?? 'Guest'}</strong>
          <span className="muted">
            {conversation.status === 'open' ? 'Open' : 'Closed'} ·{' '}
            {conversation.assignedTo ? `assigned to ${conversation.assignedTo.name}` : 'unassigned'}
          </span>
          {isOpen && conversation.assignedTo?.id !== meId && (
            <button
              type="button"
              className="small"
              onClick={() => act(() => call('assignSupportConversation', { params: { id } }))}
            >
              Assign to me
            </button>
          )}
          {isOpen && (
            <button
              type="button"
              className="small danger"
              onClick={() => act(() => call('closeSupportConversation', { params: { id } }))}
            >
              Close
            </button>
          )}
        </div>
        <ol className="support__messages" ref={listRef}>
          {messages.map((m) => (
            <li
              key={m.seq}
              className={`support__msg support__msg--${m.author}`}
              data-testid="support-message"
            >
              {m.attachment && (
                <a
                  href={backofficeApi.getSupportAttachment.path.replace(':id', m.attachment.id)}
                  target="_blank"
                  rel="noreferrer"
                >
                  <img
                    src={backofficeApi.getSupportAttachment.path.replace(':id', m.attachment.id)}
                    alt="Attachment"
                  />
                </a>
              )}
              {m.body && <p>{m.body}</p>}
              <span className="muted">
                {m.author === 'agent' ? (m.agentName ?? 'Agent') : 'Player'} ·{' '}
                {new Date(m.createdAt).toLocaleTimeString()}
                {m.author === 'agent' && playerReadSeq >= m.seq ? ' · read' : ''}
              </span>
            </li>
          ))}
          {isTyping && (
            <li className="muted" data-testid="support-typing">
              Player is typing…
            </li>
          )}
        </ol>
        {error && <p className="error">{error}</p>}
        {isOpen && (
          <div className="support__composer">
            <select
              aria-label="Canned answers"
              value=""
              onChange={(e) => {
                const answer = canned.find((c) => c.id === e.target.value);
                if (answer) setText(answer.body);
              }}
            >
              <option value="">Canned answers ({conversation.locale})…</option>
              {canned.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
            <textarea
              aria-label="Answer"
              rows={3}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                if (Date.now() - lastTypingSent.current > 3000) {
                  lastTypingSent.current = Date.now();
                  void call('sendSupportTyping', { params: { id } }).catch(() => {});
                }
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  void send();
                }
              }}
              data-testid="support-input"
            />
            <button
              type="button"
              className="primary"
              onClick={() => void send()}
              disabled={!text.trim()}
            >
              Send
            </button>
          </div>
        )}
      </div>
      <aside className="support__context" data-testid="support-context">
        <h3>Player</h3>
        {context ? (
          <>
            <p>
              {context.player.email}
              <br />
              <span className="muted">
                {context.player.nickname ?? 'no nickname'} · {context.player.language ?? '—'} ·{' '}
                <span data-testid="support-player-status">
                  {PLAYER_STATUS_NAMES[context.player.status] ?? 'unknown status'}
                </span>{' '}
                · email {context.player.isEmailVerified ? 'verified' : 'not verified'}
              </span>
            </p>
            <h4>Balances</h4>
            <ul>
              {context.balances.map((b) => (
                <li key={b.currency}>
                  {money(b.real, b.currency)} real · {money(b.bonus, b.currency)} bonus
                  {b.locked ? ` · ${money(b.locked, b.currency)} locked` : ''}
                </li>
              ))}
            </ul>
            <h4>Pending withdrawals: {context.pendingWithdrawals}</h4>
            <h4>Last invoices</h4>
            <ul>
              {context.lastInvoices.map((i) => (
                <li key={i.id}>
                  {i.type === 'deposit' ? 'Deposit' : 'Withdrawal'} {money(i.amount, i.currency)} ·{' '}
                  {INVOICE_STATUS_NAMES[i.status] ?? 'unknown'} · {when(i.createdAt)}
                </li>
              ))}
              {context.lastInvoices.length === 0 && <li className="muted">None</li>}
            </ul>
            <h4>
              Responsible gaming
              {context.limits.isExcluded && (
                <span className="warning">
                  {' '}
                  · excluded{' '}
                  {context.limits.excludedUntil
                    ? `until ${when(context.limits.excludedUntil)}`
                    : 'permanently'}
                </span>
              )}
            </h4>
            <ul data-testid="support-limits">
              {context.limits.items.map((l) => (
                <li key={l.id}>
                  <strong>{LIMIT_KIND[l.definition]}</strong> {limitText(l)}
                  {l.pending && <span className="muted"> · {pendingText(l)}</span>}
                </li>
              ))}
              {context.limits.items.length === 0 && <li className="muted">No limits</li>}
            </ul>
            <a href={`/backoffice/players/${context.player.id}`}>Open player card</a>
          </>
        ) : (
          <p className="muted">
            Guest{conversation.guest?.name ? ` ${conversation.guest.name}` : ''}
            {conversation.guest?.email ? ` · ${conversation.guest.email}` : ''}
          </p>
        )}
      </aside>
    </div>
  );
}
