import { Button } from '../../components/ui/button';
import { useResendConfirmation } from '../../lib/session/use-resend-confirmation';
import { useSessionView } from '../../lib/session/use-session-view';
import { useT } from '../../lib/site';

/**
 * Reminds a player with an unconfirmed email, with a resend button
 * (docs/product/states.md#verification-email).
 */
export function EmailNotice() {
  const t = useT();
  const { player, resentVerifyEmail } = useSessionView();
  const { resend, isSending } = useResendConfirmation();
  if (player?.isEmailConfirmed !== false) return null;
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
