import type { PageResponse } from '@casino/contracts';
import type { ReactNode } from 'react';
import { useSite, useT } from '../../lib/site';
import { ContentHtml } from './content-html';
import { PreviewNotice } from './preview-notice';

/** A content page at reading width: title, last update (per locale), body, extras below. */
export function ContentArticle({
  page,
  children,
  hasTitle = true,
  blocks,
}: {
  page: PageResponse;
  children?: ReactNode;
  /** Live parts placed by `{{name}}` lines of the entry (ContentHtml). */
  blocks?: Record<string, ReactNode>;
  /** False where a hero above already shows the page's title as its heading. */
  hasTitle?: boolean;
}) {
  const t = useT();
  const { locale } = useSite();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
    new Date(page.updatedAt),
  );
  return (
    <article className="prose" lang={page.locale} data-testid="content-page">
      <PreviewNotice isDraft={page.isDraft} />
      <header className="prose__head">
        {hasTitle ? <h1>{page.title}</h1> : null}
        <p className="prose__meta">
          <time dateTime={page.updatedAt}>{t('content.updated', { date })}</time>
        </p>
      </header>
      <ContentHtml html={page.html} blocks={blocks} />
      {children}
    </article>
  );
}
