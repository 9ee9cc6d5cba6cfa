import type { Wheel, WheelSpin } from '@casino/contracts';
import { ArrowLeft, Dices, LockKeyhole, ShieldCheck, ShieldX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { EmptyState } from '../../../components/layout/empty-state';
import { PageHeader } from '../../../components/layout/page-header';
import { SectionSkeleton } from '../../../components/layout/section-skeleton';
import { AppLink } from '../../../components/ui/app-link';
import { Button } from '../../../components/ui/button';
import { useOpenModal } from '../../../lib/modal-query';
import { useFormatMoney } from '../../../lib/money/use-money';
import { useSessionView } from '../../../lib/session/use-session-view';
import { useT } from '../../../lib/site';
import { ui } from '../../../lib/ui-store';
import { FortuneWheel, rotationFor } from './fortune-wheel';
import { useCompletedToast } from './quest-board';
import { useSpin, useWheels } from './use-quests';
import { type SpinCheck, verifySpin } from './verify-spin';

const SPIN_MS = 4200;
const TURNS = 6;

const prefersLessMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="fair-field">
      <span className="fair-field__label">{label}</span>
      <code data-testid={testId}>{value}</code>
    </div>
  );
}

/** The provably fair panel: the commitment before, the revealed seed after, the check. */
function FairnessPanel({
  wheel,
  last,
  clientSeed,
  onClientSeed,
}: {
  wheel: Wheel;
  last: WheelSpin | null;
  clientSeed: string;
  onClientSeed(value: string): void;
}) {
  const t = useT();
  const inputId = useId();
  const [checked, setChecked] = useState<{ id: string; check: SpinCheck } | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  // A check belongs to the spin it checked: a new spin shows none until verified.
  const check = checked && checked.id === last?.id ? checked.check : null;
  const verify = async () => {
    if (!last) return;
    setIsChecking(true);
    try {
      setChecked({ id: last.id, check: await verifySpin(last) });
    } finally {
      setIsChecking(false);
    }
  };
  return (
    <section className="card fair-panel" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>
        <ShieldCheck size={20} aria-hidden="true" /> {t('retention.wheel.fairTitle')}
      </h2>
      <p className="muted">{t('retention.wheel.fairIntro')}</p>
      <Field
        label={t('retention.wheel.nextHash')}
        value={wheel.next.serverSeedHash}
        testId="next-hash"
      />
      <label className="field" htmlFor={inputId}>
        <span className="field__label">{t('retention.wheel.clientSeed')}</span>
        <input
          id={inputId}
          className="input"
          value={clientSeed}
          maxLength={64}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onClientSeed(event.target.value)}
        />
      </label>
      {last ? (
        <div className="fair-last" data-testid="last-spin">
          <h3>{t('retention.wheel.lastSpins')}</h3>
          <Field
            label={t('retention.wheel.revealed')}
            value={last.fairness.serverSeed}
            testId="revealed-seed"
          />
          <Field label="SHA-256" value={last.fairness.serverSeedHash} />
          <div className="fair-pair">
            <Field label={t('retention.wheel.clientSeed')} value={last.fairness.clientSeed} />
            <Field label={t('retention.wheel.nonce')} value={String(last.fairness.nonce)} />
          </div>
          <Button onClick={verify} isLoading={isChecking} isBlock>
            {t('retention.wheel.verify')}
          </Button>
          {check ? (
            <p
              className={
                check.isFair ? 'fair-result fair-result--ok' : 'fair-result fair-result--bad'
              }
              data-testid="verify-result"
              role="status"
            >
              {check.isFair ? <ShieldCheck size={18} /> : <ShieldX size={18} />}{' '}
              {check.isFair
                ? t('retention.wheel.verified', { label: last.label })
                : t('retention.wheel.notVerified')}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** /wheels/{identity}: the animated wheel, the spin, the prize and the fairness check. */
export function WheelScreen({ identity }: { identity: string }) {
  const t = useT();
  const format = useFormatMoney();
  const { status } = useSessionView();
  const open = useOpenModal();
  const wheels = useWheels();
  useCompletedToast();
  const listed = wheels.data?.find((w) => w.identity === identity);
  const [state, setState] = useState<Wheel | null>(null);
  const wheel = state?.identity === identity ? state : (listed ?? null);
  const spin = useSpin(wheel?.id ?? '');
  const [rotation, setRotation] = useState(0);
  const [isTurning, setIsTurning] = useState(false);
  const [shown, setShown] = useState<WheelSpin | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  useEffect(() => {
    if (wheel && !clientSeed) setClientSeed(wheel.next.clientSeed);
  }, [wheel, clientSeed]);

  if (status === 'guest') {
    return (
      <EmptyState icon={<LockKeyhole size={28} />} text={t('retention.quests.signIn')}>
        <Button variant="primary" onClick={() => open('sign-in')}>
          {t('header.signIn')}
        </Button>
      </EmptyState>
    );
  }
  if (wheels.isPending) return <SectionSkeleton title={t('common.loading')} rows={3} />;
  if (!wheel) {
    return (
      <EmptyState
        icon={<Dices size={28} />}
        text={t('retention.wheel.notFound')}
        actionLabel={t('retention.wheel.back')}
        actionTo="/quests"
      />
    );
  }

  const last = shown ?? wheel.lastSpins[0] ?? null;
  const hasSpins = wheel.spinsAvailable > 0;
  const go = () => {
    const seed = clientSeed.trim() || wheel.next.clientSeed;
    spin.mutate(
      { clientSeed: seed, idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: (result) => {
          const duration = prefersLessMotion() ? 300 : SPIN_MS;
          setShown(null);
          setIsTurning(true);
          // Always forward: from where the wheel stands, whole turns plus the landing angle.
          setRotation((now) => {
            const target = rotationFor(wheel.segments, result.spin.segmentIndex, 0);
            const base = Math.ceil(now / 360) * 360;
            return base + TURNS * 360 + target;
          });
          timer.current = setTimeout(() => {
            setIsTurning(false);
            setShown(result.spin);
            setState(result.wheel);
            setClientSeed(result.wheel.next.clientSeed);
          }, duration);
        },
        onError: (error) =>
          ui.toast({ kind: 'error', title: error.message }, 3000, { isAnswer: true }),
      },
    );
  };
  const prize = shown
    ? shown.rewardKind === 'none' || shown.amount === 0
      ? t('retention.wheel.noPrize')
      : t(shown.rewardKind === 'bonus' ? 'retention.wheel.wonBonus' : 'retention.wheel.won', {
          amount: format(shown.amount, shown.currency),
        })
    : null;

  return (
    <div className="wheel-page">
      <AppLink to="/quests" className="back-link">
        <ArrowLeft size={16} aria-hidden="true" /> {t('retention.wheel.back')}
      </AppLink>
      <PageHeader
        title={wheel.title}
        intro={t('retention.quests.spinsLeft', { count: wheel.spinsAvailable })}
      />
      <div className="wheel-stage">
        <div className="wheel-stage__wheel">
          <FortuneWheel
            segments={wheel.segments}
            currency={wheel.currency}
            rotation={rotation}
            isSpinning={isTurning}
            label={t('retention.wheel.label', { count: wheel.segments.length })}
          />
          <div className="wheel-stage__action">
            <p className="wheel-prize" aria-live="polite" data-testid="wheel-prize">
              {prize}
            </p>
            <Button
              variant="primary"
              size="lg"
              isBlock
              isLoading={spin.isPending || isTurning}
              disabled={!hasSpins}
              onClick={go}
              data-testid="spin"
            >
              {hasSpins ? t('retention.wheel.spin') : t('retention.wheel.noSpins')}
            </Button>
            {wheel.depositMin !== null && wheel.depositSpins > 0 ? (
              <p className="muted wheel-earn">
                {t('retention.wheel.earn', {
                  amount: format(wheel.depositMin, wheel.currency),
                  count: wheel.depositSpins,
                })}
              </p>
            ) : null}
          </div>
        </div>
        <FairnessPanel
          wheel={wheel}
          last={isTurning ? null : last}
          clientSeed={clientSeed}
          onClientSeed={setClientSeed}
        />
      </div>
    </div>
  );
}
