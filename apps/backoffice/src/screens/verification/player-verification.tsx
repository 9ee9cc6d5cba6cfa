import { useState } from 'react';
import { backofficeApi, call, errorText } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';
import { fileUrl } from './document-review.tsx';

const STATUS = { 1: 'pending', 2: 'approved', 3: 'rejected' } as Record<number, string>;

/** The player card's verification: level, freeze, documents and history. */
export function PlayerVerification({ id, canReview }: { id: string; canReview: boolean }) {
  const { data, error, reload } = useApi(backofficeApi.getPlayerVerification, { params: { id } });
  const [failure, setFailure] = useState<string | null>(null);
  const unfreeze = async () => {
    const note = window.prompt('Why lift the withdrawal freeze?');
    if (!note) return;
    try {
      await call(backofficeApi.unfreezeWithdrawals, { params: { id }, body: { note } });
      reload();
    } catch (e) {
      setFailure(errorText(e));
    }
  };
  if (error) return <p className="error">{error}</p>;
  if (!data) return null;
  return (
    <div className="card" data-testid="player-verification">
      <h3>
        Verification: <span data-testid="verification-level">{data.level}</span>
        {data.withdrawalsFrozen && <span className="warning"> · withdrawals frozen</span>}
        {data.rejectedFinal && <span className="warning"> · rejected (final)</span>}
      </h3>
      {failure && <p className="error">{failure}</p>}
      {data.withdrawalsFrozen && canReview && (
        <button type="button" onClick={() => void unfreeze()}>
          Lift the freeze
        </button>
      )}
      {data.sumsubApplicantId && (
        <p className="muted">
          Sumsub applicant <code>{data.sumsubApplicantId}</code>
        </p>
      )}
      <h4>Documents</h4>
      <ul className="plain">
        {data.documents.map((d) => (
          <li key={d.id}>
            {when(d.createdAt)} · {d.kind} ·{' '}
            {canReview ? (
              <a href={fileUrl(d.id)} target="_blank" rel="noreferrer">
                {d.fileName}
              </a>
            ) : (
              d.fileName
            )}{' '}
            · <strong>{STATUS[d.status]}</strong>
            {d.reason ? ` · “${d.reason}”` : ''}
            {d.note ? ` · note: ${d.note}` : ''}
            {d.reviewedBy ? ` · by ${d.reviewedBy}` : ''}
          </li>
        ))}
        {data.documents.length === 0 && <li className="muted">No documents</li>}
      </ul>
      <h4>History</h4>
      <ul className="plain">
        {data.history.map((h) => (
          <li key={h.id}>
            {when(h.createdAt)} · {h.source} · {h.action} · {h.levelBefore} → {h.levelAfter}
          </li>
        ))}
        {data.history.length === 0 && <li className="muted">Nothing yet</li>}
      </ul>
    </div>
  );
}
