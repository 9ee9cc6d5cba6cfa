import { Navigate } from 'react-router';
import { useLocalePath } from '../../components/ui/app-link';

/** /profile opens the personal info screen. */
export default function ProfileOverview() {
  const localePath = useLocalePath();
  return <Navigate to={localePath('/profile/info')} replace />;
}
