import { ArrowLeft, Radio, Trophy } from 'lucide-react';
import { EmptyState } from '../../components/layout/empty-state';
import { AppLink } from '../../components/ui/app-link';
import { Button } from '../../components/ui/button';
import {
  Countdown,
  gameTitle,
  LeaderboardRow,
  StatusBadge,
  useFormatScore,
} from '../../features/retention/tournaments/tournament-parts';
import {
  useLiveLeaderboard,
  useParticipate,
  useTournament,
} from '../../features/retention/tournaments/use-tournaments';
import { ApiError } from '../../lib/api';
import { useFormatMoney } from '../../lib/money/use-money';
import { seoMeta } from '../../lib/seo';
import { useSessionView } from '../../lib/session/use-session-view';
import { useSite, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import type { Route } from './+types/tournament';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'tournaments', undefined, { isIndexable: false });

export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="tnm-hero tnm-card--skeleton" />;
}

/** One tournament: prize pool, countdown, opt-in, the live leaderboard and the player's place. */
export default function TournamentPage({ params }: Route.ComponentProps) {
  const identity = params.identity;
  const t = useT();
  const money = useFormatMoney();
  const score = useFormatScore();
  const { locale } = useSite();
  const { status: sessionStatus } = useSessionView();
  const { data, isError, error } = useTournament(identity);
  const isLive = useLiveLeaderboard(data);
  const { participate, isPending } = useParticipate(identity);
  if (isError) {
    const isMissing = error instanceof ApiError && error.status === 404;
    return (
      <EmptyState
        icon={<Trophy size={28} />}
        text={t(isMissing ? 'retention.tournaments.notFound' : 'retention.tournaments.loadError')}
      />
    );
  }
  if (!data) return <div className="tnm-hero tnm-card--skeleton" aria-busy="true" />;
  const join = async () => {
    try {
      await participate();
      ui.toast({ kind: 'success', title: t('retention.tournaments.joinedToast') });
    } catch (e) {
      ui.toast({
        kind: 'error',
        title: t('retention.tournaments.joinFailed'),
        text: e instanceof ApiError ? e.message : undefined,
      });
    }
  };
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const isOpen = data.status === 'running' || data.status === 'upcoming';
  return (
    <div className="tnm-page">
      <AppLink to="/tournaments" className="tnm-back">
        <ArrowLeft size={16} aria-hidden /> {t('retention.tournaments.all')}
      </AppLink>
      <section className="tnm-hero">
        <div className="tnm-hero__top">
          <StatusBadge status={data.status} />
          {isLive && data.status === 'running' ? (
            <span className="tnm-live" role="img" aria-label={t('retention.tournaments.live')}>
              <Radio size={14} aria-hidden />
            </span>
          ) : null}
        </div>
        <h1 className="tnm-hero__title">{data.title}</h1>
        {data.description ? <p className="tnm-hero__text">{data.description}</p> : null}
        <p className="tnm-card__pool-label">{t('retention.tournaments.prizePool')}</p>
        <p className="tnm-hero__pool" data-testid="prize-pool">
          {money(data.prizePool, data.currency)}
        </p>
        <div className="tnm-hero__clock">
          {data.status === 'running' ? (
            <Countdown to={data.endsAt} label={t('retention.tournaments.endsIn')} />
          ) : data.status === 'upcoming' ? (
            <Countdown to={data.startsAt} label={t('retention.tournaments.startsIn')} />
          ) : (
            <span className="tnm-countdown">{t('retention.tournaments.ended')}</span>
          )}
        </div>
        <dl className="tnm-facts">
          <div>
            <dt>{t('retention.tournaments.scoringLabel')}</dt>
            <dd>
              {t(
                `retention.tournaments.scoring.${data.scoring}` as 'retention.tournaments.scoring.rounds',
              )}
            </dd>
          </div>
          <div>
            <dt>{t('retention.tournaments.window')}</dt>
            <dd>
              {dates.format(new Date(data.startsAt))} – {dates.format(new Date(data.endsAt))}
            </dd>
          </div>
          <div>
            <dt>{t('retention.tournaments.players')}</dt>
            <dd data-testid="participants">{data.participants}</dd>
          </div>
          <div>
            <dt>{t('retention.tournaments.gamesLabel')}</dt>
            <dd>
              {data.games.length > 0
                ? data.games.map((game, i) => (
                    <span key={game}>
                      {i > 0 ? ', ' : null}
                      <AppLink to={`/games/${game}`} className="tnm-game">
                        {gameTitle(game)}
                      </AppLink>
                    </span>
                  ))
                : data.provider
                  ? data.provider
                  : t('retention.tournaments.allGames')}
            </dd>
          </div>
        </dl>
        {data.myPayout ? (
          <p className="tnm-won" data-testid="my-payout">
            <Trophy size={18} aria-hidden />
            {t('retention.tournaments.youWon', {
              amount: money(data.myPayout.amount, data.currency),
              rank: data.myPayout.rank,
            })}
          </p>
        ) : null}
        {isOpen && !data.isParticipating ? (
          sessionStatus === 'player' ? (
            <Button variant="primary" size="lg" isBlock isLoading={isPending} onClick={join}>
              {t('retention.tournaments.join')}
            </Button>
          ) : (
            <AppLink to="?sign-in" className="btn btn--primary btn--lg btn--block">
              {t('retention.tournaments.signInToJoin')}
            </AppLink>
          )
        ) : null}
        {data.isParticipating && isOpen ? (
          <div className="tnm-me" data-testid="my-rank">
            <span>{t('retention.tournaments.myRank')}</span>
            <strong>{data.me ? `#${data.me.rank}` : '—'}</strong>
            <span>
              {data.me ? score(data, data.me.score) : t('retention.tournaments.playToScore')}
            </span>
          </div>
        ) : null}
      </section>
      <section className="tnm-board" aria-labelledby="tnm-board-title">
        <h2 id="tnm-board-title">{t('retention.tournaments.leaderboard')}</h2>
        {data.leaderboard.length === 0 ? (
          <p className="tnm-board__empty">{t('retention.tournaments.noScores')}</p>
        ) : (
          <ol className="tnm-rows" data-testid="leaderboard" aria-live="polite">
            <li className="tnm-row tnm-row--head" aria-hidden>
              <span>#</span>
              <span>{t('retention.tournaments.player')}</span>
              <span>{t('retention.tournaments.score')}</span>
              <span>{t('retention.tournaments.prize')}</span>
            </li>
            {data.leaderboard.map((standing) => (
              <LeaderboardRow key={standing.rank} standing={standing} tournament={data} />
            ))}
          </ol>
        )}
      </section>
      <section className="tnm-prizes" aria-labelledby="tnm-prizes-title">
        <h2 id="tnm-prizes-title">{t('retention.tournaments.prizes')}</h2>
        <ul>
          {data.prizes.map((p) => (
            <li key={p.fromRank}>
              <span>
                {p.fromRank === p.toRank
                  ? t('retention.tournaments.rank', { rank: p.fromRank })
                  : t('retention.tournaments.ranks', { from: p.fromRank, to: p.toRank })}
              </span>
              <strong>{money(p.amount, data.currency)}</strong>
            </li>
          ))}
        </ul>
        <p className="tnm-prizes__kind">
          {t(
            data.prizeKind === 'cash'
              ? 'retention.tournaments.paidCash'
              : 'retention.tournaments.paidBonus',
          )}
        </p>
      </section>
    </div>
  );
}
