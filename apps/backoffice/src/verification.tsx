import { type FormEvent, useEffect, useState } from 'react';
import { backofficeApi, call, errorText } from './api.ts';
import { when } from './format.ts';
import { useLoad } from './use-page.ts';

const STATUS = { 1: 'pending', 2: 'approved', 3: 'rejected' } as Record<number, string>;
const fileUrl = (id: string) => backofficeApi.getDocumentFile.path.replace(':id', id);

type Queue = Awaited<ReturnType<typeof call<'listDocuments'>>>;
type Document = Queue['items'][number];

/** One document with its file (image inline, PDF as a link) and the decision form. */
function DocumentReview({ doc, onDone }: { doc: Document; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const decide = async (form: HTMLFormElement, decision: 'approve' | 'reject') => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    setBusy(true);
    setError(null);
    try {
      await call('reviewDocument', {
        params: { id: doc.id },
        body: {
          decision,
          reason: text('reason'),
          note: text('note'),
          final: data.get('final') === 'on',
          expiresOn: text('expiresOn'),
        },
      });
      onDone();
    } catch (e) {
      setError(errorText(e));
    }
    setBusy(false);
  };
  return (
    <article className="card document" data-testid="review-document">
      <div className="document__file">
        {doc.contentType.startsWith('image/') ? (
          <a href={fileUrl(doc.id)} target="_blank" rel="noreferrer">
            <img src={fileUrl(doc.id)} alt={`${doc.kind} of ${doc.playerEmail}`} />
          </a>
        ) : (
          <a href={fileUrl(doc.id)} target="_blank" rel="noreferrer">
            Open PDF ({Math.round(doc.size / 1024)} KB)
          </a>
        )}
      </div>
      <div className="document__body">
        <h3>
          {doc.kind} · {doc.playerEmail}
        </h3>
        <p className="muted">
          {doc.fileName} · sent {when(doc.createdAt)}
          {doc.referenceId ? ` · ref ${doc.referenceId}` : ''}
        </p>
        <form
          className="editor"
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            void decide(event.currentTarget, 'approve');
          }}
        >
          <label>
            Reason shown to the player (rejections)
            <input name="reason" maxLength={300} placeholder="e.g. The photo is blurred" />
          </label>
          <label>
            Internal note (compliance only)
            <textarea name="note" rows={2} maxLength={2000} />
          </label>
          {doc.kind === 'identity' && (
            <label>
              Document expires on (identity)
              <input name="expiresOn" type="date" />
            </label>
          )}
          <label className="inline">
            <input name="final" type="checkbox" /> Final rejection (no retry)
          </label>
          {error && <p className="error">{error}</p>}
          <div className="actions">
            <button type="submit" className="primary" disabled={busy}>
              Approve
            </button>
            <button
              type="button"
              className="danger"
              disabled={busy}
              onClick={(event) => {
                if (event.currentTarget.form) void decide(event.currentTarget.form, 'reject');
              }}
            >
              Reject
            </button>
          </div>
        </form>
      </div>
    </article>
  );
}

type Alert = Awaited<ReturnType<typeof call<'listVerificationAlerts'>>>['items'][number];

/** Said on the window when an alert is resolved here, so the badge counts again at once. */
const ALERTS_CHANGED = 'compliance-alerts-changed';

/** The navigation's count of open compliance alerts (every minute, and after a resolution). */
export function AlertBadge() {
  const [open, setOpen] = useState(0);
  useEffect(() => {
    let live = true;
    const load = () =>
      call('listVerificationAlerts', { query: { status: 'open' } })
        .then((list) => live && setOpen(list.open))
        .catch(() => {});
    void load();
    const timer = window.setInterval(load, 60_000);
    window.addEventListener(ALERTS_CHANGED, load);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener(ALERTS_CHANGED, load);
    };
  }, []);
  if (open === 0) return null;
  return (
    <span className="unread-badge" data-testid="alert-badge" title="Open compliance alerts">
      {open}
    </span>
  );
}

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
      await call('resolveVerificationAlert', { params: { id: alert.id }, body: { note } });
      window.dispatchEvent(new Event(ALERTS_CHANGED));
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
        · <a href={`/backoffice/players/${alert.playerId}`}>Open the player card</a>
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
function ComplianceAlerts() {
  const { data, error, reload } = useLoad(
    () => call('listVerificationAlerts', { query: { status: 'open' } }),
    [],
  );
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

/** Compliance: open alerts first, then documents waiting for review, oldest first. */
export function Documents() {
  const [page, setPage] = useState(1);
  const perPage = 10;
  const { data, error, reload } = useLoad(
    () => call('listDocuments', { query: { status: 'pending', page, perPage } }),
    [page],
  );
  return (
    <section>
      <ComplianceAlerts />
      <h2>Documents to review {data ? `(${data.total})` : ''}</h2>
      {error && <p className="error">{error}</p>}
      {data?.items.length === 0 && <p className="muted">No document waits for review.</p>}
      {data?.items.map((doc) => (
        <DocumentReview key={doc.id} doc={doc} onDone={reload} />
      ))}
      {data && data.total > page * perPage && (
        <button type="button" onClick={() => setPage(page + 1)}>
          Next page
        </button>
      )}
      {page > 1 && (
        <button type="button" onClick={() => setPage(page - 1)}>
          Previous page
        </button>
      )}
    </section>
  );
}

/** The player card's verification: level, freeze, documents and history. */
export function PlayerVerification({ id, canReview }: { id: string; canReview: boolean }) {
  const { data, error, reload } = useLoad(
    () => call('getPlayerVerification', { params: { id } }),
    [id],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const unfreeze = async () => {
    const note = window.prompt('Why lift the withdrawal freeze?');
    if (!note) return;
    try {
      await call('unfreezeWithdrawals', { params: { id }, body: { note } });
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
