import type { EndpointResponse } from '@casino/contracts/api';
import { useState } from 'react';
import { Link } from 'react-router';
import { TableWrap } from '../../components/table-wrap.tsx';
import { backofficeApi, call, errorText } from '../../lib/api.ts';
import { money, units, when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';

type Request = EndpointResponse<typeof backofficeApi.listAffordabilityRequests>['items'][number];
type Status = 'pending' | 'approved' | 'refused';

const SOURCES: Record<Request['incomeSource'], string> = {
  employment: 'Employment',
  self_employment: 'Self-employment',
  pension: 'Pension',
  benefits: 'Benefits',
  savings: 'Savings or investments',
  other: 'Other',
};

/**
 * Affordability checks (NL, issue 32): players' requests for a monthly deposit cap above their
 * profile's, with the income and outgoings they stated. Compliance approves (the cap becomes the
 * approved amount, at most what was asked) or refuses, with a note the player reads; each
 * decision is audited on the server.
 */
export function Affordability({ canDecide }: { canDecide: boolean }) {
  const [status, setStatus] = useState<Status>('pending');
  const [deciding, setDeciding] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    data,
    error: loadError,
    reload,
  } = useApi(backofficeApi.listAffordabilityRequests, {
    query: { status },
  });
  const items = data?.items ?? [];
  return (
    <section>
      <h2>Affordability checks</h2>
      <p className="muted">
        Players asking to deposit more than their jurisdiction's monthly cap (Netherlands: €700,
        €300 aged 18–24). The cap rises only when you approve.
      </p>
      <label>
        Show{' '}
        <select value={status} onChange={(e) => setStatus(e.target.value as Status)}>
          <option value="pending">Waiting</option>
          <option value="approved">Approved</option>
          <option value="refused">Refused</option>
        </select>
      </label>
      {(error || loadError) && <p className="error">{error ?? loadError}</p>}
      <TableWrap>
        <table data-testid="affordability-table">
          <thead>
            <tr>
              <th scope="col">Asked</th>
              <th scope="col">Player</th>
              <th scope="col">Cap now → asked</th>
              <th scope="col">Deposited this month</th>
              <th scope="col">Income / outgoings</th>
              <th scope="col">Source</th>
              <th scope="col">Player's note</th>
              <th scope="col">{status === 'pending' ? 'Decision' : 'Decided'}</th>
            </tr>
          </thead>
          <tbody>
            {items.length === 0 && (
              <tr>
                <td colSpan={8} className="muted">
                  {status === 'pending' ? 'No request is waiting' : 'None'}
                </td>
              </tr>
            )}
            {items.map((r) => (
              <tr key={r.id}>
                <td>{when(r.createdAt)}</td>
                <td>
                  <Link to={`/players/${r.playerId}`}>{r.email}</Link>
                  <br />
                  <span className="muted">
                    {r.country ?? '?'} · {r.age === null ? 'age unknown' : `${r.age} years`}
                  </span>
                </td>
                <td>
                  {money(r.baseAmount, r.currency)} →{' '}
                  <strong>{money(r.monthlyAmount, r.currency)}</strong>
                </td>
                <td>{money(r.usedThisMonth, r.currency)}</td>
                <td>
                  {money(r.monthlyIncome, r.currency)} / {money(r.monthlyOutgoings, r.currency)}
                  <br />
                  <span className="muted">
                    left {money(r.monthlyIncome - r.monthlyOutgoings, r.currency)}
                  </span>
                </td>
                <td>{SOURCES[r.incomeSource]}</td>
                <td>{r.note ?? '—'}</td>
                <td>
                  {r.status !== 'pending' ? (
                    <>
                      {r.status === 'approved'
                        ? `Approved ${money(r.approvedAmount ?? 0, r.currency)}`
                        : 'Refused'}{' '}
                      {when(r.decidedAt)}
                      <br />
                      <span className="muted">{r.decisionNote}</span>
                    </>
                  ) : canDecide && deciding === r.id ? (
                    <DecisionForm
                      request={r}
                      onDone={() => {
                        setDeciding(null);
                        reload();
                      }}
                      onError={setError}
                      onCancel={() => setDeciding(null)}
                    />
                  ) : canDecide ? (
                    <button type="button" className="small" onClick={() => setDeciding(r.id)}>
                      Decide
                    </button>
                  ) : (
                    'Waiting'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </section>
  );
}

function DecisionForm({
  request,
  onDone,
  onError,
  onCancel,
}: {
  request: Request;
  onDone: () => void;
  onError: (message: string | null) => void;
  onCancel: () => void;
}) {
  const unit = units(request.currency);
  const [amount, setAmount] = useState(String(request.monthlyAmount / unit));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const decide = async (decision: 'approve' | 'refuse') => {
    onError(null);
    if (!note.trim()) {
      onError('Write the reason the player will read');
      return;
    }
    setBusy(true);
    try {
      await call(backofficeApi.decideAffordabilityRequest, {
        params: { id: request.id },
        body:
          decision === 'approve'
            ? {
                decision,
                approvedAmount: Math.round(Number(amount.replace(',', '.')) * unit),
                note: note.trim(),
              }
            : { decision, note: note.trim() },
      });
      onDone();
    } catch (e) {
      onError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="decision-form" data-testid="affordability-decision">
      <label>
        Approve up to ({request.currency})
        <input
          name="approvedAmount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </label>
      <label>
        Reason shown to the player
        <input name="note" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      </label>
      <span className="actions">
        <button
          type="button"
          className="primary small"
          disabled={busy}
          onClick={() => void decide('approve')}
        >
          Approve
        </button>
        <button
          type="button"
          className="danger small"
          disabled={busy}
          onClick={() => void decide('refuse')}
        >
          Refuse
        </button>
        <button type="button" className="small" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </span>
    </div>
  );
}
