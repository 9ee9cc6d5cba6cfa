import { PageHeader } from '../components/layout/page-header';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/site';
import type { Route } from './+types/betting';

export const meta: Route.MetaFunction = (args) => seoMeta(args, 'betting');

/**
 * Sportsbook: the third-party SDK is injected into this container on demand
 * (docs/product/api-calls.md#other).
 */
export default function Betting() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('betting.title')} />
      <div
        id="sportsbook"
        className="game-frame"
        style={{ aspectRatio: 'auto', minHeight: 480 }}
        role="status"
        aria-live="polite"
      >
        <span className="spinner" style={{ width: 32, height: 32 }} aria-hidden="true" />
        <span className="visually-hidden">{t('betting.loading')}</span>
      </div>
    </>
  );
}
