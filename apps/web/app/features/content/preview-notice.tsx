import { Eye } from 'lucide-react';
import { useSite, useT } from '../../lib/site';

/** Tells an operator in preview mode that drafts are shown, with a way out. */
export function PreviewNotice({ isDraft = false }: { isDraft?: boolean }) {
  const { isPreview } = useSite();
  const t = useT();
  if (!isPreview && !isDraft) return null;
  return (
    <p className="preview-notice" role="status">
      <Eye size={16} aria-hidden="true" /> {t('content.preview')}{' '}
      <a href="?preview=">{t('content.exitPreview')}</a>
    </p>
  );
}
