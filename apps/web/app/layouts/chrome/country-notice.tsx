import { useSite, useT } from '../../lib/site';

/**
 * Says up front that registration, deposits and real money are closed in the visitor's country
 * (RESTRICTED_COUNTRIES); demo games stay open.
 */
export function CountryNotice() {
  const { init } = useSite();
  const t = useT();
  if (!init.isCountryRestricted) return null;
  return (
    <div className="notice-bar" role="status" data-testid="country-notice">
      <strong>{t('restricted.title')}</strong>
      <span>{t('restricted.text')}</span>
    </div>
  );
}
