import { playerApi } from '@casino/contracts/api';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { call } from '../../lib/api';
import { session } from '../../lib/session/session-store';
import { useSessionView } from '../../lib/session/use-session-view';
import { useAlertText, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';

/**
 * Reminds a player with an unconfirmed email, with a resend button
 * (docs/product/states.md#verification-email).
 */
export function EmailNotice() {
  const t = useT();
  const alert = useAlertText();
  const { player, resentVerifyEmail } = useSessionView();
  const [isSending, setSending] = useState(false);
  if (player?.isEmailConfirmed !== false) return null;
  const resend = async () => {
    setSending(true);
    try {
      await call(playerApi.resendEmailConfirmation);
      session.markVerifyEmailResent();
      ui.toast({ kind: 'success', title: alert('profile.resentVerification').text });
    } catch {
      ui.toast({ kind: 'error', title: alert('global.somethingWrong').text });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="notice-bar" role="status">
      <span>{resentVerifyEmail ? t('account.resent') : t('account.unverified')}</span>
      {resentVerifyEmail ? null : (
        <Button size="sm" onClick={resend} isLoading={isSending}>
          {t('account.resend')}
        </Button>
      )}
    </div>
  );
}
