import type { PlayerBonusDetails, PlayerFreespin } from '@casino/contracts';
import {
  BONUS_CODE_STATUS,
  PLAYER_BONUS_STATUS,
  PLAYER_FREESPIN_STATUS,
} from '@casino/contracts/enums';
import { localizePath } from '@casino/contracts/site';
import { Gift, RotateCw, Sparkles } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { Skeleton } from '../../components/ui/skeleton';
import { TextField } from '../../components/ui/text-field';
import { gameName } from '../../lib/game-name';
import { useFormatMoney } from '../../lib/money/use-money';
import { useSite, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { HistoryList, useBonusName, useDate, useHistoryRows } from './bonus-history';
import {
  useBonusActions,
  useFreespinHistory,
  usePlayerBonuses,
  usePlayerFreespins,
} from './use-bonuses';

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
function ActiveBonus({
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

function IssuedBonus({ bonus, canActivate }: { bonus: PlayerBonusDetails; canActivate: boolean }) {
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
 * game) and opens the game, which plays them first.
 */
function FreespinsCard({ spins }: { spins: PlayerFreespin }) {
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
        {spins.status === PLAYER_FREESPIN_STATUS.activated
          ? t('bonus.freespinsReady')
          : t('bonus.freespinsIssued')}
      </p>
      <FormError message={error?.message ?? null} />
      <div className="bonus-card__actions">
        <Button
          variant="primary"
          isLoading={activateFreespins.isPending}
          onClick={() => void play()}
        >
          {t('bonus.playNow')}
        </Button>
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

function CodeForm() {
  const t = useT();
  const [code, setCode] = useState('');
  const { applyCode } = useBonusActions();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    const reply = await applyCode.mutateAsync(code.trim());
    // Refused codes (3, 4) are announced by the bonus-code channel's alert.
    if (reply.status === BONUS_CODE_STATUS.applied) {
      ui.toast({ kind: 'success', title: t('bonus.codeApplied', { code: reply.code }) });
    } else if (reply.status === BONUS_CODE_STATUS.used) {
      ui.toast({ kind: 'success', title: t('bonus.codeUsed', { code: reply.code }) });
    }
    if (reply.status <= BONUS_CODE_STATUS.used) setCode('');
  };
  return (
    <form className="bonus-code" onSubmit={submit}>
      <TextField
        label={t('bonus.code')}
        className="bonus-code__field"
        name="bonusCode"
        value={code}
        maxLength={64}
        autoComplete="off"
        autoCapitalize="characters"
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" isLoading={applyCode.isPending} disabled={!code.trim()}>
        {t('bonus.codeApply')}
      </Button>
    </form>
  );
}

/** /profile/bonuses: the active bonus, issued ones to activate, free spins, history. */
export function BonusScreen({ currency }: { currency?: string }) {
  const t = useT();
  const { data: bonuses } = usePlayerBonuses();
  const { data: freespins } = usePlayerFreespins();
  const { data: spinHistory } = useFreespinHistory();
  const history = useHistoryRows(
    (bonuses ?? []).filter((b) => b.status === PLAYER_BONUS_STATUS.finished),
    (spinHistory ?? []).filter((s) => s.status === PLAYER_FREESPIN_STATUS.finished),
  );
  if (!bonuses) return <Skeleton height={200} />;
  const running = bonuses.filter((b) => b.status === PLAYER_BONUS_STATUS.activated);
  // A bonus belongs to the account of its currency: the one the player plays with now shows
  // as active, those of their other accounts apart (they wager nothing until switched to).
  const isCurrent = (b: PlayerBonusDetails) => !currency || b.currency === currency;
  const active = running.filter(isCurrent);
  const elsewhere = running.filter((b) => !isCurrent(b));
  const issued = bonuses.filter((b) => b.status === PLAYER_BONUS_STATUS.issued);
  const busy = new Set(running.map((b) => b.currency));
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
              <FreespinsCard key={spins.id} spins={spins} />
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
