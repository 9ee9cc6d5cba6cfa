import { playerApi } from '@casino/contracts/api';
import { SectionSkeleton } from '../../components/layout/section-skeleton';
import { ChangePasswordForm } from '../../features/account/change-password-form';
import { ProfileForm } from '../../features/account/profile-form';
import { ProfileSummary } from '../../features/account/profile-summary';
import { TwoFactorCard } from '../../features/account/two-factor-card';
import { LinkedIdentities } from '../../features/auth/linked-identities';
import { ReferralsCard } from '../../features/retention/cashback/referrals-card';
import { useFieldSettings } from '../../lib/forms/field-settings';
import { useSession } from '../../lib/session/session-store';
import { usePlayerData } from '../../lib/session/use-player-data';
import { useT } from '../../lib/site';

/**
 * Personal info (/profile/info, docs/product/routes-and-modals.md#routes): the profile form and the
 * password change, two-step sign-in (issue 35), and the linked sign-in methods (docs/decisions/029).
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
      <ReferralsCard />
      {profile && settings ? (
        <ProfileForm profile={profile} settings={settings} />
      ) : (
        <SectionSkeleton title={t('account.personal')} />
      )}
      <ChangePasswordForm />
      <TwoFactorCard />
      <LinkedIdentities />
    </div>
  );
}
