import type { DocumentKind, VerificationStatus } from '@casino/contracts';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES } from '@casino/contracts/enums';
import { Camera, FileUp, ShieldCheck } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { SectionSkeleton } from '../../components/layout/section-skeleton';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { ApiError } from '../../lib/api';
import { useFieldErrorText } from '../../lib/forms/field-error-text';
import { useSite, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { SumsubWebSdk } from './sumsub-websdk';
import { useDocuments, useUploadDocument } from './use-documents';
import { DocumentList, STATE_ICON } from './verification-documents';

/**
 * /profile/verification (docs/decisions/028): why and what is needed, each kind's state, the
 * upload (camera or files) and the documents sent with their status and reason; pending ones
 * can be deleted. `subscribe` lets the page refresh on a realtime decision.
 */
export function VerificationPanel({
  subscribe,
  sandboxReviewer,
}: {
  /** Calls back on every verification change pushed to the player. */
  subscribe?: (onChange: () => void) => () => void;
  /** The sandbox adapter's tester page, shown in sandbox mode. */
  sandboxReviewer?: string;
}) {
  const t = useT();
  const { data, reload } = useDocuments();
  useEffect(() => subscribe?.(reload), [subscribe, reload]);
  if (!data) return <SectionSkeleton title={t('verification.title')} rows={3} />;
  const { verification, items } = data;
  const uploadable = DOCUMENT_KINDS.filter(
    (kind) =>
      !verification.rejectedFinal &&
      !items.some((d) => d.kind === kind && d.final) &&
      verification.needed.find((n) => n.kind === kind)?.state !== 'approved',
  );
  return (
    <div className="account-stack">
      <StatusCard verification={verification} />
      {verification.adapter === 'sumsub' ? (
        verification.level !== 'full' && !verification.rejectedFinal ? (
          <SumsubWebSdk onStatus={reload} />
        ) : null
      ) : uploadable.length > 0 ? (
        <UploadCard kinds={uploadable} needed={verification.needed} onDone={reload} />
      ) : null}
      <DocumentList items={items} onChange={reload} />
      {sandboxReviewer && verification.adapter === 'sandbox' ? (
        <p className="muted verification__sandbox">
          <a href={sandboxReviewer} data-testid="sandbox-reviewer">
            {t('verification.sandboxReviewer')}
          </a>
        </p>
      ) : null}
    </div>
  );
}

function StatusCard({ verification }: { verification: VerificationStatus }) {
  const t = useT();
  const { level, required, trigger, withdrawalsFrozen, rejectedFinal } = verification;
  return (
    <section className="card verification__status" aria-labelledby="verification-title">
      <div className="verification__head">
        <ShieldCheck size={28} aria-hidden="true" className={`verification__shield is-${level}`} />
        <div>
          <h2 id="verification-title">{t('verification.title')}</h2>
          <p className="muted" data-testid="verification-level">
            {t('verification.levelLabel')}: <strong>{t(`verification.levels.${level}`)}</strong>
          </p>
        </div>
      </div>
      <p>{t('verification.intro')}</p>
      {withdrawalsFrozen ? (
        <p className="form__error" role="alert">
          {t('verification.frozen')}
        </p>
      ) : rejectedFinal ? (
        <p className="form__error" role="alert">
          {t('verification.refused')}
        </p>
      ) : required && trigger ? (
        <p className="verification__required" role="status">
          {t(`verification.triggers.${trigger}`)}
        </p>
      ) : level === 'none' ? (
        <p className="muted">{t('verification.notRequired')}</p>
      ) : null}
      <ul className="verification__needed">
        {verification.needed.map(({ kind, state }) => {
          const Icon = STATE_ICON[state];
          return (
            <li
              key={kind}
              className={`verification__kind is-${state}`}
              data-testid={`needed-${kind}`}
            >
              <Icon size={20} aria-hidden="true" />
              <span className="verification__kind-name">{t(`verification.kinds.${kind}`)}</span>
              <span className="verification__pill">{t(`verification.states.${state}`)}</span>
            </li>
          );
        })}
      </ul>
      <p className="muted verification__privacy">{t('verification.privacy')}</p>
    </section>
  );
}

function UploadCard({
  kinds,
  needed,
  onDone,
}: {
  kinds: DocumentKind[];
  needed: VerificationStatus['needed'];
  onDone: () => void;
}) {
  const fieldText = useFieldErrorText(useSite().content.validation);
  /** The first field error, as a sentence naming its field in the page's language. */
  const firstFieldError = (error: ApiError) => {
    const [field, list] = Object.entries(error.fields)[0] ?? [];
    return field ? fieldText.fromServer(field, list?.[0]) : undefined;
  };
  const t = useT();
  const upload = useUploadDocument();
  const first = kinds.find((k) => needed.some((n) => n.kind === k && n.state !== 'pending'));
  const [kind, setKind] = useState<DocumentKind>(first ?? kinds[0]!);
  const [error, setError] = useState<string | null>(null);
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const selected = kinds.includes(kind) ? kind : kinds[0]!;

  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > DOCUMENT_MAX_BYTES) return setError(t('verification.tooBig'));
    const form = new FormData();
    form.append('kind', selected);
    form.append('file', file, file.name);
    try {
      await upload.mutateAsync({ form });
      ui.toast({ kind: 'success', title: t('verification.uploaded') });
      onDone();
    } catch (e) {
      setError(e instanceof ApiError ? (firstFieldError(e) ?? e.message) : String(e));
    }
  };

  return (
    <section className="card verification__upload" aria-labelledby="verification-upload">
      <h2 id="verification-upload">{t('verification.uploadTitle')}</h2>
      <fieldset className="fieldset-plain stack-sm">
        <legend className="field__label">{t('verification.documentType')}</legend>
        <div className="tabs tabs--wrap">
          {kinds.map((k) => (
            <button
              key={k}
              type="button"
              className="chip"
              aria-pressed={selected === k}
              onClick={() => setKind(k)}
              data-testid={`kind-${k}`}
            >
              {t(`verification.kinds.${k}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <p className="muted">{t(`verification.help.${selected}`)}</p>
      <div className="verification__actions">
        <Button
          variant="primary"
          size="lg"
          isBlock
          isLoading={upload.isPending}
          onClick={() => camera.current?.click()}
        >
          <Camera size={20} aria-hidden="true" /> {t('verification.takePhoto')}
        </Button>
        <Button
          size="lg"
          isBlock
          disabled={upload.isPending}
          onClick={() => files.current?.click()}
        >
          <FileUp size={20} aria-hidden="true" /> {t('verification.chooseFile')}
        </Button>
      </div>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={send}
        aria-label={t('verification.takePhoto')}
      />
      <input
        ref={files}
        type="file"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        hidden
        onChange={send}
        aria-label={t('verification.chooseFile')}
        data-testid="document-file"
      />
      <p className="muted verification__hint">{t('verification.fileHint')}</p>
      <FormError message={error} />
    </section>
  );
}
