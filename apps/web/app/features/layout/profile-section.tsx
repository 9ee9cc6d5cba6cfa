import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/translate';
import { useT } from '../../lib/site';
import { SectionSkeleton } from './section-skeleton';

/** An account screen's frame; its data arrives with the accounts and wallet issues. */
export function ProfileSection({ title, children }: { title: MessageKey; children?: ReactNode }) {
  const t = useT();
  return <SectionSkeleton title={t(title)}>{children}</SectionSkeleton>;
}
