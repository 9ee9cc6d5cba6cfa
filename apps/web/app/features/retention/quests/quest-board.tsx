import type { PlayerQuest } from '@casino/contracts';
import { LockKeyhole, Target } from 'lucide-react';
import { useCallback } from 'react';
import { EmptyState } from '../../../components/layout/empty-state';
import { PageHeader } from '../../../components/layout/page-header';
import { SectionSkeleton } from '../../../components/layout/section-skeleton';
import { Button } from '../../../components/ui/button';
import { useOpenModal } from '../../../lib/modal-query';
import { useFormatMoney } from '../../../lib/money/use-money';
import { useSessionView } from '../../../lib/session/use-session-view';
import { useT } from '../../../lib/site';
import { ui } from '../../../lib/ui-store';
import { QuestOffer, QuestProgress } from './quest-card';
import {
  usePlayerQuests,
  useQuestActions,
  useQuestPushes,
  useQuests,
  useWheels,
} from './use-quests';
import { WheelTiles } from './wheel-tiles';

/** Toasts a completed quest (from the quests channel), wherever the page is. */
export function useCompletedToast() {
  const t = useT();
  const format = useFormatMoney();
  const text = useCallback(
    (run: PlayerQuest) =>
      t('retention.quests.completed', {
        title: run.title,
        amount: format(run.reward.amount, run.reward.currency),
      }),
    [t, format],
  );
  useQuestPushes(text);
}

/** /quests: the player's quests with live progress, the quests on offer, the fortune wheels. */
export function QuestBoard() {
  const t = useT();
  const { status } = useSessionView();
  const open = useOpenModal();
  const quests = useQuests();
  const runs = usePlayerQuests();
  const wheels = useWheels();
  const { activate, cancel } = useQuestActions();
  useCompletedToast();
  const fail = (error: unknown) =>
    ui.toast(
      { kind: 'error', title: error instanceof Error ? error.message : String(error) },
      3000,
      {
        isAnswer: true,
      },
    );

  if (status === 'guest') {
    return (
      <>
        <PageHeader title={t('retention.quests.title')} intro={t('retention.quests.intro')} />
        <EmptyState icon={<LockKeyhole size={28} />} text={t('retention.quests.signIn')}>
          <Button variant="primary" onClick={() => open('sign-in')}>
            {t('header.signIn')}
          </Button>
        </EmptyState>
      </>
    );
  }
  const shown = (runs.data ?? []).filter((r) => r.status !== 'canceled');
  const offers = (quests.data ?? []).filter((q) => !q.playerQuestId);
  const isLoading = quests.isPending || runs.isPending || wheels.isPending;
  const isEmpty = !isLoading && shown.length === 0 && offers.length === 0 && !wheels.data?.length;
  return (
    <div className="quest-board">
      <PageHeader title={t('retention.quests.title')} intro={t('retention.quests.intro')} />
      {isLoading ? <SectionSkeleton title={t('common.loading')} rows={3} /> : null}
      {isEmpty ? (
        <EmptyState icon={<Target size={28} />} text={t('retention.quests.empty')} />
      ) : null}
      {wheels.data?.length ? (
        <section className="quest-section" aria-labelledby="wheels-title">
          <h2 id="wheels-title">{t('retention.quests.wheels')}</h2>
          <WheelTiles wheels={wheels.data} />
        </section>
      ) : null}
      {shown.length ? (
        <section className="quest-section" aria-labelledby="mine-title">
          <h2 id="mine-title">{t('retention.quests.mine')}</h2>
          <div className="quest-grid">
            {shown.map((run) => (
              <QuestProgress
                key={run.id}
                run={run}
                isCancelling={cancel.isPending && cancel.variables === run.id}
                onCancel={() => cancel.mutate(run.id, { onError: fail })}
              />
            ))}
          </div>
        </section>
      ) : null}
      {offers.length ? (
        <section className="quest-section" aria-labelledby="offers-title">
          <h2 id="offers-title">{t('retention.quests.available')}</h2>
          <div className="quest-grid">
            {offers.map((quest) => (
              <QuestOffer
                key={quest.id}
                quest={quest}
                isStarting={activate.isPending && activate.variables === quest.id}
                onStart={() => activate.mutate(quest.id, { onError: fail })}
              />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
