import { playerApi } from '@casino/contracts/api';
import { useState } from 'react';
import { call } from '../api';
import { useAlertText } from '../site';
import { ui } from '../ui-store';
import { session } from './session-store';

/** Sends the email-confirmation mail again (notice bar, withdraw pane), toasting the outcome. */
export function useResendConfirmation() {
  const alert = useAlertText();
  const [isSending, setSending] = useState(false);
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
  return { resend, isSending };
}
