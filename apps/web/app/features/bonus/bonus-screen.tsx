import type { PlayerBonusDetails } from '@casino/contracts';
import { PLAYER_BONUS_STATUS, PLAYER_FREESPIN_STATUS } from '@casino/contracts/enums';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../lib/site';
import { ActiveBonus, FreespinsCard, IssuedBonus } from './bonus-cards';
import { CodeForm } from './bonus-code-form';
import { HistoryList, useHistoryRows } from './bonus-history';
import { useFreespinHistory, usePlayerBonuses, usePlayerFreespins } from './use-bonuses';

/**
 * The player's bonuses as the screen groups them (null while loading). A bonus belongs to the
 * account of its currency: the one the player plays with now shows as active, those of their
 * other accounts apart (they wager nothing until switched to); one bonus runs per currency.
 */
function useBonusGroups(currency: string | undefined) {
  const { data: bonuses } = usePlayerBonuses();
  const { data: freespins } = usePlayerFreespins();
  const { data: spinHistory } = useFreespinHistory();
  const history = useHistoryRows(
    (bonuses ?? []).filter((b) => b.status === PLAYER_BONUS_STATUS.finished),
    (spinHistory ?? []).filter((s) => s.status === PLAYER_FREESPIN_STATUS.finished),
  );
  if (!bonuses) return null;
  const running = bonuses.filter((b) => b.status === PLAYER_BONUS_STATUS.activated);
  const isCurrent = (b: PlayerBonusDetails) => !currency || b.currency === currency;
  return {
    bonuses,
    active: running.filter(isCurrent),
    elsewhere: running.filter((b) => !isCurrent(b)),
    issued: bonuses.filter((b) => b.status === PLAYER_BONUS_STATUS.issued),
    busy: new Set(running.map((b) => b.currency)),
    freespins,
    history,
  };
}

/** /profile/bonuses: the active bonus, issued ones to activate, free spins, history. */
export function BonusScreen({ currency }: { currency?: string }) {
  const t = useT();
  const groups = useBonusGroups(currency);
  if (!groups) return <Skeleton height={200} />;
  const { bonuses, active, elsewhere, issued, busy, freespins, history } = groups;
  return (
    <div className="account-stack">
      <section className="card bonus-section" aria-labelledby="bonus-active">
        <h2 id="bonus-active">{t('bonus.active')}</h2>
        {active.length === 0 ? (
          <p className="muted">{bonuses.length === 0 ? t('bonus.empty') : t('bonus.noActive')}</p>
        ) : (
          active.map((bonus) => <ActiveBonus key={bonus.id} bonus={bonus} />)
        )}
        <CodeForm />
      </section>
      {elsewhere.length > 0 ? (
        <section className="card bonus-section" aria-labelledby="bonus-elsewhere">
          <h2 id="bonus-elsewhere">{t('bonus.otherAccounts')}</h2>
          {elsewhere.map((bonus) => (
            <ActiveBonus key={bonus.id} bonus={bonus} isElsewhere />
          ))}
        </section>
      ) : null}
      {issued.length > 0 ? (
        <section className="card bonus-section" aria-labelledby="bonus-issued">
          <h2 id="bonus-issued">{t('bonus.issued')}</h2>
          <div className="bonus-grid">
            {issued.map((bonus) => (
              <IssuedBonus key={bonus.id} bonus={bonus} canActivate={!busy.has(bonus.currency)} />
            ))}
          </div>
        </section>
      ) : null}
      <section className="card bonus-section" aria-labelledby="bonus-freespins">
        <h2 id="bonus-freespins">{t('bonus.freespins')}</h2>
        {freespins && freespins.length > 0 ? (
          <div className="bonus-grid">
            {freespins.map((spins) => (
              <FreespinsCard
                key={spins.id}
                spins={spins}
                isElsewhere={Boolean(currency) && spins.currency !== currency}
              />
            ))}
          </div>
        ) : (
          <p className="muted">{t('bonus.noFreespins')}</p>
        )}
      </section>
      {history.length > 0 ? (
        <section className="card bonus-section" aria-labelledby="bonus-history">
          <h2 id="bonus-history">{t('bonus.history')}</h2>
          <HistoryList rows={history} />
        </section>
      ) : null}
    </div>
  );
}
