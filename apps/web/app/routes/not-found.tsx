import { throwNotFound } from '../lib/route-guards.server';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [
  { title: 'Page not found' },
  { name: 'robots', content: 'noindex' },
];

/** Catch-all: every unknown path answers 404 with 'Page Not Found: {path}'. */
export function loader({ request }: Route.LoaderArgs) {
  throwNotFound(request);
}

export default function NotFound() {
  return null;
}
