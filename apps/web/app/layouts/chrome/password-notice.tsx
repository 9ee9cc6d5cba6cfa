import { AppLink } from '../../components/ui/app-link';
import { useSessionView } from '../../lib/session/use-session-view';
import { useT } from '../../lib/site';

/**
 * Asks a player whose password predates the current rules (shorter than 8 characters) to choose
 * a new one, with a link to the password form (docs/decisions/016-sessions-and-logins.md).
 */
export function PasswordNotice() {
  const t = useT();
  const { status, isPasswordChangeRequired } = useSessionView();
  if (status !== 'player' || !isPasswordChangeRequired) return null;
  return (
    <div className="notice-bar" role="status">
      <span>{t('account.passwordChangeRequired')}</span>
      <AppLink to="/profile/info">{t('account.changePassword')}</AppLink>
    </div>
  );
}
