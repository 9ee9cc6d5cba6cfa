import { type ContentGroup, localizePath, pageGroup } from '@casino/contracts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import type { ContentContext } from '../context.ts';
import type { ContentFailure } from '../failures.ts';

/** The site page that shows an entry (text groups show in the chrome of every page: home). */
export function sitePathOf(group: ContentGroup, key: string): string {
  if (group === pageGroup('static')) return `/static/${key}`;
  if (group === pageGroup('questions')) return `/questions/${key}`;
  if (group === pageGroup('promotions')) {
    return key === 'welcome-package' ? '/welcome-package' : `/bonus/${key}`;
  }
  return '/';
}

/**
 * The entry's page in its locale with the preview token (docs/decisions/005, 018): the site
 * keeps the token in a cookie and shows drafts on every page from then on. Off (409) when
 * CONTENT_PREVIEW_TOKEN is not set.
 */
export function previewLink(
  ctx: ContentContext,
  id: { group: ContentGroup; key: string; locale: string },
): Result<{ url: string }, ContentFailure> {
  if (!ctx.previewToken) return fail({ kind: 'preview_off' });
  const path = localizePath(sitePathOf(id.group, id.key), id.locale);
  return ok({ url: `${path}?preview=${encodeURIComponent(ctx.previewToken)}` });
}
