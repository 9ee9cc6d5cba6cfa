import { ProfileSection } from '../../features/layout/profile-section';

export default function ProfileBonuses() {
  return <ProfileSection title="profile.bonuses" />;
}
