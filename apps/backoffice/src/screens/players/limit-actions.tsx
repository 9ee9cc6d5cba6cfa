import type { OperatorLimitChangeSchema } from '@casino/contracts';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { backofficeApi, call, errorText } from '../../lib/api.ts';
import { units } from '../../lib/format.ts';
import type { Card } from './player-limits.tsx';

type OperatorLimitChange = z.input<typeof OperatorLimitChangeSchema>;

/** Tighten a limit, or start a time-out or self-exclusion; each asks for a note. */
export function LimitActions({ id, card, onDone }: { id: string; card: Card; onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (body: OperatorLimitChange) => {
    setBusy(true);
    setFailure(null);
    try {
      await call(backofficeApi.changePlayerLimit, { params: { id }, body });
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
