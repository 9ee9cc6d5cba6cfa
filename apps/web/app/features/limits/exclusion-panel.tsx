import type { PlayerLimitList } from '@casino/contracts';
import { Coffee, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { session } from '../../lib/session/session-store';
import { useAlertText, useSite, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { useChangeLimit } from './use-limits';

type Kind = 4 | 5;
const DAY_MS = 86_400_000;

/**
 * Time-out (cooling-off, 5) and self-exclusion (4): the consequences, a period, and a confirm
 * step; once one runs, its end instead. Starting one signs the player out everywhere.
 */
export function ExclusionPanel({
  list,
  onStarted,
}: {
  list: PlayerLimitList;
  onStarted: () => void;
}) {
  const t = useT();
  const alert = useAlertText();
  const { locale } = useSite();
  const change = useChangeLimit();
  const [choice, setChoice] = useState<Record<Kind, string>>({
    5: list.periods.coolingOff[0]?.id ?? '',
    4: list.periods.selfExclusion[0]?.id ?? '',
  });
  const [confirming, setConfirming] = useState<Kind | null>(null);
  const date = (at: Date | string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(at));

  if (list.isExcluded) {
    return (
      <div className="card limits__excluded" role="status" data-testid="exclusion-active">
        <ShieldOff size={24} aria-hidden="true" />
        <p>
          {list.excludedUntil
            ? t('limits.activeUntil', { until: date(list.excludedUntil) })
            : t('limits.activePermanent')}
        </p>
      </div>
    );
  }
  const periodsOf = (kind: Kind) =>
    kind === 5 ? list.periods.coolingOff : list.periods.selfExclusion;
  const start = async (kind: Kind) => {
    // The server signs every device out, this tab's live connection too: this page says why.
    session.expectEnd();
    try {
      await change.mutateAsync({
        body: { action: 'exclude', definition: kind, periodId: choice[kind] },
      });
      setConfirming(null);
      onStarted();
    } catch {
      session.expectEnd(false);
      ui.toast({ kind: 'error', title: alert('global.somethingWrong').text });
    }
  };
  const section = (kind: Kind) => (
    <section className="card form limits__break" aria-labelledby={`exclusion-${kind}`}>
      <h2 id={`exclusion-${kind}`}>
        {kind === 5 ? (
          <Coffee size={20} aria-hidden="true" />
        ) : (
          <ShieldOff size={20} aria-hidden="true" />
        )}
        {t(kind === 5 ? 'limits.breakTitle' : 'limits.exclusionTitle')}
      </h2>
      <p className="muted">{t(kind === 5 ? 'limits.breakText' : 'limits.exclusionText')}</p>
      <SelectField
        label={t('limits.choosePeriod')}
        value={choice[kind]}
        onChange={(e) => setChoice({ ...choice, [kind]: e.target.value })}
        options={periodsOf(kind).map((p) => ({ value: p.id, label: p.name }))}
      />
      <Button onClick={() => setConfirming(kind)} data-testid={`start-${kind}`}>
        {t(kind === 5 ? 'limits.startBreak' : 'limits.startExclusion')}
      </Button>
    </section>
  );
  const days = confirming
    ? periodsOf(confirming).find((p) => p.id === choice[confirming])?.days
    : 0;
  return (
    <>
      {section(5)}
      {section(4)}
      {confirming ? (
        <Modal
          title={t('limits.sureTitle')}
          onClose={() => setConfirming(null)}
          closeLabel={t('common.close')}
        >
          <div className="form" data-testid="exclusion-confirm">
            <p>
              {days
                ? t('limits.sureUntil', { until: date(new Date(Date.now() + days * DAY_MS)) })
                : t('limits.surePermanent')}
            </p>
            <Button
              variant="primary"
              disabled={change.isPending}
              onClick={() => void start(confirming)}
            >
              {t(confirming === 5 ? 'limits.startBreak' : 'limits.startExclusion')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              {t('limits.back')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
