import type { PlayerBonusDetails, PlayerFreespin } from '@casino/contracts';
import { PLAYER_FREESPIN_STATUS } from '@casino/contracts/enums';
import { localizePath } from '@casino/contracts/site';
import { Gift, RotateCw, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { gameName } from '../../lib/game-name';
import { useFormatMoney } from '../../lib/money/use-money';
import { useSite, useT } from '../../lib/site';
import { useBonusName, useDate } from './bonus-history';
import { useBonusActions } from './use-bonuses';

function Terms({ bonus }: { bonus: PlayerBonusDetails }) {
  const t = useT();
  const format = useFormatMoney();
  const percent = (category: string) => bonus.contributions[category] ?? bonus.defaultContribution;
  return (
    <p className="bonus-card__terms muted">
      {bonus.maxStake === null
        ? t('bonus.termsNoMax', { multiplier: bonus.wageringMultiplier })
        : t('bonus.terms', {
            multiplier: bonus.wageringMultiplier,
            stake: format(bonus.maxStake, bonus.currency),
          })}
      <br />
      {t('bonus.contributions', {
        slots: percent('slots'),
        table: percent('table'),
        other: bonus.defaultContribution,
      })}
    </p>
  );
}

function CardHead({ bonus, icon }: { bonus: PlayerBonusDetails; icon: ReactNode }) {
  const name = useBonusName();
  const format = useFormatMoney();
  return (
    <div className="bonus-card__head">
      <span className="bonus-card__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="bonus-card__title">
        <h3>{name(bonus)}</h3>
        <span className="bonus-card__amount">{format(bonus.amount, bonus.currency)}</span>
      </div>
    </div>
  );
}

/**
 * The active bonus: its wagering progress and the cancel action. A bonus of another account
 * (`isElsewhere`) says which account it plays on: only that account's bets wager it.
 */
export function ActiveBonus({
  bonus,
  isElsewhere = false,
}: {
  bonus: PlayerBonusDetails;
  isElsewhere?: boolean;
}) {
  const t = useT();
  const format = useFormatMoney();
  const date = useDate();
  const { cancel } = useBonusActions();
  const done = Math.min(bonus.wagered, bonus.wageringRequired);
  const share = bonus.wageringRequired > 0 ? done / bonus.wageringRequired : 1;
  const money = (minor: number) => format(minor, bonus.currency);
  return (
    <article
      className={isElsewhere ? 'bonus-card' : 'bonus-card bonus-card--active'}
      data-testid={isElsewhere ? 'other-account-bonus' : 'active-bonus'}
    >
      <CardHead bonus={bonus} icon={<Sparkles size={20} />} />
      {isElsewhere ? (
        <p className="muted">{t('bonus.otherAccountNote', { currency: bonus.currency })}</p>
      ) : null}
      <div className="bonus-progress">
        <div className="bonus-progress__label">
          <span>
            {t('bonus.wagering', { done: money(done), required: money(bonus.wageringRequired) })}
          </span>
          <strong>{Math.floor(share * 100)} %</strong>
        </div>
        <div
          className="bonus-progress__track"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={bonus.wageringRequired}
          aria-valuenow={done}
          aria-label={t('bonus.wagering', {
            done: money(done),
            required: money(bonus.wageringRequired),
          })}
        >
          <span className="bonus-progress__bar" style={{ width: `${share * 100}%` }} />
        </div>
        <p className="muted">
          {t('bonus.wageringLeft', { amount: money(bonus.wageringRequired - done) })}
          {bonus.wageringDeadline
            ? ` · ${t('bonus.wagerBy', { date: date(bonus.wageringDeadline) })}`
            : ''}
        </p>
      </div>
      <Terms bonus={bonus} />
      {bonus.canCancel ? (
        <Button
          variant="ghost"
          isLoading={cancel.isPending}
          onClick={() => {
            if (window.confirm(t('bonus.cancelConfirm'))) cancel.mutate(bonus.id);
          }}
        >
          {t('bonus.cancel')}
        </Button>
      ) : null}
    </article>
  );
}

export function IssuedBonus({
  bonus,
  canActivate,
}: {
  bonus: PlayerBonusDetails;
  canActivate: boolean;
}) {
  const t = useT();
  const date = useDate();
  const { activate } = useBonusActions();
  return (
    <article className="bonus-card">
      <CardHead bonus={bonus} icon={<Gift size={20} />} />
      <p className="muted">{t('bonus.activateBy', { date: date(bonus.activationDeadline) })}</p>
      <Terms bonus={bonus} />
      <FormError message={activate.error?.message ?? null} />
      <Button
        variant="primary"
        disabled={!canActivate}
        isLoading={activate.isPending}
        onClick={() => activate.mutate(bonus.id)}
      >
        {t('bonus.activate')}
      </Button>
    </article>
  );
}

/**
 * Issued or active free spins: "Play now" activates them (the free rounds are granted in their
 * game) and opens the game, which plays them first. Those of another account (`isElsewhere`,
 * issue 29) say which account they belong to and offer no play: they run on that account's
 * currency only.
 */
export function FreespinsCard({
  spins,
  isElsewhere = false,
}: {
  spins: PlayerFreespin;
  isElsewhere?: boolean;
}) {
  const t = useT();
  const { locale } = useSite();
  const navigate = useNavigate();
  const { activateFreespins, cancelFreespins } = useBonusActions();
  const play = async () => {
    if (spins.status === PLAYER_FREESPIN_STATUS.issued)
      await activateFreespins.mutateAsync(spins.id);
    await navigate(localizePath(`/games/${encodeURIComponent(spins.gameId)}?real=true`, locale));
  };
  const error = activateFreespins.error ?? cancelFreespins.error;
  return (
    <article className="bonus-card" data-testid="freespins">
      <div className="bonus-card__head">
        <span className="bonus-card__icon" aria-hidden="true">
          <RotateCw size={20} />
        </span>
        <div className="bonus-card__title">
          <h3>{t('bonus.freespinsCount', { count: spins.count })}</h3>
          <span className="bonus-card__game">{gameName(spins.gameId)}</span>
        </div>
      </div>
      <p className="muted">
        {isElsewhere
          ? t('bonus.freespinsOtherAccount', { currency: spins.currency })
          : spins.status === PLAYER_FREESPIN_STATUS.activated
            ? t('bonus.freespinsReady')
            : t('bonus.freespinsIssued')}
      </p>
      <FormError message={error?.message ?? null} />
      <div className="bonus-card__actions">
        {isElsewhere ? null : (
          <Button
            variant="primary"
            isLoading={activateFreespins.isPending}
            onClick={() => void play()}
          >
            {t('bonus.playNow')}
          </Button>
        )}
        <Button
          variant="ghost"
          isLoading={cancelFreespins.isPending}
          onClick={() => {
            if (window.confirm(t('bonus.freespinsCancelConfirm'))) cancelFreespins.mutate(spins.id);
          }}
        >
          {t('bonus.freespinsCancel')}
        </Button>
      </div>
    </article>
  );
}
