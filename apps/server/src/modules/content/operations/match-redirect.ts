import { DEFAULT_LOCALE, localizePath, type RedirectRule, splitLocale } from '@casino/contracts';
import { listLocales } from '../../settings/service.ts';
import type { ContentContext } from '../context.ts';
import { getGroup } from './get-group.ts';

const normalize = (path: string) =>
  (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/**
 * docs/product/routes-and-modals.md#rule-4-content-redirects: the redirect rule for a requested
 * path, in its locale, if any.
 */
export async function matchRedirect(
  ctx: ContentContext,
  input: { path: string },
): Promise<{ to: string; status: RedirectRule['status'] } | null> {
  const { locale: prefix, path: rest } = splitLocale(input.path);
  const locales = await ctx.cache.get('locales', () => listLocales(ctx.db));
  const isPrefixed =
    prefix !== null && prefix !== DEFAULT_LOCALE && locales.value.some((l) => l.code === prefix);
  const locale = isPrefixed ? prefix : DEFAULT_LOCALE;
  const wanted = normalize(isPrefixed ? rest : input.path);
  // Without a preview token the read cannot fail.
  const group = await getGroup(ctx, { group: 'redirects', locale });
  if (!group.ok) return null;
  for (const { data } of Object.values(group.value.value.items)) {
    const rule = data as RedirectRule;
    if (normalize(rule.from) !== wanted) continue;
    const to = rule.to.startsWith('/') ? localizePath(rule.to, locale) : rule.to;
    return { to, status: rule.status };
  }
  return null;
}
