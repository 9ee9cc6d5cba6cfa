import { Hourglass } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useFormatMoney } from '../../lib/money/use-money';
import { useT } from '../../lib/site';
import { useRealityCheck, useRealityCheckActions } from './use-reality-check';

/**
 * The reality check (issue 15): when the server says it is due, a modal over everything (the
 * game's frame included, so play pauses) shows the time played and the session's net result
 * until the player continues or stops. The next check is asked for when the server says it is due.
 */
export function RealityCheckModal() {
  const t = useT();
  const format = useFormatMoney();
  const navigate = useNavigate();
  const { data } = useRealityCheck();
  const { acknowledge, refetch } = useRealityCheckActions();
  const wait = data && !data.isDue ? data.dueInSeconds : null;
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(() => void refetch(), wait * 1000 + 250);
    return () => clearTimeout(timer);
  }, [wait, refetch]);
  if (!data?.isDue) return null;
  const minutes = Math.floor(data.playedSeconds / 60);
  const played =
    minutes >= 60
      ? t('limits.realityHours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
      : t('limits.realityMinutes', { minutes });
  const proceed = () => acknowledge.mutate();
  return (
    <Modal
      title={t('limits.realityTitle')}
      onClose={proceed}
      closeLabel={t('common.close')}
      level={3}
    >
      <div className="form reality-check" data-testid="reality-check">
        <Hourglass size={32} aria-hidden="true" />
        <p>{t('limits.realityPlayed', { time: played })}</p>
        <dl className="summary tabular">
          {data.results.length === 0 ? (
            <div>
              <dt>{t('limits.realityNet')}</dt>
              <dd>—</dd>
            </div>
          ) : (
            data.results.map((r) => (
              <div key={r.currency} data-testid="reality-net">
                <dt>
                  {t('limits.realityNet')} · {r.currency}
                </dt>
                <dd data-positive={r.net >= 0}>
                  {r.net >= 0 ? '+' : '−'}
                  {format(Math.abs(r.net), r.currency)}
                </dd>
              </div>
            ))
          )}
        </dl>
        <p className="muted">{t('limits.realityPaused')}</p>
        <div className="limits__actions">
          <Button
            variant="primary"
            onClick={proceed}
            isLoading={acknowledge.isPending}
            data-testid="reality-continue"
          >
            {t('limits.realityContinue')}
          </Button>
          <Button
            onClick={() => {
              proceed();
              void navigate('/');
            }}
          >
            {t('limits.realityStop')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/**
 * /profile/limits: the reality-check interval (off, unless the player's jurisdiction sets a
 * cadence, or one of the server's options).
 */
export function RealityCheckSettings() {
  const t = useT();
  const { data } = useRealityCheck();
  const { choose } = useRealityCheckActions();
  if (!data) return null;
  const label = (m: number) =>
    m === 0
      ? t('limits.realityOff')
      : m < 1
        ? t('limits.realitySeconds', { seconds: Math.round(m * 60) })
        : t('limits.realityEvery', { minutes: m });
  return (
    <section
      className="card form"
      aria-labelledby="reality-check-title"
      data-testid="reality-settings"
    >
      <h2 id="reality-check-title">{t('limits.realityTitle')}</h2>
      <p className="muted">{t('limits.realityIntro')}</p>
      <div className="tabs tabs--wrap">
        {[...(data.mayTurnOff ? [0] : []), ...data.options].map((m) => (
          <button
            key={m}
            type="button"
            className="chip"
            aria-pressed={data.minutes === m}
            disabled={choose.isPending}
            onClick={() => choose.mutate(m)}
            data-testid={`reality-${m}`}
          >
            {label(m)}
          </button>
        ))}
      </div>
    </section>
  );
}
