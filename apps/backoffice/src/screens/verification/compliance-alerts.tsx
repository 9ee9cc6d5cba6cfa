import type { EndpointResponse } from '@casino/contracts/api';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { backofficeApi, call, errorText } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { useApi } from '../../lib/query.ts';
import { OPEN_ALERTS } from './alert-badge.tsx';

type Alert = EndpointResponse<typeof backofficeApi.listVerificationAlerts>['items'][number];

/** One open alert: what happened, the player, and resolving it with a note. */
function AlertItem({ alert, onDone }: { alert: Alert; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resolve = async (form: HTMLFormElement) => {
    const note = String(new FormData(form).get('note') ?? '').trim();
    if (!note) return setError('Write what was decided');
    setBusy(true);
    setError(null);
    try {
      await call(backofficeApi.resolveVerificationAlert, {
        params: { id: alert.id },
        body: { note },
      });
      onDone();
    } catch (e) {
      setError(errorText(e));
    }
    setBusy(false);
  };
  return (
    <article className="card alert-item" data-testid="compliance-alert">
      <h3>
        Sumsub rejected a player it had approved · {alert.playerEmail}
        {alert.withdrawalsFrozen && <span className="badge off">withdrawals frozen</span>}
      </h3>
      <p className="muted">
        {when(alert.createdAt)}
        {typeof alert.detail.rejectType === 'string' ? ` · ${alert.detail.rejectType}` : ''}
        {typeof alert.detail.applicantId === 'string'
          ? ` · applicant ${alert.detail.applicantId}`
          : ''}{' '}
        · <Link to={`/players/${alert.playerId}`}>Open the player card</Link>
      </p>
      <form
        method="post"
        className="editor"
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void resolve(event.currentTarget);
        }}
      >
        <label>
          Decision (kept in the audit log)
          <textarea name="note" rows={2} maxLength={2000} required />
        </label>
        {error && <p className="error">{error}</p>}
        <div className="actions">
          <button type="submit" className="primary" disabled={busy}>
            Resolve
          </button>
        </div>
      </form>
    </article>
  );
}

/** Compliance alerts waiting for a decision, oldest first. */
export function ComplianceAlerts() {
  const { data, error, reload } = useApi(backofficeApi.listVerificationAlerts, OPEN_ALERTS);
  if (error) return <p className="error">{error}</p>;
  if (!data || data.items.length === 0) return null;
  return (
    <section data-testid="compliance-alerts">
      <h2>
        Compliance alerts <span className="unread-badge">{data.open}</span>
      </h2>
      {data.items.map((alert) => (
        <AlertItem key={alert.id} alert={alert} onDone={reload} />
      ))}
    </section>
  );
}
