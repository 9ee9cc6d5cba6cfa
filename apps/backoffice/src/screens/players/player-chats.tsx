import { Link } from 'react-router';
import { backofficeApi } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';

/** The player's support conversations, each opening the support screen on it. */
export function PlayerChats({ id }: { id: string }) {
  const { data, error } = useApi(backofficeApi.listPlayerConversations, { params: { id } });
  if (error) return <p className="error">{error}</p>;
  if (!data) return null;
  return (
    <div className="card" data-testid="player-chats">
      <h3>Support chat</h3>
      <ul className="plain">
        {data.items.map((c) => (
          <li key={c.id}>
            <Link to={`/support/${c.id}`}>Conversation of {when(c.updatedAt)}</Link>
            <span className={`badge ${c.status === 'open' ? 'on' : 'muted-badge'}`}>
              {c.status}
            </span>{' '}
            · {c.assignedTo ? `agent ${c.assignedTo.name}` : 'no agent yet'}
            <br />
            <span className="muted">
              last message {when(c.updatedAt)}
              {c.lastMessage ? ` · “${c.lastMessage.slice(0, 80)}”` : ''}
            </span>
          </li>
        ))}
        {data.items.length === 0 && <li className="muted">No conversations</li>}
      </ul>
    </div>
  );
}
