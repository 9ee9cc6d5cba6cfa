import { useState } from 'react';
import { backofficeApi } from '../../lib/api.ts';
import { useApi } from '../../lib/query.ts';
import { ComplianceAlerts } from './compliance-alerts.tsx';
import { DocumentReview } from './document-review.tsx';

/** Compliance: open alerts first, then documents waiting for review, oldest first. */
export function Documents() {
  const [page, setPage] = useState(1);
  const perPage = 10;
  const { data, error, reload } = useApi(backofficeApi.listDocuments, {
    query: { status: 'pending', page, perPage },
  });
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
