import type { PlayerDocument, VerificationStatus } from '@casino/contracts';
import { DOCUMENT_STATUS } from '@casino/contracts/enums';
import { CheckCircle2, Clock, FileUp, Trash2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useSite, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { useDeleteDocument } from './use-documents';

type State = VerificationStatus['needed'][number]['state'];

export const STATE_ICON: Record<State, typeof Clock> = {
  missing: FileUp,
  pending: Clock,
  approved: CheckCircle2,
  rejected: XCircle,
  expired: XCircle,
};

const STATUS_STATE: Record<number, State> = {
  [DOCUMENT_STATUS.pending]: 'pending',
  [DOCUMENT_STATUS.approved]: 'approved',
  [DOCUMENT_STATUS.rejected]: 'rejected',
};

/** The documents sent, each with its state and reason; one in review can be deleted. */
export function DocumentList({
  items,
  onChange,
}: {
  items: PlayerDocument[];
  onChange: () => void;
}) {
  const t = useT();
  const { locale } = useSite();
  const remove = useDeleteDocument();
  const [busy, setBusy] = useState<string | null>(null);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  const del = async (id: string) => {
    setBusy(id);
    try {
      await remove.mutateAsync({ params: { id } });
      ui.toast({ kind: 'success', title: t('verification.deleted') });
      onChange();
    } catch (e) {
      ui.toast({ kind: 'error', title: (e as Error).message });
    }
    setBusy(null);
  };
  return (
    <section className="card" aria-labelledby="verification-documents">
      <h2 id="verification-documents">{t('verification.yourDocuments')}</h2>
      {items.length === 0 ? <p className="muted">{t('verification.noDocuments')}</p> : null}
      <ul className="verification__documents">
        {items.map((d) => {
          const state = STATUS_STATE[d.status] ?? 'pending';
          const Icon = STATE_ICON[state];
          return (
            <li key={d.id} className={`verification__document is-${state}`} data-testid="document">
              <Icon size={22} aria-hidden="true" />
              <div className="verification__document-body">
                <div className="verification__document-title">
                  <strong>{t(`verification.kinds.${d.kind}`)}</strong>
                  <span className="verification__pill" data-testid="document-status">
                    {t(`verification.status.${state}`)}
                  </span>
                </div>
                <span className="muted verification__file">
                  {d.fileName} · {date(d.createdAt)}
                </span>
                {d.reason ? <span className="verification__reason">{d.reason}</span> : null}
              </div>
              {state === 'pending' ? (
                <Button
                  size="sm"
                  variant="ghost"
                  isIcon
                  aria-label={t('verification.delete')}
                  isLoading={busy === d.id}
                  onClick={() => del(d.id)}
                >
                  <Trash2 size={18} aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
