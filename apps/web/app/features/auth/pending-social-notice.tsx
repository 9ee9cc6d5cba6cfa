import { useSite, useT } from '../../lib/site';
import { useSocialProviders } from './use-social';

/** Above the register form: the provider's identity waits for this form (issue 29). */
export function PendingSocialNotice({ providerId }: { providerId: string }) {
  const t = useT();
  const { signUp } = useSite();
  const { data: providers } = useSocialProviders(signUp?.socialProviders);
  const name = providers?.find((provider) => provider.id === providerId)?.name ?? providerId;
  return (
    <p className="form__note" role="status" data-testid="social-sign-up-pending">
      {t('social.finishSignUp', { name })}
    </p>
  );
}
