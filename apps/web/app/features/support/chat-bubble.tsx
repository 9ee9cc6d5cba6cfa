import type { SupportMessage } from '@casino/contracts';
import { supportApi } from '@casino/contracts/api';
import { Check, CheckCheck } from 'lucide-react';
import { endpointUrl } from '../../lib/api';
import { useT } from '../../lib/site';

export /** Base64 of a file (without the data-URL prefix). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** One message: the agent's name, an image, the text, the time and the player's read marks. */
export function Bubble({ message, isRead }: { message: SupportMessage; isRead: boolean }) {
  const t = useT();
  const isMine = message.author === 'player';
  const time = new Date(message.createdAt).toLocaleTimeString([], {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <li
      className={`chat__message chat__message--${isMine ? 'mine' : 'agent'}`}
      data-testid="chat-message"
      data-seq={message.seq}
    >
      {!isMine && <span className="chat__author">{message.agentName ?? t('chat.agent')}</span>}
      {message.attachment && (
        <a
          href={endpointUrl(supportApi.getAttachment, { id: message.attachment.id })}
          target="_blank"
          rel="noreferrer"
        >
          <img
            className="chat__image"
            src={endpointUrl(supportApi.getAttachment, { id: message.attachment.id })}
            alt={t('chat.image')}
            loading="lazy"
          />
        </a>
      )}
      {message.body && <p className="chat__text">{message.body}</p>}
      <span className="chat__meta">
        {time}
        {isMine &&
          (isRead ? (
            <CheckCheck size={14} aria-label={t('chat.read')} data-testid="chat-read" />
          ) : (
            <Check size={14} aria-label={t('chat.sent')} />
          ))}
      </span>
    </li>
  );
}
