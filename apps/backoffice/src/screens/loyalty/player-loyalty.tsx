import { backofficeApi } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';
import { SendMessage } from './send-message.tsx';

/** The player card's loyalty: level, points, recent earnings, inbox counts; a message to them. */
export function PlayerLoyalty({ id, canSend }: { id: string; canSend: boolean }) {
  const { data, error } = useApi(backofficeApi.getPlayerLoyalty, { params: { id } });
  if (error) return <p className="error">{error}</p>;
  if (!data) return null;
  const { account, isEligible, recent, inbox } = data;
  return (
    <div className="card" data-testid="player-loyalty">
      <h3>Loyalty</h3>
      <p>
        <strong>{account.level?.name ?? 'No level'}</strong> · {account.points.toLocaleString('en')}{' '}
        points
        {account.nextLevel
          ? ` · ${account.pointsToNext.toLocaleString('en')} to ${account.nextLevel.name}`
          : ' · top level'}
        {!isEligible && <span className="badge off">paused: time-out or self-exclusion</span>}
      </p>
      <p className="muted">
        Inbox: {inbox.total} messages, {inbox.unread} unread
      </p>
      {recent.length > 0 && (
        <ul className="plain">
          {recent.slice(0, 5).map((r) => (
            <li key={r.roundId}>
              +{r.points} · {r.gameKind} · <span className="muted">{when(r.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
      {canSend && <SendMessage levels={[]} playerId={id} />}
    </div>
  );
}
