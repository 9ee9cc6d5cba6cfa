import { Trophy } from 'lucide-react';
import { EmptyState } from '../../components/layout/empty-state';
import { PageHeader } from '../../components/layout/page-header';
import { TournamentCard } from '../../features/retention/tournaments/tournament-parts';
import { useTournaments } from '../../features/retention/tournaments/use-tournaments';
import { seoMeta } from '../../lib/seo';
import { useAlertText, useT } from '../../lib/site';
import type { Route } from './+types/list';

export const meta: Route.MetaFunction = (args) => seoMeta(args, 'tournaments');

/** Client-only (the list depends on who asks: a player in a time-out sees none). */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

function Skeletons() {
  const t = useT();
  return (
    <div className="tnm-grid" role="status" aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="tnm-card tnm-card--skeleton" />
      ))}
    </div>
  );
}

export function HydrateFallback() {
  const t = useT();
  return (
    <>
      <PageHeader
        title={t('retention.tournaments.title')}
        intro={t('retention.tournaments.intro')}
      />
      <Skeletons />
    </>
  );
}

/** Running, upcoming and recently ended tournaments. */
export default function Tournaments() {
  const t = useT();
  const alert = useAlertText();
  const { data, isError } = useTournaments();
  return (
    <>
      <PageHeader
        title={t('retention.tournaments.title')}
        intro={t('retention.tournaments.intro')}
      />
      {!data && !isError ? <Skeletons /> : null}
      {isError ? (
        <EmptyState icon={<Trophy size={28} />} text={alert('global.somethingWrong').text} />
      ) : null}
      {data?.length === 0 ? (
        <EmptyState icon={<Trophy size={28} />} text={t('retention.tournaments.empty')} />
      ) : null}
      {data?.length ? (
        <div className="tnm-grid" data-testid="tournament-list">
          {data.map((tournament) => (
            <TournamentCard key={tournament.id} tournament={tournament} />
          ))}
        </div>
      ) : null}
    </>
  );
}
