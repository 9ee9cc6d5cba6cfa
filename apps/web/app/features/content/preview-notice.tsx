import { useSite, useT } from '../../lib/site';

/**
 * Tells an operator in preview mode that drafts are shown, with a way out. Its eye is drawn by
 * the stylesheet: the home page's first visit carries no icon code only an operator sees.
 */
export function PreviewNotice({ isDraft = false }: { isDraft?: boolean }) {
  const { isPreview } = useSite();
  const t = useT();
  if (!isPreview && !isDraft) return null;
  return (
    <p className="preview-notice" role="status">
      {t('content.preview')} <a href="?preview=">{t('content.exitPreview')}</a>
    </p>
  );
}
