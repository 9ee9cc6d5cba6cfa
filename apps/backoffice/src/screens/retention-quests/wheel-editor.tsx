import type { AdminWheel, WheelInput } from '@casino/contracts/api/backoffice';
import { type FormEvent, useState } from 'react';
import { backofficeApi, call, fieldsText } from '../../lib/api.ts';
import { major, minor } from './amounts.ts';

const BLANK: AdminWheel = {
  id: '',
  identity: '',
  title: '',
  currency: 'USD',
  segments: [
    { label: '$1', weight: 60, rewardKind: 'cash', amount: 100, bonusIdentity: null },
    { label: '$5', weight: 25, rewardKind: 'cash', amount: 500, bonusIdentity: null },
    { label: 'Try again', weight: 15, rewardKind: 'none', amount: 0, bonusIdentity: null },
  ],
  depositMin: null,
  depositSpins: 0,
  isActive: true,
  spins: 0,
  paid: 0,
  updatedAt: '',
};

type Segment = WheelInput['segments'][number];

/** Create or edit a wheel: its segments (weights, prizes) and the deposit rule. */
export function WheelEditor({ row, back }: { row: AdminWheel | null; back: () => void }) {
  const start = row ?? BLANK;
  const [segments, setSegments] = useState<Segment[]>(start.segments);
  const [currency, setCurrency] = useState(start.currency);
  const [failure, setFailure] = useState<string | null>(null);
  const total = segments.reduce((sum, s) => sum + (s.weight || 0), 0);
  const change = (i: number, patch: Partial<Segment>) =>
    setSegments(segments.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const text = (name: string) => String(f.get(name) ?? '').trim();
    const body: WheelInput = {
      identity: text('identity'),
      title: text('title'),
      currency: currency.toUpperCase(),
      segments,
      depositMin: minor(text('depositMin'), currency),
      depositSpins: Number(text('depositSpins') || 0),
      isActive: f.get('isActive') === 'on',
    };
    setFailure(null);
    const saved = row
      ? call(backofficeApi.updateRetentionWheel, { params: { id: row.id }, body })
      : call(backofficeApi.createRetentionWheel, { body });
    void saved.then(back).catch((e: unknown) => setFailure(fieldsText(e)));
  };
  return (
    <section>
      <button type="button" className="link" onClick={back}>
        ← Quests and wheels
      </button>
      <h2>{row ? `Edit wheel ${row.identity}` : 'New fortune wheel'}</h2>
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      <form className="card editor" onSubmit={submit} aria-label="Wheel">
        <label>
          Identity
          <input name="identity" defaultValue={start.identity} />
          <small className="muted">the page is /wheels/identity</small>
        </label>
        <label>
          Title
          <input name="title" defaultValue={start.title} />
        </label>
        <label>
          Currency
          <input value={currency} onChange={(e) => setCurrency(e.target.value.toUpperCase())} />
        </label>
        <fieldset>
          <legend>Segments (the chance of each is its weight over {total})</legend>
          {segments.map((segment, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
            <div className="row" key={i} data-testid="segment-row">
              <input
                aria-label={`Segment ${i + 1} label`}
                value={segment.label}
                onChange={(e) => change(i, { label: e.target.value })}
              />
              <input
                aria-label={`Segment ${i + 1} weight`}
                type="number"
                min={1}
                value={segment.weight}
                onChange={(e) => change(i, { weight: Number(e.target.value) })}
              />
              <select
                aria-label={`Segment ${i + 1} prize`}
                value={segment.rewardKind}
                onChange={(e) => change(i, { rewardKind: e.target.value as Segment['rewardKind'] })}
              >
                <option value="cash">Cash</option>
                <option value="bonus">Bonus</option>
                <option value="none">No prize</option>
              </select>
              <input
                aria-label={`Segment ${i + 1} amount`}
                value={major(segment.amount, currency)}
                onChange={(e) => change(i, { amount: minor(e.target.value, currency) ?? 0 })}
              />
              <input
                aria-label={`Segment ${i + 1} bonus offer`}
                placeholder="bonus offer"
                value={segment.bonusIdentity ?? ''}
                onChange={(e) => change(i, { bonusIdentity: e.target.value || null })}
              />
              <span className="muted">
                {total > 0 ? `${((segment.weight / total) * 100).toFixed(1)}%` : '—'}
              </span>
              <button
                type="button"
                className="small"
                disabled={segments.length <= 2}
                onClick={() => setSegments(segments.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </div>
          ))}
          <button
            type="button"
            className="small"
            disabled={segments.length >= 24}
            onClick={() =>
              setSegments([
                ...segments,
                { label: 'New', weight: 10, rewardKind: 'none', amount: 0, bonusIdentity: null },
              ])
            }
          >
            Add segment
          </button>
        </fieldset>
        <label>
          Deposit rule: minimum deposit
          <input name="depositMin" defaultValue={major(start.depositMin, start.currency)} />
          <small className="muted">empty: spins are only given by operators or levels</small>
        </label>
        <label>
          Spins per qualifying deposit
          <input name="depositSpins" type="number" min={0} defaultValue={start.depositSpins} />
        </label>
        <label className="check">
          <input type="checkbox" name="isActive" defaultChecked={start.isActive} /> Shown to players
        </label>
        <button type="submit" className="primary">
          Save wheel
        </button>
      </form>
    </section>
  );
}
