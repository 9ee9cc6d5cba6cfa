import type { PlayerLimit } from '@casino/contracts';
import { Clock, Plus, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { LimitMeter } from '../../components/ui/limit-meter';
import { Modal } from '../../components/ui/modal';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { useFormatMoney } from '../../lib/money/use-money';
import { session } from '../../lib/session/session-store';
import { useAlertText, useSite, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { ExclusionPanel } from './exclusion-panel';
import { DEFINITION_KEYS, type LimitDraft, LimitFormModal } from './limit-form-modal';
import { MonthlyCapCard } from './monthly-cap-card';
import { RealityCheckSettings } from './reality-check-modal';
import { useChangeLimit, useLimits } from './use-limits';

type Step =
  | { kind: 'form'; editing: PlayerLimit | null }
  | { kind: 'confirm'; draft: LimitDraft | null; limit: PlayerLimit };

/**
 * The limits screen (spec section 2, docs/decisions/026): each limit's use in its rolling
 * window as a bar, waiting raises with their time, the add / edit / confirm-update modals, and
 * the time-out and self-exclusion part.
 */
export function LimitsPanel({
  isAdvanced,
  currency: accountCurrency,
}: {
  isAdvanced: boolean;
  /** The active account's currency: a new limit's currency. */
  currency: string;
}) {
  const t = useT();
  const alert = useAlertText();
  const { locale } = useSite();
  const money = useFormatMoney();
  const { data, reload } = useLimits();
  const change = useChangeLimit();
  const [step, setStep] = useState<Step | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!data) {
    return (
      <div className="limits" aria-busy="true">
        <Skeleton isText width="90%" />
        <Skeleton height={120} />
        <Skeleton height={44} />
      </div>
    );
  }

  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const send = async (body: Parameters<typeof change.mutateAsync>[0]['body']) => {
    setError(null);
    try {
      await change.mutateAsync({ body });
      setStep(null);
      reload();
    } catch (e) {
      if (e instanceof ApiError && e.status < 500) setError(e.message);
      else ui.toast({ kind: 'error', title: alert('global.somethingWrong').text });
    }
  };
  const submit = (draft: LimitDraft, editing: PlayerLimit | null) => {
    if (editing?.amount != null && draft.amount > editing.amount) {
      setStep({ kind: 'confirm', draft, limit: editing });
      return;
    }
    void send({ action: 'set', ...draft });
  };
  const currency = accountCurrency;
  const cash = data.items.filter((l) => l.definition <= 3);

  return (
    <div className="limits">
      <p className="muted">{t('limits.intro', { hours: data.raiseDelayHours })}</p>
      {data.monthlyDepositCap ? (
        <MonthlyCapCard cap={data.monthlyDepositCap} onChanged={reload} />
      ) : null}
      {data.crossOperatorLimit ? (
        <section className="card limits__item" data-testid="cross-operator-limit">
          <LimitMeter
            label={t('limits.acrossTitle')}
            period="monthly"
            periodLabel={t('limits.capPeriod')}
            used={data.crossOperatorLimit.deposited}
            amount={data.crossOperatorLimit.limit}
            currency={data.crossOperatorLimit.currency}
          />
          <p className="muted">{t('limits.acrossText')}</p>
        </section>
      ) : null}
      {cash.length === 0 ? (
        <div className="card limits__empty">
          <ShieldCheck size={28} aria-hidden="true" />
          <p>{t('limits.empty')}</p>
        </div>
      ) : (
        <ul className="limits__list">
          {cash.map((limit) => {
            const code = limit.currency ?? currency;
            const isReady =
              limit.pending !== null && new Date(limit.pending.availableAt) <= new Date();
            return (
              <li key={limit.id} className="card limits__item" data-testid="limit-row">
                <LimitMeter
                  label={t(DEFINITION_KEYS[limit.definition as 1 | 2 | 3])}
                  period={limit.period}
                  used={limit.used ?? 0}
                  amount={limit.amount ?? 0}
                  currency={code}
                />
                {limit.pending ? (
                  <p className="limits__pending">
                    <Clock size={16} aria-hidden="true" />
                    {limit.pending.amount === null
                      ? t('limits.pendingRemove', { time: time(limit.pending.availableAt) })
                      : t('limits.pendingRaise', {
                          amount: money(limit.pending.amount, code),
                          time: time(limit.pending.availableAt),
                        })}
                  </p>
                ) : null}
                <div className="limits__actions">
                  {limit.pending ? (
                    <>
                      <Button
                        size="sm"
                        variant="primary"
                        disabled={!isReady || change.isPending}
                        onClick={() => void send({ action: 'confirm', id: limit.id })}
                      >
                        {t('limits.confirm')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={change.isPending}
                        onClick={() => void send({ action: 'cancel', id: limit.id })}
                      >
                        {t('limits.cancelChange')}
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button size="sm" onClick={() => setStep({ kind: 'form', editing: limit })}>
                        {t('limits.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setStep({ kind: 'confirm', draft: null, limit })}
                      >
                        {t('limits.remove')}
                      </Button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Button
        variant="primary"
        disabled={data.isExcluded}
        onClick={() => setStep({ kind: 'form', editing: null })}
        data-testid="add-limit"
      >
        <Plus size={16} aria-hidden="true" />
        {t('profile.addLimit')}
      </Button>
      <RealityCheckSettings />
      <ExclusionPanel
        list={data}
        onStarted={() => {
          // Signed out, the player is sent home: page changes hide this page's alerts (rule 2).
          ui.toastOnNextPage({ kind: 'info', title: t('limits.signedOut') });
          session.end();
          session.expectEnd(false);
        }}
      />
      {step?.kind === 'form' ? (
        <LimitFormModal
          editing={step.editing}
          currency={currency}
          isAdvanced={isAdvanced}
          isBusy={change.isPending}
          error={error}
          onClose={() => {
            setStep(null);
            setError(null);
          }}
          onSubmit={(draft) => submit(draft, step.editing)}
        />
      ) : null}
      {step?.kind === 'confirm' ? (
        <Modal
          title={t('limits.confirmTitle')}
          onClose={() => setStep(null)}
          closeLabel={t('common.close')}
        >
          <div className="form" data-testid="confirm-update">
            <p>
              {t(step.draft ? 'limits.confirmRaise' : 'limits.confirmRemove', {
                hours: data.raiseDelayHours,
              })}
            </p>
            {error ? <p className="field__error">{error}</p> : null}
            <Button
              variant="primary"
              disabled={change.isPending}
              onClick={() =>
                void send(
                  step.draft
                    ? { action: 'set', ...step.draft }
                    : { action: 'remove', id: step.limit.id },
                )
              }
            >
              {t('limits.requestChange')}
            </Button>
            <Button variant="ghost" onClick={() => setStep(null)}>
              {t('limits.back')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
