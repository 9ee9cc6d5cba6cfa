import { ProfileSection } from '../../layouts/chrome/profile-section';

export default function ProfileVerification() {
  return <ProfileSection title="profile.verification" />;
}
