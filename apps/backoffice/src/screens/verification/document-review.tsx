import type { EndpointResponse } from '@casino/contracts/api';
import { type FormEvent, useState } from 'react';
import { backofficeApi, call, errorText } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';

export const fileUrl = (id: string) => backofficeApi.getDocumentFile.path.replace(':id', id);

type Queue = EndpointResponse<typeof backofficeApi.listDocuments>;

type Document = Queue['items'][number];

/** One document with its file (image inline, PDF as a link) and the decision form. */
export function DocumentReview({ doc, onDone }: { doc: Document; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const decide = async (form: HTMLFormElement, decision: 'approve' | 'reject') => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    setBusy(true);
    setError(null);
    try {
      await call(backofficeApi.reviewDocument, {
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
