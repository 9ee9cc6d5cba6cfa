import { KeyRound } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { StatusCard } from '../../features/layout/status-card';
import { seoMeta } from '../../lib/seo';
import { useT } from '../../lib/site';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'auth', undefined, { isIndexable: false });

/** Password reset link target (no language prefix). */
export default function ResetPassword({ params }: Route.ComponentProps) {
  const t = useT();
  return (
    <StatusCard
      title={t('auth.resetTitle')}
      text={t('auth.resetText')}
      icon={<KeyRound size={32} aria-hidden="true" />}
    >
      <form
        method="post"
        style={{ display: 'grid', gap: 'var(--space-3)', width: '100%', textAlign: 'left' }}
      >
        <input type="hidden" name="resetCode" value={params.resetCode} />
        <TextField
          name="password"
          type="password"
          label={t('auth.resetTitle')}
          autoComplete="new-password"
          minLength={6}
          required
          disabled
        />
        <Button variant="primary" isBlock disabled>
          {t('auth.resetTitle')}
        </Button>
      </form>
    </StatusCard>
  );
}
