import type { HomeSection } from '@casino/contracts';
import { HeroBanners } from '../features/content/hero-banners';
import { PreviewNotice } from '../features/content/preview-notice';
import { PromotionCards } from '../features/content/promotion-cards';
import { GameRow } from '../features/games/game-row';
import { WinnersStrip } from '../features/games/winners-strip';
import { findContentPage, listContentPages } from '../lib/content.server';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/site';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const [page, promotions] = await Promise.all([
    findContentPage(context, 'home', 'home'),
    listContentPages(context, 'promotions'),
  ]);
  return { page, promotions };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'home', undefined, {
    title: args.loaderData?.page?.title,
    description: args.loaderData?.page?.description,
  });

/** Home: the sections of the content store's `pages.home` entry, in their order. */
export default function Home({ loaderData: { page, promotions } }: Route.ComponentProps) {
  const t = useT();
  const sections: HomeSection[] = page?.sections ?? [
    {
      type: 'hero',
      banners: [
        {
          title: t('home.heroTitle'),
          text: t('home.heroText'),
          cta: { label: t('home.heroCta'), to: '/welcome-package' },
          tone: 'brand',
        },
      ],
    },
    { type: 'games', collection: 'popular', title: t('home.popular') },
    { type: 'games', collection: 'new', title: t('home.new') },
  ];
  return (
    <div className="stack">
      <PreviewNotice isDraft={page?.isDraft} />
      {sections.map((section, i) => {
        const key = `${section.type}-${i}`;
        switch (section.type) {
          case 'hero':
            return <HeroBanners key={key} banners={section.banners} />;
          case 'games':
            return <GameRow key={key} collection={section.collection} title={section.title} />;
          case 'promotions':
            return (
              <PromotionCards
                key={key}
                title={section.title}
                detailsLabel={t('promo.details')}
                items={
                  section.items
                    ? promotions.filter((p) => section.items?.includes(p.identity))
                    : promotions
                }
              />
            );
          case 'winners':
            return <WinnersStrip key={key} />;
          default:
            return null;
        }
      })}
    </div>
  );
}
