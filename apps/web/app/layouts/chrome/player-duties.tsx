import { GameLimitModal } from '../../features/limits/game-limit-modal';
import { RealityCheckModal } from '../../features/limits/reality-check-modal';
import { onRealtimeMessage } from '../../features/realtime/realtime-bus';
import { useRealtime } from '../../features/realtime/use-realtime';

function LiveUpdates() {
  useRealtime();
  return null;
}

/**
 * What only a signed-in player's pages run (loaded only for players): the game limit notice and
 * the reality check (`modals`, where the shell had them), and live updates (`effects`, last in
 * the shell so they start after the page's own effects).
 */
export default function PlayerDuties({ part }: { part: 'modals' | 'effects' }) {
  if (part === 'effects') return <LiveUpdates />;
  return (
    <>
      <GameLimitModal subscribe={onRealtimeMessage} />
      <RealityCheckModal />
    </>
  );
}
