import { MailCheck } from 'lucide-react';
import { StatusCard } from '../../features/layout/status-card';
import { seoMeta } from '../../lib/seo';
import { useT } from '../../lib/site';
import type { Route } from './+types/verify';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'auth', undefined, { isIndexable: false });

/** Email confirmation link target (no language prefix); the code is checked by the accounts issue. */
export default function Verify() {
  const t = useT();
  return (
    <StatusCard
      title={t('auth.verifyTitle')}
      text={t('auth.verifyText')}
      icon={<MailCheck size={32} aria-hidden="true" />}
    />
  );
}
