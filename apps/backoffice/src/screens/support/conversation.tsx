import type { SupportMessage } from '@casino/contracts';
import type { EndpointResponse } from '@casino/contracts/api';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { backofficeApi, call, errorText } from '../../lib/api.ts';
import { apiQuery, useApi } from '../../lib/query.ts';
import { PlayerContext } from './player-context.tsx';
import type { useRealtime } from './use-realtime.ts';

export type Detail = EndpointResponse<typeof backofficeApi.getSupportConversation>;

/** One conversation: its messages live, typing and read marks, the composer, assign and close. */
export function Conversation({
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
  const query = useQuery(apiQuery(backofficeApi.getSupportConversation, { params: { id } }));
  const detail = query.data;
  const canned =
    useApi(
      backofficeApi.listSupportCanned,
      { query: { locale: detail?.conversation.locale ?? 'en' } },
      { enabled: detail !== undefined },
    ).data?.items ?? [];
  const [messages, setMessages] = useState<SupportMessage[]>([]);
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

  // Reloading reads anything missed and sets the read mark.
  const load = () => query.refetch();

  // biome-ignore lint/correctness/useExhaustiveDependencies: on each loaded version of the conversation
  useEffect(() => {
    if (!detail) return;
    merge(detail.messages);
    setPlayerReadSeq(detail.conversation.playerReadSeq);
    const lastSeq = detail.messages.at(-1)?.seq ?? 0;
    if (lastSeq > detail.conversation.agentReadSeq) {
      void call(backofficeApi.markSupportRead, { params: { id }, body: { seq: lastSeq } }).then(
        changed,
      );
    }
  }, [detail]);

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
      merge([await call(backofficeApi.sendSupportMessage, { params: { id }, body: { body } })]);
      setText('');
    });

  if (!detail)
    return (
      <div className="support__conversation">
        {query.error ? <p className="error">{errorText(query.error)}</p> : <p>Loading…</p>}
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
              onClick={() =>
                act(() => call(backofficeApi.assignSupportConversation, { params: { id } }))
              }
            >
              Assign to me
            </button>
          )}
          {isOpen && (
            <button
              type="button"
              className="small danger"
              onClick={() =>
                act(() => call(backofficeApi.closeSupportConversation, { params: { id } }))
              }
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
                  void call(backofficeApi.sendSupportTyping, { params: { id } }).catch(() => {});
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
      <PlayerContext conversation={conversation} context={context} />
    </div>
  );
}
