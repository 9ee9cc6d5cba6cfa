import { supportApi } from '@casino/contracts/api';
import { ImagePlus, MessageCircle, SendHorizontal, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { ApiError, call } from '../../lib/api';
import { useT } from '../../lib/site';
import { Bubble, readBase64 } from './chat-bubble';
import { chat, unreadOf, useChat } from './chat-store';
import { chatSync } from './use-support-chat';

const TYPING_EVERY_MS = 3000;

/**
 * The support chat: a full-screen sheet on phones, a panel docked bottom-right on desktop
 * (docs/decisions/030). Messages in order, the agent's typing and read marks live; offline it says
 * so and offers the contact form (a message left then still reaches the agents).
 */
export default function ChatPanel() {
  const t = useT();
  const state = useChat((s) => s, chat.get());
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const { conversation, messages, availability } = state;
  const unread = unreadOf(state);
  const lastSeq = messages.at(-1)?.seq ?? 0;

  // Read while open: the agent sees the read mark.
  useEffect(() => {
    if (!state.isOpen || unread === 0 || !conversation) return;
    chat.patchConversation({ playerReadSeq: lastSeq });
    void call(supportApi.markRead, { body: { seq: lastSeq } }).catch(() => {});
  }, [state.isOpen, unread, lastSeq, conversation]);

  // The newest message (or the typing dots) in view whenever one arrives or the panel opens.
  const scrollKey = `${messages.length}:${state.isAgentTyping}:${state.isOpen}`;
  useEffect(() => {
    const list = listRef.current;
    if (list && scrollKey) list.scrollTop = list.scrollHeight;
  }, [scrollKey]);

  useEffect(() => {
    if (!state.isOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && chat.close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state.isOpen]);

  if (!state.isOpen) return null;

  const isGuest = state.owner === 'guest';
  const isOffline = availability !== null && !availability.isOnline;
  const needsEmail = isGuest && isOffline && (!conversation || conversation.status === 'closed');

  const failure = (cause: unknown) => {
    const fields = cause instanceof ApiError ? cause.fields : {};
    if (fields.data)
      setError(fields.data[0]?.includes('larger') ? t('chat.imageTooBig') : t('chat.imageType'));
    else setError(t('chat.failed'));
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body || isSending) return;
    setSending(true);
    setError(null);
    try {
      const reply = await call(supportApi.sendMessage, {
        body: { body, locale: document.documentElement.lang || 'en', ...(needsEmail && { email }) },
      });
      chatSync()?.sent(reply);
      setText('');
    } catch (cause) {
      failure(cause);
    } finally {
      setSending(false);
    }
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    setSending(true);
    setError(null);
    try {
      const reply = await call(supportApi.sendAttachment, {
        body: { data: await readBase64(file), locale: document.documentElement.lang || 'en' },
      });
      chatSync()?.sent(reply);
    } catch (cause) {
      failure(cause);
    } finally {
      setSending(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const onInput = (value: string) => {
    setText(value);
    const now = Date.now();
    if (conversation?.status === 'open' && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      void call(supportApi.sendTyping).catch(() => {});
    }
  };

  return (
    <section
      className="chat"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      data-testid="chat-panel"
    >
      <header className="chat__header">
        <span className="chat__avatar" aria-hidden="true">
          <MessageCircle size={20} />
        </span>
        <div className="chat__heading">
          <h2 id="chat-title">{t('chat.title')}</h2>
          <p className={`chat__status${isOffline ? ' chat__status--off' : ''}`}>
            {isOffline ? t('chat.offline') : t('chat.subtitle')}
          </p>
        </div>
        <button
          type="button"
          className="chat__close"
          onClick={chat.close}
          aria-label={t('chat.close')}
        >
          <X size={20} />
        </button>
      </header>
      {!state.isAllowed ? (
        <div className="chat__notice">
          <h3>{t('chat.signIn')}</h3>
          <p>{t('chat.signInText')}</p>
          <AppLink to="/questions" className="btn btn--secondary" onClick={chat.close}>
            {t('chat.faq')}
          </AppLink>
        </div>
      ) : (
        <>
          <ol className="chat__messages" ref={listRef} aria-live="polite">
            {isOffline && (
              <li className="chat__offline" data-testid="chat-offline">
                <strong>
                  {availability?.reason === 'outside_hours'
                    ? t('chat.offlineHours')
                    : t('chat.offline')}
                </strong>
                <span>{t('chat.offlineText')}</span>
                <AppLink to="/static/contact" onClick={chat.close}>
                  {t('chat.contactForm')}
                </AppLink>
              </li>
            )}
            {messages.length === 0 && <li className="chat__empty">{t('chat.empty')}</li>}
            {messages.map((message) => (
              <Bubble
                key={message.seq}
                message={message}
                isRead={(conversation?.agentReadSeq ?? 0) >= message.seq}
              />
            ))}
            {state.isAgentTyping && (
              <li className="chat__typing" data-testid="chat-typing">
                <span className="chat__dots" aria-hidden="true">
                  <i />
                  <i />
                  <i />
                </span>
                {t('chat.typing')}
              </li>
            )}
            {conversation?.status === 'closed' && (
              <li className="chat__closed">{t('chat.closed')}</li>
            )}
          </ol>
          <form className="chat__composer" onSubmit={send}>
            {error && (
              <p className="chat__error" role="alert">
                {error}
              </p>
            )}
            {needsEmail && (
              <input
                className="chat__email"
                type="email"
                required
                autoComplete="email"
                placeholder={t('chat.email')}
                aria-label={t('chat.email')}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
            <div className="chat__row">
              <button
                type="button"
                className="chat__icon"
                onClick={() => fileRef.current?.click()}
                aria-label={t('chat.attach')}
                disabled={isSending || needsEmail}
              >
                <ImagePlus size={20} />
              </button>
              <input
                ref={fileRef}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                hidden
                onChange={(e) => void attach(e.target.files?.[0])}
                data-testid="chat-file"
              />
              <textarea
                className="chat__input"
                rows={1}
                maxLength={2000}
                placeholder={t('chat.placeholder')}
                aria-label={t('chat.placeholder')}
                value={text}
                onChange={(e) => onInput(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey) void send(e);
                }}
                data-testid="chat-input"
              />
              <button
                type="submit"
                className="chat__send"
                disabled={isSending || !text.trim()}
                aria-label={t('chat.send')}
                data-testid="chat-send"
              >
                <SendHorizontal size={20} />
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
