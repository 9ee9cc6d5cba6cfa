import { ProfileSection } from '../../features/layout/profile-section';

export default function ProfileInfo() {
  return <ProfileSection title="profile.info" />;
}
