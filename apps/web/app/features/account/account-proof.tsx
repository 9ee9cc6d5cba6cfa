import type { AccountProof } from '@casino/contracts';
import { useState } from 'react';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/site';
import { useLinkedIdentities, useStartSocialLogin } from '../../lib/social-login';

type Mode = 'password' | 'code' | 'passkey';

/**
 * Proof of the account before a second factor is added (issue 35): the password, or a code of
 * the app / a passkey when the player has one. An empty password is sent as no proof, which the
 * server takes only right after a social sign-in (a player without a password re-authenticates
 * at the provider).
 */
export function useAccountProof({
  hasTotp,
  hasPasskeys,
}: {
  hasTotp: boolean;
  hasPasskeys: boolean;
}) {
  const t = useT();
  const [mode, setMode] = useState<Mode>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Refused for want of any proof: a player who signs in through a provider proves by doing it
  // again (a social sign-in of the last five minutes), offered here as one button per provider.
  const [isProofMissing, setProofMissing] = useState(false);
  const identities = useLinkedIdentities();
  const reSignIn = useStartSocialLogin();
  const switchTo = (next: Mode) => {
    setMode(next);
    setValue('');
    setError(null);
    setProofMissing(false);
  };

  /** The proof as the server takes it; a passkey is asked of the device here. */
  const proof = async (): Promise<AccountProof> => {
    if (mode === 'passkey') {
      const { answerWithPasskey } = await import('../../lib/passkey');
      return { passkey: await answerWithPasskey() };
    }
    if (mode === 'code') return { code: value.trim() };
    return value ? { password: value } : {};
  };

  /** Tells a refused proof at the field; false: not a proof's refusal. */
  const refused = (failure: unknown) => {
    if (!(failure instanceof ApiError) || failure.status !== 422) return false;
    setProofMissing(failure.code === 'proof_required');
    if (failure.code === 'proof_required') setError(t('twoFactor.proofRequired'));
    else if (failure.code === 'wrong_password') setError(t('twoFactor.wrongPassword'));
    else if (failure.fields?.passkey) setError(t('twoFactor.passkeyFailed'));
    else if (failure.fields?.code) setError(t('twoFactor.wrongCode'));
    else return false;
    return true;
  };

  const field = (
    <div className="form" data-testid="account-proof">
      <p className="muted">{t('twoFactor.proofText')}</p>
      {mode === 'passkey' ? (
        <p className="muted">{t('twoFactor.orPasskey')}</p>
      ) : (
        <TextField
          label={mode === 'code' ? t('twoFactor.signInCode') : t('twoFactor.passkeyPassword')}
          type={mode === 'code' ? 'text' : 'password'}
          autoComplete={mode === 'code' ? 'one-time-code' : 'current-password'}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? undefined}
          data-testid="account-proof-value"
        />
      )}
      {mode === 'passkey' && error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      {isProofMissing && mode === 'password'
        ? (identities.data ?? []).map((identity) => (
            <button
              key={identity.providerId}
              type="button"
              className="btn btn--secondary"
              data-testid="account-proof-social"
              disabled={reSignIn.isPending}
              onClick={() =>
                reSignIn.mutate({
                  providerId: identity.providerId,
                  target: `${window.location.pathname}${window.location.search}`,
                })
              }
            >
              {t('twoFactor.signInAgainWith', { name: identity.providerName })}
            </button>
          ))
        : null}
      {mode !== 'password' ? (
        <button type="button" className="link-button" onClick={() => switchTo('password')}>
          {t('twoFactor.passkeyUsePassword')}
        </button>
      ) : null}
      {hasTotp && mode !== 'code' ? (
        <button type="button" className="link-button" onClick={() => switchTo('code')}>
          {t('twoFactor.passkeyUseCode')}
        </button>
      ) : null}
      {hasPasskeys && mode !== 'passkey' ? (
        <button type="button" className="link-button" onClick={() => switchTo('passkey')}>
          {t('twoFactor.proofUsePasskey')}
        </button>
      ) : null}
    </div>
  );
  return { field, proof, refused, reset: () => switchTo('password') };
}
