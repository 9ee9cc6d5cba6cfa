import { Dices, LockKeyhole } from 'lucide-react';
import { EmptyState } from '../../../components/layout/empty-state';
import { PageHeader } from '../../../components/layout/page-header';
import { SectionSkeleton } from '../../../components/layout/section-skeleton';
import { Button } from '../../../components/ui/button';
import { useOpenModal } from '../../../lib/modal-query';
import { useSessionView } from '../../../lib/session/use-session-view';
import { useT } from '../../../lib/site';
import { useWheels } from './use-quests';
import { WheelTiles } from './wheel-tiles';

/** /wheels: the fortune wheels the player may spin, those with spins left first. */
export function WheelList() {
  const t = useT();
  const { status } = useSessionView();
  const open = useOpenModal();
  const wheels = useWheels();
  const header = (
    <PageHeader title={t('retention.quests.wheels')} intro={t('retention.wheels.intro')} />
  );
  if (status === 'guest') {
    return (
      <>
        {header}
        <EmptyState icon={<LockKeyhole size={28} />} text={t('retention.wheels.signIn')}>
          <Button variant="primary" onClick={() => open('sign-in')}>
            {t('header.signIn')}
          </Button>
        </EmptyState>
      </>
    );
  }
  // Stable order within each group: wheels with spins left, then the others.
  const sorted = [...(wheels.data ?? [])].sort(
    (a, b) => Number(b.spinsAvailable > 0) - Number(a.spinsAvailable > 0),
  );
  return (
    <div className="quest-board">
      {header}
      {wheels.isPending ? (
        <SectionSkeleton title={t('common.loading')} rows={2} />
      ) : sorted.length === 0 ? (
        <EmptyState
          icon={<Dices size={28} />}
          text={t('retention.wheels.empty')}
          actionLabel={t('retention.quests.title')}
          actionTo="/quests"
        />
      ) : (
        <section className="quest-section" aria-label={t('retention.quests.wheels')}>
          <WheelTiles wheels={sorted} />
        </section>
      )}
    </div>
  );
}
