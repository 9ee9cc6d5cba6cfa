import { localizePath } from '@casino/contracts/site';
import { redirect } from 'react-router';
import { siteContext } from '../../lib/site-context.server';
import type { Route } from './+types/overview';

/** /profile opens the personal info screen. */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(localizePath('/profile/info', context.get(siteContext).locale));
}

export default function ProfileOverview() {
  return null;
}
