import { useState } from 'react';
import { LimitsPanel } from '../../features/limits/limits-panel';
import { useActiveAccount } from '../../features/wallet/use-payment-methods';
import { useT } from '../../lib/site';

/**
 * Responsible-gaming limits, with the advanced-mode toggle of
 * docs/product/routes-and-modals.md#profile-area (advanced: bet and loss limits too).
 */
export default function ProfileLimits() {
  const t = useT();
  const [isAdvanced, setAdvanced] = useState(false);
  const account = useActiveAccount();
  return (
    <section className="card limits-page" aria-labelledby="limits-title">
      <div className="section-head">
        <h2 id="limits-title">{t('profile.limits')}</h2>
        <label className="chip" style={{ cursor: 'pointer' }}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={isAdvanced}
            checked={isAdvanced}
            onChange={(e) => setAdvanced(e.target.checked)}
          />
          {t('profile.advancedMode')}
        </label>
      </div>
      <LimitsPanel isAdvanced={isAdvanced} currency={account?.currency ?? 'USD'} />
    </section>
  );
}
