import type { EndpointResponse } from '@casino/contracts/api';
import { type FormEvent, useState } from 'react';
import { TableWrap } from '../../components/table-wrap.tsx';
import { backofficeApi, call, fieldsText } from '../../lib/api.ts';

type Settings = EndpointResponse<typeof backofficeApi.getLoyaltySettings>;
type LevelRow = Omit<Settings['levels'][number], 'id' | 'rank'>;

const KINDS = ['slot', 'crash', 'dice', 'roulette', 'sports'] as const;
const PRIORITIES = ['standard', 'fast', 'express'] as const;

const blankLevel = (after?: LevelRow): LevelRow => ({
  name: '',
  minPoints: after ? after.minPoints + 1000 : 0,
  cashbackPercent: after?.cashbackPercent ?? 0,
  wheelSpins: after?.wheelSpins ?? 0,
  withdrawalPriority: after?.withdrawalPriority ?? 0,
});

/** "levels.2.minPoints" → "Level 3 · points from". */
function labelOf(field: string) {
  const [group, index, key] = field.split('.');
  const names: Record<string, string> = {
    minPoints: 'points from',
    cashbackPercent: 'cashback %',
    wheelSpins: 'wheel spins',
    pointsPerUnit: 'points per unit',
  };
  if (group === 'levels') return `Level ${Number(index) + 1} · ${names[key ?? ''] ?? key}`;
  if (group === 'rates') return `Rate ${Number(index) + 1} · ${names[key ?? ''] ?? key}`;
  return field;
}

/**
 * The loyalty ladder and the earning rates as one form: marketing edits, saves the whole set
 * (audited with before and after); other roles read it.
 */
export function LadderEditor({
  settings,
  canEdit,
  onSaved,
}: {
  settings: Settings;
  canEdit: boolean;
  onSaved(next: Settings): void;
}) {
  const [levels, setLevels] = useState<LevelRow[]>(
    settings.levels.map(({ id: _id, rank: _rank, ...rest }) => rest),
  );
  const [rates, setRates] = useState<Record<string, number>>(
    Object.fromEntries(
      KINDS.map((k) => [k, settings.rates.find((r) => r.kind === k)?.pointsPerUnit ?? 0]),
    ),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const setLevel = (i: number, patch: Partial<LevelRow>) =>
    setLevels((rows) => rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaved(null);
    try {
      const next = await call(backofficeApi.updateLoyaltySettings, {
        body: {
          levels,
          rates: KINDS.map((kind) => ({ kind, pointsPerUnit: rates[kind] ?? 0 })),
        },
      });
      setFailure(null);
      setSaved('Saved: players see the new ladder now.');
      onSaved(next);
    } catch (e) {
      setFailure(fieldsText(e, labelOf));
    } finally {
      setBusy(false);
    }
  };
  const num = (value: string) => (value === '' ? 0 : Number(value));
  return (
    <form className="editor loyalty-editor" onSubmit={(e) => void submit(e)}>
      <h3>Levels</h3>
      <TableWrap>
        <table>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Name</th>
              <th scope="col">Points from</th>
              <th scope="col">Cashback %</th>
              <th scope="col">Wheel spins</th>
              <th scope="col">Withdrawals</th>
              {canEdit && <th scope="col" aria-label="Actions" />}
            </tr>
          </thead>
          <tbody>
            {levels.map((level, i) => (
              <tr key={i} data-testid="loyalty-level-row">
                <td>{i + 1}</td>
                <td>
                  <input
                    aria-label={`Level ${i + 1} name`}
                    value={level.name}
                    required
                    maxLength={40}
                    disabled={!canEdit}
                    onChange={(e) => setLevel(i, { name: e.target.value })}
                  />
                </td>
                <td>
                  <input
                    aria-label={`Level ${i + 1} points from`}
                    type="number"
                    min={0}
                    step={1}
                    value={level.minPoints}
                    disabled={!canEdit || i === 0}
                    onChange={(e) => setLevel(i, { minPoints: num(e.target.value) })}
                  />
                </td>
                <td>
                  <input
                    aria-label={`Level ${i + 1} cashback percent`}
                    type="number"
                    min={0}
                    max={100}
                    step="any"
                    value={level.cashbackPercent}
                    disabled={!canEdit}
                    onChange={(e) => setLevel(i, { cashbackPercent: num(e.target.value) })}
                  />
                </td>
                <td>
                  <input
                    aria-label={`Level ${i + 1} wheel spins`}
                    type="number"
                    min={0}
                    step={1}
                    value={level.wheelSpins}
                    disabled={!canEdit}
                    onChange={(e) => setLevel(i, { wheelSpins: num(e.target.value) })}
                  />
                </td>
                <td>
                  <select
                    aria-label={`Level ${i + 1} withdrawal priority`}
                    value={level.withdrawalPriority}
                    disabled={!canEdit}
                    onChange={(e) =>
                      setLevel(i, { withdrawalPriority: Number(e.target.value) as 0 | 1 | 2 })
                    }
                  >
                    {PRIORITIES.map((p, value) => (
                      <option key={p} value={value}>
                        {p}
                      </option>
                    ))}
                  </select>
                </td>
                {canEdit && (
                  <td>
                    {i > 0 && (
                      <button
                        type="button"
                        onClick={() => setLevels((rows) => rows.filter((_, j) => j !== i))}
                      >
                        Remove
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {canEdit && levels.length < 20 && (
        <button
          type="button"
          onClick={() => setLevels((rows) => [...rows, blankLevel(rows.at(-1))])}
        >
          Add a level
        </button>
      )}
      <h3>Points per unit of the base currency staked</h3>
      <div className="loyalty-rates">
        {KINDS.map((kind) => (
          <label key={kind}>
            {kind}
            <input
              type="number"
              min={0}
              max={10000}
              step="any"
              value={rates[kind] ?? 0}
              disabled={!canEdit}
              onChange={(e) => setRates((r) => ({ ...r, [kind]: num(e.target.value) }))}
            />
          </label>
        ))}
      </div>
      <p className="muted">
        Points follow every settled real-money round: its stake in the base currency times the rate
        of its game kind, rounded down. Levels hold from their points on; a player's level follows
        their lifetime points.
      </p>
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      {saved && (
        <p className="saved" role="status">
          {saved}
        </p>
      )}
      {canEdit && (
        <button type="submit" className="primary" disabled={isBusy}>
          Save ladder and rates
        </button>
      )}
    </form>
  );
}
