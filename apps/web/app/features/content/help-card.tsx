import { MessageCircle } from 'lucide-react';
import { AppLink } from '../../components/ui/app-link';
import { buttonClass } from '../../components/ui/button';
import { useT } from '../../lib/site';

/** "Still need help?" with a link to the contact page. */
export function HelpCard() {
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
      <AppLink to="/static/contact" className={buttonClass('secondary')}>
        {t('questions.contactUs')}
      </AppLink>
    </aside>
  );
}
