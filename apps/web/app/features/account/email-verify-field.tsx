import { BadgeCheck, MailWarning } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useResendConfirmation } from '../../lib/session/use-resend-confirmation';
import { useSessionView } from '../../lib/session/use-session-view';
import { useT } from '../../lib/site';

/**
 * The "email verify" input (docs/product/routes-and-modals.md#form-input-kinds): the player's
 * email, read-only, with whether it is confirmed and, if not, a resend button.
 */
export function EmailVerifyField({ email }: { email: string }) {
  const t = useT();
  const { player, resentVerifyEmail } = useSessionView();
  const { resend, isSending } = useResendConfirmation();
  const isConfirmed = player?.isEmailConfirmed !== false;
  return (
    <div className="email-verify">
      <TextField label={t('auth.email')} value={email} readOnly disabled />
      <div className="email-verify__state" data-testid="email-verify">
        {isConfirmed ? (
          <span className="status status--success">
            <BadgeCheck size={14} aria-hidden="true" /> {t('emailVerify.confirmed')}
          </span>
        ) : (
          <>
            <span className="status status--pending">
              <MailWarning size={14} aria-hidden="true" /> {t('emailVerify.unconfirmed')}
            </span>
            {resentVerifyEmail ? (
              <span className="muted">{t('account.resent')}</span>
            ) : (
              <Button size="sm" variant="secondary" onClick={resend} isLoading={isSending}>
                {t('account.resend')}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
