import type { TotpEnrolment } from '@casino/contracts';
import { playerApi } from '@casino/contracts/api';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { SectionSkeleton } from '../../components/layout/section-skeleton';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { useEndpointMutation } from '../../lib/api/use-endpoint-mutation';
import { usePlayerData } from '../../lib/session/use-player-data';
import { useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { useAccountProof } from './account-proof';
import { PasskeysSection } from './passkeys-section';

/** What the card shows: the status, the app's set-up, the new codes, or a code asked for an action. */
type Step =
  | { kind: 'status' }
  | { kind: 'prove' }
  | { kind: 'enrol'; enrolment: TotpEnrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'ask'; action: 'remove' | 'renew' };

/**
 * Two-step sign-in on /profile/info (issue 35): an authenticator app set up with its QR code and
 * confirmed with a code; ten recovery codes shown once; removed or renewed with a code; and the
 * player's passkeys (passkeys-section.tsx).
 */
export function TwoFactorCard() {
  const t = useT();
  const { data: status, reload } = usePlayerData(playerApi.getTwoFactor);
  const start = useEndpointMutation(playerApi.startTotp);
  const confirm = useEndpointMutation(playerApi.confirmTotp);
  const remove = useEndpointMutation(playerApi.removeTotp);
  const renew = useEndpointMutation(playerApi.renewRecoveryCodes);
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const accountProof = useAccountProof({
    hasTotp: false,
    hasPasskeys: (status?.passkeys.length ?? 0) > 0,
  });
  if (!status) return <SectionSkeleton title={t('twoFactor.title')} />;

  const go = (next: Step) => {
    setStep(next);
    setCode('');
    setCodeError(null);
    setFormError(null);
  };
  /** A refused code is told at the field; too many tries and anything else above the form. */
  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 422) setCodeError(t('twoFactor.wrongCode'));
    else if (error instanceof ApiError && error.status === 429)
      setFormError(t('twoFactor.tooMany'));
    else setFormError(t('twoFactor.tooMany'));
  };
  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const given = code.trim();
    if (!given) return setCodeError(t('twoFactor.askCode'));
    try {
      if (step.kind === 'enrol') {
        const { recoveryCodes } = await confirm.mutateAsync({ body: { code: given } });
        ui.toast({ kind: 'success', title: t('twoFactor.enabled') });
        go({ kind: 'codes', codes: recoveryCodes });
      } else if (step.kind === 'ask' && step.action === 'renew') {
        const { recoveryCodes } = await renew.mutateAsync({ body: { code: given } });
        go({ kind: 'codes', codes: recoveryCodes });
      } else if (step.kind === 'ask') {
        await remove.mutateAsync({ body: { code: given } });
        ui.toast({ kind: 'success', title: t('twoFactor.disabled') });
        go({ kind: 'status' });
      }
      reload();
    } catch (error) {
      refused(error);
    }
  };
  /** The set-up starts once the account is proven (issue 35). */
  const startApp = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    try {
      const enrolment = await start.mutateAsync({ body: await accountProof.proof() });
      go({ kind: 'enrol', enrolment });
    } catch (error) {
      if (!accountProof.refused(error)) refused(error);
    }
  };
  const codeField = (label: string) => (
    <TextField
      label={label}
      value={code}
      onChange={(event) => setCode(event.target.value)}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      error={codeError ?? undefined}
      data-testid="two-factor-code"
    />
  );
  const isBusy = confirm.isPending || remove.isPending || renew.isPending;
  // The app or any passkey: a sign-in asks for a second factor.
  const isOn = status.totp || status.passkeys.length > 0;

  return (
    <section className="card form two-factor" aria-labelledby="two-factor-title">
      <div className="two-factor__head">
        <ShieldCheck size={22} aria-hidden="true" />
        <h2 id="two-factor-title">{t('twoFactor.title')}</h2>
        <span
          className={isOn ? 'chip two-factor__state is-on' : 'chip two-factor__state'}
          data-testid="two-factor-state"
        >
          {isOn ? t('twoFactor.statusOn') : t('twoFactor.statusOff')}
        </span>
      </div>
      <FormError message={formError} />
      {step.kind === 'status' ? (
        <>
          <p className="muted">{t('twoFactor.intro')}</p>
          {status.totp ? (
            <>
              <p className="muted">
                {t('twoFactor.codesLeft', { count: status.recoveryCodesLeft })}
              </p>
              <div className="two-factor__actions">
                <Button size="sm" onClick={() => go({ kind: 'ask', action: 'renew' })}>
                  {t('twoFactor.renew')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => go({ kind: 'ask', action: 'remove' })}
                >
                  {t('twoFactor.turnOff')}
                </Button>
              </div>
            </>
          ) : (
            <Button
              variant="primary"
              onClick={() => {
                accountProof.reset();
                go({ kind: 'prove' });
              }}
            >
              {t('twoFactor.setUp')}
            </Button>
          )}
          <PasskeysSection passkeys={status.passkeys} hasTotp={status.totp} onChange={reload} />
        </>
      ) : null}
      {step.kind === 'prove' ? (
        <form className="form" onSubmit={startApp} noValidate>
          {accountProof.field}
          <StepActions
            label={t('twoFactor.continue')}
            isLoading={start.isPending}
            onCancel={() => go({ kind: 'status' })}
          />
        </form>
      ) : null}
      {step.kind === 'enrol' ? (
        <form className="form" onSubmit={submitCode} noValidate>
          <p className="muted">{t('twoFactor.scan')}</p>
          <div
            className="two-factor__qr"
            role="img"
            aria-label={t('twoFactor.qrLabel')}
            // The server's own QR code (qrcode's SVG of the otpauth URI), no player input in it.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG made by our server
            dangerouslySetInnerHTML={{ __html: step.enrolment.qrSvg }}
          />
          <p className="two-factor__key">
            <span className="muted">{t('twoFactor.key')}</span>{' '}
            <code data-testid="two-factor-secret">{step.enrolment.secret}</code>
          </p>
          {codeField(t('twoFactor.code'))}
          <StepActions
            label={t('twoFactor.confirm')}
            isLoading={isBusy}
            onCancel={() => go({ kind: 'status' })}
          />
        </form>
      ) : null}
      {step.kind === 'codes' ? (
        <>
          <h3>{t('twoFactor.codesTitle')}</h3>
          <p className="muted">{t('twoFactor.codesText')}</p>
          <ol className="two-factor__codes tabular" data-testid="recovery-codes">
            {step.codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ol>
          <div className="two-factor__actions">
            <Button
              size="sm"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(step.codes.join('\n'))
                  .then(() => ui.toast({ kind: 'success', title: t('twoFactor.copied') }))
                  .catch(() => {})
              }
            >
              {t('twoFactor.copy')}
            </Button>
            <Button size="sm" variant="primary" onClick={() => go({ kind: 'status' })}>
              {t('twoFactor.codesDone')}
            </Button>
          </div>
        </>
      ) : null}
      {step.kind === 'ask' ? (
        <form className="form" onSubmit={submitCode} noValidate>
          <p className="muted">{t('twoFactor.askCode')}</p>
          {codeField(t('twoFactor.signInCode'))}
          <StepActions
            label={step.action === 'remove' ? t('twoFactor.turnOff') : t('twoFactor.renew')}
            isLoading={isBusy}
            onCancel={() => go({ kind: 'status' })}
          />
        </form>
      ) : null}
    </section>
  );
}

/** A step's submit button and its way back to the card's status. */
function StepActions({
  label,
  isLoading,
  onCancel,
}: {
  label: string;
  isLoading: boolean;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <div className="two-factor__actions">
      <Button type="submit" variant="primary" isLoading={isLoading}>
        {label}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {t('twoFactor.cancel')}
      </Button>
    </div>
  );
}
