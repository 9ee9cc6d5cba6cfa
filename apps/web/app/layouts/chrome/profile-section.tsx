import type { ReactNode } from 'react';
import { SectionSkeleton } from '../../components/layout/section-skeleton';
import type { MessageKey } from '../../i18n/translate';
import { useT } from '../../lib/site';

/** An account screen's frame; its data arrives with the accounts and wallet issues. */
export function ProfileSection({ title, children }: { title: MessageKey; children?: ReactNode }) {
  const t = useT();
  return <SectionSkeleton title={t(title)}>{children}</SectionSkeleton>;
}
