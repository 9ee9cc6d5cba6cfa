import { OctagonPause } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { usePlayerLimits } from '../../lib/player-limits';
import { session } from '../../lib/session/session-store';
import { useAlertText, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { useChangeLimit } from './use-limits';

/**
 * The panic button (issue 32, DE): where the player's jurisdiction has it, one tap starts a
 * 24 h break on the server at once (deposits and real-money play close, every device is
 * signed out); no confirm step, that is the rule.
 */
export function PanicButton() {
  const t = useT();
  const alert = useAlertText();
  const { data } = usePlayerLimits();
  const change = useChangeLimit();
  if (!data?.hasPanicButton || data.isExcluded) return null;
  const start = async () => {
    // The server signs every device out, this tab's live connection too: the next page says why.
    session.expectEnd();
    try {
      await change.mutateAsync({ body: { action: 'break' } });
      ui.toastOnNextPage({ kind: 'info', title: t('limits.signedOut') });
      session.end();
      session.expectEnd(false);
    } catch {
      session.expectEnd(false);
      ui.toast({ kind: 'error', title: alert('global.somethingWrong').text });
    }
  };
  return (
    <button
      type="button"
      className={`${buttonClass('secondary', 'sm')} header__panic`}
      onClick={() => void start()}
      disabled={change.isPending}
      // Named by the words it shows (WCAG 2.5.3, label in name); the full sentence is its
      // description. On a phone the words are hidden from sight only.
      title={t('limits.panic')}
      data-testid="panic-button"
    >
      <OctagonPause size={16} aria-hidden="true" />
      <span>{t('limits.panicShort')}</span>
    </button>
  );
}
