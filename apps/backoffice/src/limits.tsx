import type { OperatorLimitChangeSchema } from '@casino/contracts';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { call, errorText } from './api.ts';
import { money, units, when } from './format.ts';
import { LIMIT_KIND as KIND, limitText, pendingText } from './limit-words.ts';
import { useLoad } from './use-page.ts';

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
  return '—';
}

type OperatorLimitChange = z.input<typeof OperatorLimitChangeSchema>;
type Card = Awaited<ReturnType<typeof call<'getPlayerLimits'>>>;

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
  const { data, error, reload } = useLoad(() => call('getPlayerLimits', { params: { id } }), [id]);
  const changed = () => {
    reload();
    onChanged?.();
  };
  if (error) return <p className="error">{error}</p>;
  if (!data) return null;
  const { limits, history } = data;
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

/** Tighten a limit, or start a time-out or self-exclusion; each asks for a note. */
function LimitActions({ id, card, onDone }: { id: string; card: Card; onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (body: OperatorLimitChange) => {
    setBusy(true);
    setFailure(null);
    try {
      await call('changePlayerLimit', { params: { id }, body });
      onDone();
    } catch (e) {
      setFailure(errorText(e));
    }
    setBusy(false);
  };
  const tighten = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const currency = String(data.get('currency') ?? 'USD').toUpperCase();
    const amount = Math.round(Number(data.get('amount')) * units(currency));
    void send({
      action: 'set',
      definition: Number(data.get('definition')) as 1 | 2 | 3,
      period: String(data.get('period')) as 'daily',
      currency,
      amount,
      note: String(data.get('note') ?? ''),
    });
  };
  const exclude = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const [definition, periodId] = String(data.get('period')).split(':');
    if (!window.confirm('Start it now? It cannot be shortened, and the player is logged out.')) {
      return;
    }
    void send({
      action: 'exclude',
      definition: Number(definition) as 4 | 5,
      periodId: periodId!,
      note: String(data.get('note') ?? ''),
    });
  };
  const { coolingOff, selfExclusion } = card.limits.periods;
  return (
    <div className="limits-actions">
      {failure && <p className="error">{failure}</p>}
      <form className="editor" method="post" onSubmit={tighten} data-testid="tighten-limit">
        <h4>Add or lower a limit</h4>
        <p className="muted">
          Only tighter: a raise is refused (the player alone may raise, after the wait).
        </p>
        <div className="row">
          <label>
            Kind
            <select name="definition" defaultValue="3">
              <option value="3">Deposit</option>
              <option value="2">Loss</option>
              <option value="1">Bet</option>
            </select>
          </label>
          <label>
            Period
            <select name="period" defaultValue="daily">
              <option value="daily">Daily</option>
              <option value="weekly">Weekly</option>
              <option value="monthly">Monthly</option>
            </select>
          </label>
          <label>
            Amount
            <input name="amount" type="number" min="0.01" step="0.01" required />
          </label>
          <label>
            Currency
            <input
              name="currency"
              defaultValue={card.limits.items.find((l) => l.currency)?.currency ?? 'USD'}
              maxLength={10}
              required
            />
          </label>
        </div>
        <label>
          Note (audit)
          <input name="note" maxLength={500} required />
        </label>
        <button type="submit" className="primary" disabled={busy}>
          Apply now
        </button>
      </form>
      <form className="editor" method="post" onSubmit={exclude} data-testid="exclude-player">
        <h4>Time-out or self-exclusion</h4>
        <label>
          Period
          <select name="period" defaultValue={`5:${coolingOff[0]?.id ?? ''}`}>
            {coolingOff.map((p) => (
              <option key={`5:${p.id}`} value={`5:${p.id}`}>
                Time-out · {p.name}
              </option>
            ))}
            {selfExclusion.map((p) => (
              <option key={`4:${p.id}`} value={`4:${p.id}`}>
                Self-exclusion · {p.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Note (audit)
          <input name="note" maxLength={500} required />
        </label>
        <button type="submit" className="danger" disabled={busy}>
          Start now
        </button>
      </form>
    </div>
  );
}
