import { localizePath } from '@casino/contracts/site';
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { ERROR_DEFAULTS } from '../i18n/error-defaults';
import { type MessageKey, translate } from '../i18n/translate';
import { readSite, type SiteData } from './site';

type SeoPage = keyof SiteData['messages']['seo'];

interface SeoArgs {
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;
  location: { pathname: string };
}

/**
 * Title, description, canonical URL and hreflang alternates of a page in every enabled
 * language (x-default is the unprefixed English page).
 */
export function seoMeta(
  { matches, location }: SeoArgs,
  page: SeoPage,
  params?: Record<string, string | number>,
  {
    isIndexable = true,
    title: ownTitle,
    description: ownDescription,
  }: { isIndexable?: boolean; title?: string; description?: string } = {},
): MetaDescriptor[] {
  const site = readSite(matches.find((m) => m?.id === 'root')?.loaderData);
  if (!site) return [{ title: 'Aurora Casino' }];
  const t = (key: MessageKey) => translate(site.messages, key, params, site.locale);
  const brand = site.messages.brand.name;
  const title = ownTitle ?? t(`seo.${page}.title` as MessageKey);
  const description = ownDescription || t(`seo.${page}.description` as MessageKey);
  const path =
    site.locale === 'en'
      ? location.pathname
      : location.pathname.slice(site.locale.length + 1) || '/';
  const url = (locale: string) => site.origin + localizePath(path, locale);
  const meta: MetaDescriptor[] = [
    { title: title.includes(brand) ? title : `${title} | ${brand}` },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand },
    { property: 'og:locale', content: site.locale.replace('-', '_') },
    { property: 'og:url', content: url(site.locale) },
    { tagName: 'link', rel: 'canonical', href: url(site.locale) },
  ];
  if (!isIndexable) return [...meta, { name: 'robots', content: 'noindex' }];
  for (const locale of site.locales) {
    meta.push({ tagName: 'link', rel: 'alternate', hrefLang: locale.code, href: url(locale.code) });
  }
  meta.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('en') });
  return meta;
}

/**
 * The title of a layout's error page (docs/product/routes-and-modals.md#error-page): a 404 names
 * the missing path ('Page Not Found: {path}'), any other error the error page's title. Empty when
 * the page rendered (its own meta applies then).
 */
export function errorMeta({
  error,
  matches,
  location,
}: SeoArgs & { error?: unknown }): MetaDescriptor[] {
  if (!error) return [];
  const site = readSite(matches.find((m) => m?.id === 'root')?.loaderData);
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const path =
    (isRouteErrorResponse(error) ? (error.data as { path?: string } | null)?.path : undefined) ??
    location.pathname;
  const title = !site
    ? ERROR_DEFAULTS.title
    : isNotFound
      ? translate(site.messages, 'error.notFound', { path }, site.locale)
      : (site.content.errorPage?.title ?? ERROR_DEFAULTS.title);
  const brand = site?.messages.brand.name ?? 'Aurora Casino';
  return [{ title: `${title} | ${brand}` }, { name: 'robots', content: 'noindex' }];
}
