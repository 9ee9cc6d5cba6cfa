import { ProfileSection } from '../../features/layout/profile-section';

export default function ProfilePayments() {
  return <ProfileSection title="profile.payments" />;
}
