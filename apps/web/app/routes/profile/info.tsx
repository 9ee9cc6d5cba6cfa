import type { ProfileDetails } from '@casino/contracts';
import { ChangePasswordForm } from '../../features/account/change-password-form';
import { ProfileForm } from '../../features/account/profile-form';
import { useFieldSettings } from '../../features/forms/field-settings';
import { SectionSkeleton } from '../../features/layout/section-skeleton';
import { usePlayerData } from '../../features/session/use-player-data';
import { useT } from '../../lib/site';

/** Personal info (spec 2 /profile/info): the profile form and the password change. */
export default function ProfileInfo() {
  const t = useT();
  const { data: profile } = usePlayerData<ProfileDetails>('/api/player/profile');
  const settings = useFieldSettings('profile');
  return (
    <div className="account-stack">
      {profile && settings ? (
        <ProfileForm profile={profile} settings={settings} />
      ) : (
        <SectionSkeleton title={t('account.personal')} />
      )}
      <ChangePasswordForm />
    </div>
  );
}
