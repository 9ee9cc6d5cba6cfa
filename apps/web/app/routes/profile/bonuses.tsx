import { ProfileSection } from '../../layouts/chrome/profile-section';

export default function ProfileBonuses() {
  return <ProfileSection title="profile.bonuses" />;
}
