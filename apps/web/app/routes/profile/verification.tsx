import { ProfileSection } from '../../features/layout/profile-section';

export default function ProfileVerification() {
  return <ProfileSection title="profile.verification" />;
}
