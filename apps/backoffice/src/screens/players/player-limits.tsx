import type { EndpointResponse } from '@casino/contracts/api';
import { backofficeApi } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { LIMIT_KIND as KIND, limitText, pendingText } from '../../lib/limit-words.ts';
import { useApi } from '../../lib/query.ts';
import { LimitActions } from './limit-actions.tsx';

/** A history value ({definition, period, currency, amount} or {definition, endsAt}) in words. */
function valueText(value: unknown) {
  if (!value || typeof value !== 'object') return '—';
  const v = value as {
    definition?: number;
    period?: string;
    currency?: string;
    amount?: number;
    endsAt?: string | null;
  };
  if (v.amount !== undefined && v.currency) {
    return `${v.period} ${money(v.amount, v.currency)}`;
  }
  if (v.definition === 4 || v.definition === 5) {
    return v.endsAt ? `until ${when(v.endsAt)}` : 'permanent';
  }
  // A declined deposit limit (issue 32): the answer itself, no amount.
  if (v.definition === 3) return 'no deposit limit';
  return '—';
}

export type Card = EndpointResponse<typeof backofficeApi.getPlayerLimits>;

/** A register's answer in words (issue 32). */
const REGISTER_ANSWERS: Record<string, string> = {
  excluded: 'listed: excluded',
  barred: 'listed: welfare beneficiary (SIGAP)',
  previously: 'not listed (previously excluded)',
  not_excluded: 'not listed',
};

/**
 * The player card's responsible gaming (issue 15): limits with their use, waiting changes,
 * time-out or exclusion, held deposits and the full history. Compliance may add or lower a
 * limit or start a time-out or exclusion (the server refuses anything looser), with a note.
 */
export function PlayerLimits({
  id,
  canChange,
  onChanged,
}: {
  id: string;
  canChange: boolean;
  /** After a change: a time-out or exclusion closes the player's sessions the card lists. */
  onChanged?: () => void;
}) {
  const { data, error, reload } = useApi(backofficeApi.getPlayerLimits, { params: { id } });
  const changed = () => {
    reload();
    onChanged?.();
  };
  if (error) return <p className="error">{error}</p>;
  if (!data) return null;
  const { limits, history, register } = data;
  return (
    <div className="card" data-testid="player-limits">
      <h3>
        Responsible gaming
        {limits.isExcluded && (
          <span className="warning" data-testid="player-excluded">
            {' '}
            · excluded{' '}
            {limits.excludedUntil ? `until ${when(limits.excludedUntil)}` : 'permanently'}
          </span>
        )}
      </h3>
      <ul className="plain" data-testid="player-limit-list">
        {limits.items.map((l) => (
          <li key={l.id}>
            <strong>{KIND[l.definition]}</strong> {limitText(l)}
            {l.pending && <span className="muted"> · {pendingText(l)}</span>}
          </li>
        ))}
        {limits.items.length === 0 && <li className="muted">No limits</li>}
      </ul>
      <p data-testid="player-registers">
        <strong>Self-exclusion registers</strong>{' '}
        {register.registers.length === 0
          ? 'none asked'
          : `${register.registers.map((r) => r.toUpperCase()).join(', ')} · ${
              register.answer
                ? `${REGISTER_ANSWERS[register.answer] ?? register.answer}${
                    register.checkedAt ? ` (${when(register.checkedAt)})` : ''
                  }`
                : 'not asked yet'
            }`}
      </p>
      {limits.held.length > 0 && (
        <>
          <h4>Held deposits</h4>
          <ul className="plain">
            {limits.held.map((h) => (
              <li key={h.id}>
                {when(h.heldAt)} · {money(h.amount, h.currency)} ·{' '}
                {h.reason === 'deposit_limit' ? 'over the deposit limit' : 'during an exclusion'}
              </li>
            ))}
          </ul>
        </>
      )}
      {canChange && <LimitActions id={id} card={data} onDone={changed} />}
      <h4>History</h4>
      <ul className="plain" data-testid="player-limit-history">
        {history.map((h) => (
          <li key={h.id}>
            {when(h.requestedAt)} · {h.actor} · {h.action.replaceAll('_', ' ')} ·{' '}
            {valueText(h.oldValue)} → {valueText(h.newValue)}
            {h.effectiveAt !== h.requestedAt ? ` · effective ${when(h.effectiveAt)}` : ''}
          </li>
        ))}
        {history.length === 0 && <li className="muted">Nothing yet</li>}
      </ul>
    </div>
  );
}
