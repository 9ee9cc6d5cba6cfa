import { ProfileSection } from '../../layouts/chrome/profile-section';

/** The parent history tab: the latest activity of every kind. */
export default function HistoryIndex() {
  return <ProfileSection title="profile.history" />;
}
