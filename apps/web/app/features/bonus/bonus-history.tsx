import type { PlayerBonusDetails, PlayerFreespinDetails } from '@casino/contracts';
import { PLAYER_BONUS_RESULT, PLAYER_BONUS_STATUS } from '@casino/contracts/enums';
import { Skeleton } from '../../components/ui/skeleton';
import { gameName } from '../../lib/game-name';
import { useFormatMoney } from '../../lib/money/use-money';
import { useSite, useT } from '../../lib/site';
import { useFreespinHistory, usePlayerBonuses } from './use-bonuses';

const RESULT_KEY = {
  [PLAYER_BONUS_RESULT.unused]: 'bonus.results.unused',
  [PLAYER_BONUS_RESULT.played]: 'bonus.results.played',
  [PLAYER_BONUS_RESULT.canceled]: 'bonus.results.canceled',
  [PLAYER_BONUS_RESULT.expired]: 'bonus.results.expired',
  [PLAYER_BONUS_RESULT.lost]: 'bonus.results.lost',
} as const;

/** One line of a bonus history: what, when, how much, and how it ended (or where it stands). */
interface HistoryRow {
  id: string;
  title: string;
  detail: string;
  amount: string;
  /** The result (status 3) or the status, as the badge's class and text. */
  badge: { tone: string; text: string };
  at: string;
}

/** Welcome steps are named in the page's language; other offers by their operator-given name. */
export function useBonusName() {
  const t = useT();
  return (bonus: PlayerBonusDetails) =>
    bonus.welcomeStep ? t('bonus.welcomeName', { step: bonus.welcomeStep }) : bonus.name;
}

export function useDate() {
  const { locale } = useSite();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}

function useBadge() {
  const t = useT();
  return (status: number, result: number | null) => {
    if (status === PLAYER_BONUS_STATUS.issued) return { tone: 'issued', text: t('bonus.issued') };
    if (status === PLAYER_BONUS_STATUS.activated)
      return { tone: 'active', text: t('bonus.active') };
    const key = RESULT_KEY[result as keyof typeof RESULT_KEY] ?? 'bonus.results.unused';
    return { tone: String(result), text: t(key) };
  };
}

/** The rows of bonuses and free spins, newest first. */
export function useHistoryRows(bonuses: PlayerBonusDetails[], spins: PlayerFreespinDetails[]) {
  const t = useT();
  const name = useBonusName();
  const format = useFormatMoney();
  const date = useDate();
  const badge = useBadge();
  const rows: HistoryRow[] = [
    ...bonuses.map((bonus) => {
      const at = bonus.finishedAt ?? bonus.createdAt;
      return {
        id: bonus.id,
        title: name(bonus),
        detail: `${date(at)}${
          bonus.converted
            ? ` · ${t('bonus.converted', { amount: format(bonus.converted, bonus.currency) })}`
            : ''
        }`,
        amount: format(bonus.amount, bonus.currency),
        badge: badge(bonus.status, bonus.result),
        at,
      };
    }),
    ...spins.map((spin) => {
      const at = spin.finishedAt ?? spin.createdAt;
      return {
        id: spin.id,
        title: `${t('bonus.freespinsCount', { count: spin.count })} · ${gameName(spin.gameId)}`,
        detail: `${date(at)}${
          spin.totalWin !== null
            ? ` · ${t(spin.winsReal ? 'bonus.freespinsWonReal' : 'bonus.freespinsWonBonus')}`
            : ''
        }`,
        amount: spin.totalWin === null ? '–' : format(spin.totalWin, spin.currency),
        badge: badge(spin.status, spin.result),
        at,
      };
    }),
  ];
  return rows.sort((a, b) => b.at.localeCompare(a.at));
}

export function HistoryList({ rows }: { rows: HistoryRow[] }) {
  return (
    <ul className="bonus-history" data-testid="bonus-history">
      {rows.map((row) => (
        <li key={row.id} className="bonus-history__item">
          <div>
            <strong>{row.title}</strong>
            <span className="muted">{row.detail}</span>
          </div>
          <span className="bonus-history__amount">{row.amount}</span>
          <span className={`bonus-result bonus-result--${row.badge.tone}`}>{row.badge.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** The history's "bonuses" tab: every bonus and free spins of the player with its result. */
export function BonusHistory({ title }: { title: string }) {
  const t = useT();
  const { data: bonuses } = usePlayerBonuses();
  const { data: spins } = useFreespinHistory();
  const rows = useHistoryRows(bonuses ?? [], spins ?? []);
  return (
    <section className="card bonus-section" aria-label={title}>
      <h2>{title}</h2>
      {!bonuses || !spins ? (
        <Skeleton height={160} />
      ) : rows.length === 0 ? (
        <p className="muted">{t('bonus.historyEmpty')}</p>
      ) : (
        <HistoryList rows={rows} />
      )}
    </section>
  );
}
