import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { StatusCard } from '../../layouts/chrome/status-card';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/site';
import { type FactorOffer, finishSocialSecondFactor } from './use-social';

type SocialLogin = Awaited<ReturnType<typeof finishSocialSecondFactor>>;

/**
 * The code step of a social sign-in (issue 35): the provider said who the player is, their
 * two-step sign-in asks for a code of the app or a recovery code. A wrong code is told at the
 * field; once the server gives up (too many, or too late), `onFailed` shows the failure.
 */
export function SocialSecondFactor({
  offer,
  onSignedIn,
  onFailed,
}: {
  offer: FactorOffer;
  onSignedIn: (login: SocialLogin) => void;
  onFailed: (error: unknown) => void;
}) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const withPasskey = async () => {
    setPasskeyError(null);
    setBusy(true);
    try {
      const { answerWithPasskey } = await import('../../lib/passkey');
      onSignedIn(await finishSocialSecondFactor({ passkey: await answerWithPasskey() }));
    } catch (failure) {
      if (!(failure instanceof ApiError) || failure.code === 'invalid_second_factor') {
        setPasskeyError(t('twoFactor.passkeyFailed'));
      } else onFailed(failure);
    } finally {
      setBusy(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(t('twoFactor.signInText'));
    setBusy(true);
    try {
      onSignedIn(await finishSocialSecondFactor({ code: code.trim() }));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'invalid_second_factor') {
        setError(t('twoFactor.wrongCode'));
      } else onFailed(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <StatusCard
      title={t('twoFactor.title')}
      text={t('twoFactor.signInText')}
      icon={<ShieldCheck size={32} aria-hidden="true" />}
    >
      <form className="form" onSubmit={submit} noValidate style={{ width: '100%' }}>
        {offer.code ? (
          <>
            <TextField
              label={t('twoFactor.signInCode')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              error={error ?? undefined}
            />
            <Button type="submit" variant="primary" size="lg" isBlock isLoading={isBusy}>
              {t('twoFactor.continue')}
            </Button>
          </>
        ) : null}
        {offer.passkey || offer.isPasskeyUnsupported ? (
          <p className="muted">
            {offer.isPasskeyUnsupported
              ? t('twoFactor.passkeyUnsupported')
              : t('twoFactor.orPasskey')}
          </p>
        ) : null}
        {passkeyError ? (
          <p className="field__error" role="alert">
            {passkeyError}
          </p>
        ) : null}
        {offer.passkey ? (
          <Button size="lg" isBlock isLoading={isBusy} onClick={() => void withPasskey()}>
            {t('twoFactor.usePasskey')}
          </Button>
        ) : null}
      </form>
    </StatusCard>
  );
}
