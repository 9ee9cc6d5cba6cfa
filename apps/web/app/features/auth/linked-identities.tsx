import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { ProviderMark } from './social-buttons';
import { useIdentityActions, useLinkedIdentities, useSocialProviders } from './use-social';

/**
 * Sign-in methods on /profile/info (docs/decisions/029): each identity provider, linked (with the
 * provider's email) or not, with Link / Unlink.
 */
export function LinkedIdentities() {
  const t = useT();
  const { data: providers } = useSocialProviders();
  const { data: identities } = useLinkedIdentities();
  const { link, unlink } = useIdentityActions();
  if (!providers?.length) return null;
  const failure = link.error ?? unlink.error;
  return (
    <section className="card form" aria-labelledby="profile-sign-in-methods">
      <h2 id="profile-sign-in-methods">{t('social.linkedTitle')}</h2>
      <p className="muted">{t('social.linkedText')}</p>
      <FormError message={failure ? t('social.linkFailed') : null} />
      <ul className="linked-list">
        {providers.map((provider) => {
          const identity = identities?.find((i) => i.providerId === provider.id);
          const isBusy =
            (link.isPending && link.variables?.id === provider.id) ||
            (unlink.isPending && unlink.variables === provider.id);
          return (
            <li key={provider.id} className="linked-list__item" data-provider={provider.id}>
              <ProviderMark provider={provider} />
              <span className="linked-list__text">
                <strong>{provider.name}</strong>
                <span className="muted">
                  {identity
                    ? identity.email
                      ? t('social.linkedAs', { email: identity.email })
                      : t('social.linked')
                    : t('social.notLinked')}
                </span>
              </span>
              {identity ? (
                <Button
                  size="sm"
                  variant="ghost"
                  isLoading={isBusy}
                  onClick={() =>
                    unlink.mutate(provider.id, {
                      onSuccess: () =>
                        ui.toast({
                          kind: 'success',
                          title: t('social.unlinkDone', { name: provider.name }),
                        }),
                    })
                  }
                >
                  {t('social.unlink')}
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="primary"
                  isLoading={isBusy || (link.isSuccess && link.variables?.id === provider.id)}
                  onClick={() => link.mutate(provider)}
                >
                  {t('social.link')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
