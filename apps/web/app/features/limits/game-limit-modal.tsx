import type { RealtimeMessage } from '@casino/contracts';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { Modal } from '../../components/ui/modal';
import { useT } from '../../lib/site';

/**
 * The "game limit reached" modal (spec section 2): a bet the platform refused for a limit or
 * an exclusion (`game.bet.refused` on game:bets#{id}), wherever the player is.
 */
export function GameLimitModal({
  subscribe,
}: {
  subscribe: (listener: (message: RealtimeMessage) => void) => () => void;
}) {
  const t = useT();
  const [reason, setReason] = useState<'limit' | 'self_exclusion' | null>(null);
  useEffect(
    () =>
      subscribe((message) => {
        if (message.type !== 'game.bet.refused') return;
        if (message.reason === 'limit' || message.reason === 'self_exclusion') {
          setReason(message.reason);
        }
      }),
    [subscribe],
  );
  if (!reason) return null;
  return (
    <Modal
      title={t('limits.reachedTitle')}
      onClose={() => setReason(null)}
      closeLabel={t('common.close')}
      level={2}
    >
      <div className="form limits__reached" data-testid="game-limit-reached">
        <ShieldAlert size={32} aria-hidden="true" />
        <p>{t(reason === 'limit' ? 'limits.reachedText' : 'limits.reachedExcluded')}</p>
        <AppLink to="/profile/limits" className="btn btn--primary" onClick={() => setReason(null)}>
          {t('limits.seeLimits')}
        </AppLink>
      </div>
    </Modal>
  );
}
