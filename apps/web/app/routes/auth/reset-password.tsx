import { localizePath } from '@casino/contracts/site';
import { CheckCircle2, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../components/ui/button';
import { ResetPasswordForm } from '../../features/auth/reset-password-form';
import { StatusCard } from '../../layouts/chrome/status-card';
import { seoMeta } from '../../lib/seo';
import { useSite, useT } from '../../lib/site';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'auth', undefined, { isIndexable: false });

/** Password reset link target (no language prefix). */
export default function ResetPassword({ params }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useSite();
  const [isDone, setDone] = useState(false);
  if (isDone) {
    return (
      <StatusCard
        title={t('auth.resetTitle')}
        text={t('auth.resetDone')}
        icon={<CheckCircle2 size={32} aria-hidden="true" />}
      >
        <a className={buttonClass('primary')} href={`${localizePath('/', locale)}?sign-in`}>
          {t('auth.signInTitle')}
        </a>
      </StatusCard>
    );
  }
  return (
    <StatusCard
      title={t('auth.resetTitle')}
      text={t('auth.resetText')}
      icon={<KeyRound size={32} aria-hidden="true" />}
    >
      <ResetPasswordForm resetCode={params.resetCode} onDone={() => setDone(true)} />
    </StatusCard>
  );
}
