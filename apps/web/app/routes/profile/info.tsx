import { playerApi } from '@casino/contracts/api';
import { SectionSkeleton } from '../../components/layout/section-skeleton';
import { ChangePasswordForm } from '../../features/account/change-password-form';
import { ProfileForm } from '../../features/account/profile-form';
import { ProfileSummary } from '../../features/account/profile-summary';
import { LinkedIdentities } from '../../features/auth/linked-identities';
import { useFieldSettings } from '../../lib/forms/field-settings';
import { useSession } from '../../lib/session/session-store';
import { usePlayerData } from '../../lib/session/use-player-data';
import { useT } from '../../lib/site';

/**
 * Personal info (/profile/info, docs/product/routes-and-modals.md#routes): the profile form and the
 * password change, and the linked sign-in methods (docs/decisions/029).
 */
export default function ProfileInfo() {
  const t = useT();
  const { data: profile } = usePlayerData(playerApi.getProfile);
  const settings = useFieldSettings('profile');
  const { player } = useSession();
  const shown = profile ?? player;
  return (
    <div className="account-stack">
      {shown && <ProfileSummary player={shown} />}
      {profile && settings ? (
        <ProfileForm profile={profile} settings={settings} />
      ) : (
        <SectionSkeleton title={t('account.personal')} />
      )}
      <ChangePasswordForm />
      <LinkedIdentities />
    </div>
  );
}
