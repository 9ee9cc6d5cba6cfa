import { localizePath } from '@casino/contracts/site';
import { Coins } from 'lucide-react';
import { EmptyState } from '../components/layout/empty-state';
import { PageHeader } from '../components/layout/page-header';
import { seoMeta } from '../lib/seo';
import { useSite, useT } from '../lib/site';
import type { Route } from './+types/sbt-token';

export const meta: Route.MetaFunction = (args) => seoMeta(args, 'token');

/**
 * The token page (docs/product/coverage.md 2.10): the spec names it and nothing feeds it (no
 * call, entity or field), so it says plainly that there are no tokens yet and where to go
 * instead of showing a loading state that never ends.
 */
export default function SbtToken() {
  const t = useT();
  const { locale } = useSite();
  return (
    <>
      <PageHeader title={t('token.title')} intro={t('token.text')} />
      <EmptyState
        icon={<Coins size={28} />}
        text={t('token.empty')}
        actionLabel={t('token.browse')}
        actionTo={localizePath('/games', locale)}
      />
    </>
  );
}
