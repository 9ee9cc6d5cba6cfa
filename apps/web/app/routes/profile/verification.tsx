import { useCallback } from 'react';
import { VerificationPanel } from '../../features/verification/verification-panel';
import { onRealtimeMessage } from '../../lib/realtime/bus';
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
