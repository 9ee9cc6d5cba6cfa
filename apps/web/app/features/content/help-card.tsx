import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { buttonClass } from '../../components/ui/button';
import { useT } from '../../lib/site';

/** "Still need help?" with a link to the contact page (and `action`, e.g. the chat, first). */
export function HelpCard({ action }: { action?: ReactNode }) {
  const t = useT();
  return (
    <aside className="help-card">
      <span className="help-card__icon" aria-hidden="true">
        <MessageCircle size={22} />
      </span>
      <div>
        <h2>{t('questions.stillNeedHelp')}</h2>
        <p className="muted">{t('questions.stillNeedHelpText')}</p>
      </div>
      <div className="help-card__actions">
        {action}
        <AppLink to="/static/contact" className={buttonClass('secondary')}>
          {t('questions.contactUs')}
        </AppLink>
      </div>
    </aside>
  );
}
