import { LockKeyhole } from 'lucide-react';
import { Outlet } from 'react-router';
import { EmptyState } from '../../components/layout/empty-state';
import { PageHeader } from '../../components/layout/page-header';
import { SectionSkeleton } from '../../components/layout/section-skeleton';
import { AppLink } from '../../components/ui/app-link';
import { Button } from '../../components/ui/button';
import type { MessageKey } from '../../i18n/translate';
import { useOpenModal } from '../../lib/modal-query';
import { seoMeta } from '../../lib/seo';
import { useSession } from '../../lib/session/session-store';
import { useT } from '../../lib/site';
import type { Route } from './+types/layout';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'profile', undefined, { isIndexable: false });

const SECTIONS: { to: string; label: MessageKey }[] = [
  { to: '/profile/info', label: 'profile.info' },
  { to: '/profile/wallet', label: 'profile.wallet' },
  { to: '/profile/payments', label: 'profile.payments' },
  { to: '/profile/bonuses', label: 'profile.bonuses' },
  { to: '/profile/history', label: 'profile.history' },
  { to: '/profile/limits', label: 'profile.limits' },
  { to: '/profile/verification', label: 'profile.verification' },
];

/**
 * Client-only account area (docs/product/routes-and-modals.md#routes): the server sends the frame,
 * the browser fills it.
 */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

function ProfileFrame({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <>
      <PageHeader title={t('profile.title')} />
      <div className="profile">
        <nav className="profile__nav" aria-label={t('profile.title')}>
          {SECTIONS.map((s) => (
            <AppLink key={s.to} to={s.to} className="chip">
              {t(s.label)}
            </AppLink>
          ))}
        </nav>
        <div>{children}</div>
      </div>
    </>
  );
}

export function HydrateFallback() {
  const t = useT();
  return (
    <ProfileFrame>
      <SectionSkeleton title={t('common.loading')} />
    </ProfileFrame>
  );
}

export default function ProfileLayout() {
  const t = useT();
  const open = useOpenModal();
  const { status } = useSession();
  let content = <Outlet />;
  if (status === 'pending') content = <SectionSkeleton title={t('common.loading')} />;
  if (status === 'guest') {
    content = (
      <EmptyState icon={<LockKeyhole size={28} />} text={t('account.signInToSee')}>
        <Button variant="primary" onClick={() => open('sign-in')}>
          {t('header.signIn')}
        </Button>
      </EmptyState>
    );
  }
  return <ProfileFrame>{content}</ProfileFrame>;
}
