import { Link } from 'react-router';
import { INVOICE_STATUS_NAMES, money, PLAYER_STATUS_NAMES, when } from '../../lib/format.ts';
import { LIMIT_KIND, limitText, pendingText } from '../../lib/limit-words.ts';
import type { Detail } from './conversation.tsx';

/** Beside a conversation: the player's status, balances, invoices and limits, or the guest. */
export function PlayerContext({
  conversation,
  context,
}: {
  conversation: Detail['conversation'];
  context: Detail['context'];
}) {
  return (
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
          <Link to={`/players/${context.player.id}`}>Open player card</Link>
        </>
      ) : (
        <p className="muted">
          Guest{conversation.guest?.name ? ` ${conversation.guest.name}` : ''}
          {conversation.guest?.email ? ` · ${conversation.guest.email}` : ''}
        </p>
      )}
    </aside>
  );
}
