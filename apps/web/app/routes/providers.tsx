import { Users } from 'lucide-react';
import { EmptyState } from '../components/layout/empty-state';
import { PageHeader } from '../components/layout/page-header';
import { findProviders } from '../features/games/catalog.server';
import { ProviderCard, ProviderSkeletons } from '../features/games/provider-card';
import { useProviders } from '../features/games/use-game-catalog';
import { seoMeta } from '../lib/seo';
import { useAlertText, useT } from '../lib/site';
import type { Route } from './+types/providers';

export const meta: Route.MetaFunction = (args) => seoMeta(args, 'providers');

export async function loader({ context }: Route.LoaderArgs) {
  return { providers: await findProviders(context) };
}

/** Every studio with its number of games; a card opens the lobby filtered by it. */
export default function Providers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const alert = useAlertText();
  const { data, isError } = useProviders(undefined, loaderData.providers ?? undefined);
  const providers = data?.filter((p) => p.gamesCount > 0);
  return (
    <>
      <PageHeader title={t('providers.title')} intro={t('providers.intro')} />
      {!providers && !isError ? <ProviderSkeletons label={t('common.loading')} /> : null}
      {!providers && isError ? (
        <EmptyState icon={<Users size={28} />} text={alert('global.somethingWrong').text} />
      ) : null}
      {providers?.length === 0 ? (
        <EmptyState icon={<Users size={28} />} text={t('providers.empty')} />
      ) : null}
      {providers?.length ? (
        <div className="card-grid">
          {providers.map((provider) => (
            <ProviderCard key={provider.id} provider={provider} />
          ))}
        </div>
      ) : null}
    </>
  );
}
