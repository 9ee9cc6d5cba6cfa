import type { SocialProvider } from '@casino/contracts';
import { KeyRound } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useSite, useT } from '../../lib/site';
import { useSocialProviders } from './use-social';

/** A provider's mark: its configured icon, else a key (the embedded Aurora ID). */
export function ProviderMark({ provider }: { provider: SocialProvider }) {
  return provider.icon ? (
    <img className="social-mark" src={provider.icon} alt="" width={20} height={20} />
  ) : (
    <KeyRound className="social-mark" size={20} aria-hidden="true" />
  );
}

/**
 * "or continue with" and one button per identity provider (docs/decisions/029); nothing while
 * none is configured.
 */
export function SocialButtons({
  kind,
  busyId,
  onChoose,
}: {
  kind: 'sign-in' | 'sign-up';
  busyId: string | null;
  onChoose: (providerId: string) => void;
}) {
  const t = useT();
  // The sign-up form the server rendered came with its providers (no buttons popping in later).
  const { signUp } = useSite();
  const { data: providers } = useSocialProviders(
    kind === 'sign-up' ? signUp?.socialProviders : undefined,
  );
  if (!providers?.length) return null;
  return (
    <div className="social-login">
      <p className="social-login__divider">
        <span>{t('social.orContinue')}</span>
      </p>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          type="button"
          size="lg"
          isBlock
          className="social-login__button"
          isLoading={busyId === provider.id}
          disabled={busyId !== null}
          onClick={() => onChoose(provider.id)}
        >
          <ProviderMark provider={provider} />
          {t(kind === 'sign-up' ? 'social.signUpWith' : 'social.continueWith', {
            name: provider.name,
          })}
        </Button>
      ))}
    </div>
  );
}
