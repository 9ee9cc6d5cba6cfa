import { useState } from 'react';
import { ActionForm } from '../../components/ui/action-form';
import { AppLink } from '../../components/ui/app-link';
import { Button } from '../../components/ui/button';
import { COOKIE, writeCookie } from '../../lib/cookies';
import { useSite, useT } from '../../lib/site';

/** Cookie notice until the visitor accepts; the answer is kept for a year. */
export function CookiePopup() {
  const { hasCookieConsent } = useSite();
  const t = useT();
  const [isVisible, setVisible] = useState(!hasCookieConsent);
  if (!isVisible) return null;
  return (
    <section className="cookie-popup" aria-label={t('cookies.policy')} data-testid="cookie-popup">
      <p>
        {t('cookies.text')} <AppLink to="/static/privacy">{t('cookies.policy')}</AppLink>
      </p>
      <ActionForm
        onAction={() => {
          writeCookie(COOKIE.consent, '1');
          setVisible(false);
        }}
      >
        <Button variant="primary" size="sm" type="submit">
          {t('cookies.accept')}
        </Button>
      </ActionForm>
    </section>
  );
}
