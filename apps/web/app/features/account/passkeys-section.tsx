import type { PasskeySummary } from '@casino/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { useSite, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { useAccountProof } from './account-proof';

type Step = { kind: 'list' } | { kind: 'add' } | { kind: 'remove'; passkey: PasskeySummary };

/**
 * The player's passkeys in the two-step card (issue 35): each with its name, when it was added
 * and last used; one is added after the password and named, and removed with the password or a
 * code of the app. Adding one asks proof of the account first (account-proof.tsx).
 */
export function PasskeysSection({
  passkeys,
  hasTotp,
  onChange,
}: {
  passkeys: PasskeySummary[];
  hasTotp: boolean;
  onChange: () => void;
}) {
  const t = useT();
  const { locale } = useSite();
  const [isBusy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const [name, setName] = useState('');
  const [secret, setSecret] = useState('');
  const [isByCode, setByCode] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const accountProof = useAccountProof({ hasTotp, hasPasskeys: passkeys.length > 0 });
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  const go = (next: Step) => {
    setStep(next);
    setSecret('');
    setByCode(false);
    setFieldError(null);
    setFormError(null);
  };
  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'wrong_password') {
      setFieldError(t('twoFactor.wrongPassword'));
    } else if (
      error instanceof ApiError &&
      error.status === 422 &&
      error.code !== 'invalid_passkey'
    ) {
      setFieldError(t('twoFactor.wrongCode'));
    } else if (error instanceof ApiError && error.status === 429) {
      setFormError(t('twoFactor.tooMany'));
    } else {
      setFormError(t('twoFactor.passkeyFailed'));
    }
  };

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    const label = name.trim() || t('twoFactor.passkeyNamePlaceholder');
    setFormError(null);
    setFieldError(null);
    setBusy(true);
    try {
      const { canUsePasskeys, createPasskey, passkeyCalls } = await import('../../lib/passkey');
      if (!canUsePasskeys()) return setFormError(t('twoFactor.passkeyUnsupported'));
      const proof = await accountProof.proof();
      const { challengeId, options } = await passkeyCalls.registrationOptions(proof);
      const response = await createPasskey(options);
      await passkeyCalls.add({ name: label, challengeId, response });
      ui.toast({ kind: 'success', title: t('twoFactor.passkeyAdded') });
      setName('');
      go({ kind: 'list' });
      onChange();
    } catch (error) {
      if (!accountProof.refused(error)) refused(error);
    } finally {
      setBusy(false);
    }
  };

  const onRemove = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'remove') return;
    if (!secret.trim()) {
      return setFieldError(isByCode ? t('twoFactor.askCode') : t('twoFactor.passkeyRemoveText'));
    }
    setBusy(true);
    try {
      const { passkeyCalls } = await import('../../lib/passkey');
      await passkeyCalls.remove(
        step.passkey.id,
        isByCode ? { code: secret.trim() } : { password: secret },
      );
      ui.toast({ kind: 'success', title: t('twoFactor.passkeyRemoved') });
      go({ kind: 'list' });
      onChange();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="passkeys" data-testid="passkeys">
      <h3>{t('twoFactor.passkeys')}</h3>
      <FormError message={formError} />
      {step.kind === 'list' ? (
        <>
          <p className="muted">{t('twoFactor.passkeysIntro')}</p>
          {passkeys.length === 0 ? (
            <p className="muted">{t('twoFactor.passkeyNone')}</p>
          ) : (
            <ul className="passkeys__list">
              {passkeys.map((passkey) => (
                <li key={passkey.id} className="passkeys__item" data-testid="passkey">
                  <div className="passkeys__text">
                    <strong>{passkey.name}</strong>
                    <span className="muted">
                      {t('twoFactor.passkeyCreated', { date: date(passkey.createdAt) })}
                      {' · '}
                      {passkey.lastUsedAt
                        ? t('twoFactor.passkeyLastUsed', { date: date(passkey.lastUsedAt) })
                        : t('twoFactor.passkeyNeverUsed')}
                    </span>
                  </div>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('twoFactor.passkeyRemoveLabel', { name: passkey.name })}
                    onClick={() => go({ kind: 'remove', passkey })}
                  >
                    {t('twoFactor.passkeyRemove')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Button
            size="sm"
            onClick={() => {
              accountProof.reset();
              go({ kind: 'add' });
            }}
          >
            {t('twoFactor.addPasskey')}
          </Button>
        </>
      ) : null}
      {step.kind === 'add' ? (
        <form className="form" onSubmit={onAdd} noValidate>
          <TextField
            label={t('twoFactor.passkeyName')}
            value={name}
            maxLength={60}
            placeholder={t('twoFactor.passkeyNamePlaceholder')}
            onChange={(event) => setName(event.target.value)}
          />
          {accountProof.field}
          <div className="two-factor__actions">
            <Button type="submit" variant="primary" isLoading={isBusy}>
              {t('twoFactor.passkeyAdd')}
            </Button>
            <Button variant="ghost" onClick={() => go({ kind: 'list' })}>
              {t('twoFactor.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      {step.kind === 'remove' ? (
        <form className="form" onSubmit={onRemove} noValidate>
          <p className="muted">
            <strong>{step.passkey.name}</strong>
            {' · '}
            {isByCode ? t('twoFactor.passkeyRemoveCodeText') : t('twoFactor.passkeyRemoveText')}
          </p>
          <TextField
            label={isByCode ? t('twoFactor.signInCode') : t('twoFactor.passkeyPassword')}
            type={isByCode ? 'text' : 'password'}
            autoComplete={isByCode ? 'one-time-code' : 'current-password'}
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            error={fieldError ?? undefined}
          />
          {hasTotp ? (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setByCode(!isByCode);
                setSecret('');
                setFieldError(null);
              }}
            >
              {isByCode ? t('twoFactor.passkeyUsePassword') : t('twoFactor.passkeyUseCode')}
            </button>
          ) : null}
          <div className="two-factor__actions">
            <Button type="submit" variant="primary" isLoading={isBusy}>
              {t('twoFactor.passkeyRemove')}
            </Button>
            <Button variant="ghost" onClick={() => go({ kind: 'list' })}>
              {t('twoFactor.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
