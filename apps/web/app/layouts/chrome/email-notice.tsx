import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { useResendConfirmation } from '../../lib/session/use-resend-confirmation';
import { useSessionView } from '../../lib/session/use-session-view';
import { useT } from '../../lib/site';

/** Set for the browser tab's session once the player closes the bar. */
const DISMISSED_KEY = 'email-notice-dismissed';
/** A game page (`/games/{id}`, with or without a locale prefix): the game gets the whole screen. */
const GAME_PAGE = /\/games\/[^/]+\/?$/;

/**
 * Reminds a player with an unconfirmed email, with a resend button
 * (docs/product/states.md#verification-email). It can be closed for the session and never shows
 * on a game page.
 */
export function EmailNotice() {
  const t = useT();
  const { pathname } = useLocation();
  const { player, resentVerifyEmail } = useSessionView();
  const { resend, isSending } = useResendConfirmation();
  const [isDismissed, setDismissed] = useState(false);
  useEffect(() => setDismissed(sessionStorage.getItem(DISMISSED_KEY) === '1'), []);
  if (player?.isEmailConfirmed !== false || isDismissed || GAME_PAGE.test(pathname)) return null;
  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <div className="notice-bar" role="status" data-testid="email-notice">
      <span>{resentVerifyEmail ? t('account.resent') : t('account.unverified')}</span>
      {resentVerifyEmail ? null : (
        <Button size="sm" onClick={resend} isLoading={isSending}>
          {t('account.resend')}
        </Button>
      )}
      <button
        type="button"
        className="notice-bar__close"
        aria-label={t('common.close')}
        onClick={dismiss}
        data-testid="email-notice-close"
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
