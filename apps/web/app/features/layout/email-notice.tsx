import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useAlertText, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { api } from '../session/api-client';
import { session } from '../session/session-store';
import { useSessionView } from '../session/use-session-view';

/** Reminds a player with an unconfirmed email, with a resend button (spec 4 resentVerifyEmail). */
export function EmailNotice() {
  const t = useT();
  const alert = useAlertText();
  const { player, resentVerifyEmail } = useSessionView();
  const [isSending, setSending] = useState(false);
  if (player?.isEmailConfirmed !== false) return null;
  const resend = async () => {
    setSending(true);
    try {
      await api('/api/player/profile/confirmations/email/resend', { method: 'POST', auth: true });
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
