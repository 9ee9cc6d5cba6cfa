import { playerApi } from '@casino/contracts/api';
import { localizePath } from '@casino/contracts/site';
import { MailCheck, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../components/ui/button';
import { StatusCard } from '../../layouts/chrome/status-card';
import { call } from '../../lib/api';
import { seoMeta } from '../../lib/seo';
import { session } from '../../lib/session/session-store';
import { useSite, useT } from '../../lib/site';
import type { Route } from './+types/verify';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'auth', undefined, { isIndexable: false });

/** Email confirmation link target (no language prefix): confirms, then offers the way home. */
export default function Verify({ params }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useSite();
  const [result, setResult] = useState<'pending' | 'done' | 'failed'>('pending');
  useEffect(() => {
    call(playerApi.confirmEmail, { body: { confirmCode: params.confirmCode ?? '' } })
      .then(() => {
        setResult('done');
        if (session.get().status === 'player') void session.reloadPlayer();
      })
      .catch(() => setResult('failed'));
  }, [params.confirmCode]);

  if (result === 'pending')
    return <StatusCard title={t('auth.verifyTitle')} text={t('auth.verifyText')} />;
  const isDone = result === 'done';
  return (
    <StatusCard
      title={t('auth.verifyTitle')}
      text={isDone ? t('auth.verifyDone') : t('auth.verifyFailed')}
      icon={
        isDone ? (
          <MailCheck size={32} aria-hidden="true" />
        ) : (
          <XCircle size={32} aria-hidden="true" />
        )
      }
    >
      <a className={buttonClass('primary')} href={localizePath('/', locale)}>
        {t('common.homepage')}
      </a>
    </StatusCard>
  );
}
