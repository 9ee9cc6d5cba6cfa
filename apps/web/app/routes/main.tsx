import { localizePath } from '@casino/contracts/site';
import { redirect } from 'react-router';
import { siteContext } from '../lib/site-context.server';
import type { Route } from './+types/main';

/** /main is an alias of the home page. */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(localizePath('/', context.get(siteContext).locale));
}

export default function Main() {
  return null;
}
