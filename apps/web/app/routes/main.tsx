import { Navigate } from 'react-router';
import { useLocalePath } from '../components/ui/app-link';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/main';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'main', undefined, { isIndexable: false });

/** /main is an alias of the home page. */
export default function Main() {
  const localePath = useLocalePath();
  return <Navigate to={localePath('/')} replace />;
}
