import { PLAYER_BONUS_STATUS } from '@casino/contracts/enums';
import { usePlayerBonuses } from '../../features/bonus/use-bonuses';
import { GameLimitModal } from '../../features/limits/game-limit-modal';
import { RealityCheckModal } from '../../features/limits/reality-check-modal';
import { useRealtime } from '../../features/realtime/use-realtime';
import { onRealtimeMessage } from '../../lib/realtime/bus';
import { EmailNotice } from './email-notice';
import { PasswordNotice } from './password-notice';
import { PromoCard } from './side-drawer';

/** The drawer's offer for a player: their active bonus's progress, or the welcome package. */
function PlayerPromo() {
  const { data: bonuses } = usePlayerBonuses();
  const isActive = bonuses?.some((b) => b.status === PLAYER_BONUS_STATUS.activated) ?? false;
  return <PromoCard isActive={isActive} />;
}

function LiveUpdates() {
  useRealtime();
  return null;
}

/**
 * What only a signed-in player's pages run (loaded only for players): the game limit notice and
 * the reality check (`modals`, where the shell had them), and live updates (`effects`, last in
 * the shell so they start after the page's own effects).
 */
export default function PlayerDuties({
  part,
}: {
  part: 'modals' | 'effects' | 'notices' | 'promo';
}) {
  if (part === 'effects') return <LiveUpdates />;
  if (part === 'promo') return <PlayerPromo />;
  // A signed-in player's reminders (unconfirmed email, a password to renew) under the header.
  if (part === 'notices') {
    return (
      <>
        <EmailNotice />
        <PasswordNotice />
      </>
    );
  }
  return (
    <>
      <GameLimitModal subscribe={onRealtimeMessage} />
      <RealityCheckModal />
    </>
  );
}
