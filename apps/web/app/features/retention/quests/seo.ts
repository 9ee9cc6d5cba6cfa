import type { MetaDescriptor } from 'react-router';
import { type MessageKey, translate } from '../../../i18n/translate';
import { seoMeta } from '../../../lib/seo';
import { readSite } from '../../../lib/site';

type Args = Parameters<typeof seoMeta>[0];

/** A player-only page's meta (not indexed), its title one of this feature's texts. */
export function questsMeta(args: Args, titleKey: MessageKey): MetaDescriptor[] {
  const site = readSite(args.matches.find((m) => m?.id === 'root')?.loaderData);
  const title = site ? translate(site.messages, titleKey, undefined, site.locale) : undefined;
  return seoMeta(args, 'profile', undefined, {
    isIndexable: false,
    ...(title ? { title, description: title } : {}),
  });
}
