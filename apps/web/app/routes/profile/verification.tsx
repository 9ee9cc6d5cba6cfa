import { useCallback } from 'react';
import { onRealtimeMessage } from '../../features/realtime/realtime-bus';
import { VerificationPanel } from '../../features/verification/verification-panel';
import { useSite } from '../../lib/site';

/** Identity checks: the verification feature, refreshed by the player's realtime decisions. */
export default function ProfileVerification() {
  const { init } = useSite();
  const subscribe = useCallback(
    (onChange: () => void) =>
      onRealtimeMessage((message) => {
        if (message.type === 'player.verification.updated') onChange();
      }),
    [],
  );
  return (
    <VerificationPanel
      subscribe={subscribe}
      sandboxReviewer={init.siteMode === 'sandbox' ? '/sandbox/verification' : undefined}
    />
  );
}
