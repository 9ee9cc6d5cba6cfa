import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ProfileSection } from '../../layouts/chrome/profile-section';
import { useT } from '../../lib/site';

/**
 * Responsible-gaming limits, with the advanced-mode toggle of
 * docs/product/routes-and-modals.md#profile-area.
 */
export default function ProfileLimits() {
  const t = useT();
  const [isAdvanced, setAdvanced] = useState(false);
  return (
    <ProfileSection title="profile.limits">
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)', alignItems: 'center' }}
      >
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
        <Button variant="primary" size="sm" disabled>
          <Plus size={16} aria-hidden="true" />
          {t('profile.addLimit')}
        </Button>
      </div>
    </ProfileSection>
  );
}
