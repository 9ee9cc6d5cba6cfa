import { ProfileSection } from '../../features/layout/profile-section';

export default function ProfileWallet() {
  return <ProfileSection title="profile.wallet" />;
}
