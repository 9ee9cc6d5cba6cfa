import type { Tournament, TournamentStanding } from '@casino/contracts';
import { Clock, Crown, Medal, Trophy, Users } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link';
import { useFormatMoney } from '../../../lib/money/use-money';
import { useSite, useT } from '../../../lib/site';
import { useCountdown } from './use-tournaments';

/** A score as the tournament counts it: money, a multiplier (hundredths) or rounds. */
export function useFormatScore() {
  const money = useFormatMoney();
  const { locale } = useSite();
  const t = useT();
  return (tournament: Pick<Tournament, 'scoring' | 'currency'>, score: number) => {
    if (tournament.scoring === 'total_win') return money(score, tournament.currency);
    if (tournament.scoring === 'max_multiplier') {
      return `×${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(score / 100)}`;
    }
    return t('retention.tournaments.roundsCount', { count: score });
  };
}

/** d h m s left, the largest two units only (phone width). */
export function Countdown({ to, label }: { to: string; label: string }) {
  const left = useCountdown(to);
  const t = useT();
  const d = Math.floor(left / 86_400);
  const h = Math.floor((left % 86_400) / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = left % 60;
  const parts =
    d > 0
      ? [
          [d, 'd'],
          [h, 'h'],
        ]
      : h > 0
        ? [
            [h, 'h'],
            [m, 'm'],
          ]
        : [
            [m, 'm'],
            [s, 's'],
          ];
  return (
    <span className="tnm-countdown" role="timer" aria-label={label}>
      <Clock size={14} aria-hidden />
      <span className="tnm-countdown__label">{label}</span>
      {parts.map(([value, unit]) => (
        <span key={unit} className="tnm-countdown__unit">
          {String(value).padStart(2, '0')}
          <small>{t(`retention.tournaments.unit.${unit}` as 'retention.tournaments.unit.d')}</small>
        </span>
      ))}
    </span>
  );
}

export function StatusBadge({ status }: { status: Tournament['status'] }) {
  const t = useT();
  return (
    <span className={`tnm-badge tnm-badge--${status}`}>
      {t(`retention.tournaments.status.${status}` as 'retention.tournaments.status.running')}
    </span>
  );
}

/** A tournament in the list: prize pool first, then its clock and who takes part. */
export function TournamentCard({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const money = useFormatMoney();
  const { status } = tournament;
  return (
    <AppLink to={`/tournaments/${tournament.identity}`} className="tnm-card">
      <div className="tnm-card__top">
        <StatusBadge status={status} />
        {tournament.isParticipating ? (
          <span className="tnm-badge tnm-badge--joined">{t('retention.tournaments.joined')}</span>
        ) : null}
      </div>
      <Trophy className="tnm-card__art" size={56} aria-hidden />
      <h2 className="tnm-card__title">{tournament.title}</h2>
      <p className="tnm-card__pool-label">{t('retention.tournaments.prizePool')}</p>
      <p className="tnm-card__pool">{money(tournament.prizePool, tournament.currency)}</p>
      <div className="tnm-card__meta">
        {status === 'running' ? (
          <Countdown to={tournament.endsAt} label={t('retention.tournaments.endsIn')} />
        ) : status === 'upcoming' ? (
          <Countdown to={tournament.startsAt} label={t('retention.tournaments.startsIn')} />
        ) : (
          <span className="tnm-countdown">{t('retention.tournaments.ended')}</span>
        )}
        <span className="tnm-card__players">
          <Users size={14} aria-hidden />
          {tournament.participants}
        </span>
      </div>
      <span className="tnm-card__scoring">
        {t(
          `retention.tournaments.scoring.${tournament.scoring}` as 'retention.tournaments.scoring.rounds',
        )}
      </span>
    </AppLink>
  );
}

const RANK_ICONS = [Crown, Medal, Medal];

export function LeaderboardRow({
  standing,
  tournament,
}: {
  standing: TournamentStanding;
  tournament: Pick<Tournament, 'scoring' | 'currency'>;
}) {
  const score = useFormatScore();
  const money = useFormatMoney();
  const t = useT();
  const Icon = RANK_ICONS[standing.rank - 1];
  return (
    <li className={`tnm-row${standing.isMe ? ' tnm-row--me' : ''} tnm-row--rank${standing.rank}`}>
      <span className="tnm-row__rank">
        {Icon ? <Icon size={16} aria-hidden /> : null}
        {standing.rank}
      </span>
      <span className="tnm-row__name">
        <span className="tnm-row__nick">{standing.name}</span>
        {standing.isMe ? <em className="tnm-row__you">{t('retention.tournaments.you')}</em> : null}
      </span>
      <span className="tnm-row__score">{score(tournament, standing.score)}</span>
      <span className="tnm-row__prize">
        {standing.prize ? money(standing.prize, tournament.currency) : '—'}
      </span>
    </li>
  );
}

/** A game identity as a title ("deep-sea-pearls" → "Deep Sea Pearls"). */
export const gameTitle = (identity: string) =>
  identity.replace(/[-_]+/g, ' ').replace(/\b\p{L}/gu, (c) => c.toUpperCase());
