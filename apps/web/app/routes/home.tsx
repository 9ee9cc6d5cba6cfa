import type { HomeSection } from '@casino/contracts';
import { HeroBanners } from '../features/content/hero-banners';
import { PreviewNotice } from '../features/content/preview-notice';
import { PromotionCards } from '../features/content/promotion-cards';
import { findCollections, findGamePage, findWinners } from '../features/games/catalog.server';
import { GameRow, gameRowQuery } from '../features/games/game-row';
import { WinnersStrip } from '../features/games/winners-strip';
import { findContentPage, listContentPages } from '../lib/content.server';
import { revalidateUnlessModal } from '../lib/modal-query';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/site';
import type { Route } from './+types/home';

/** The collection of the first row when the page names none (the default sections below). */
const FIRST_ROW = 'popular';

/**
 * The page, its promotions, the first games row and the winners strip rendered on the server:
 * they are on a phone's first screen (the row's art is the largest paint), so they must not wait
 * for hydration and a fetch, nor move what is below when they arrive (docs/decisions/021). The
 * rows below fetch in the browser as the visitor scrolls to them.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [page, promotions, collections, winners] = await Promise.all([
    findContentPage(context, 'home', 'home'),
    listContentPages(context, 'promotions'),
    findCollections(context),
    findWinners(context),
  ]);
  const first = page?.sections
    ? page.sections.find((section) => section.type === 'games')?.collection
    : FIRST_ROW;
  const found = collections?.find((c) => c.identity === first || c.id === first);
  const firstPage = found?.gamesCount ? await findGamePage(context, gameRowQuery(found.id)) : null;
  return {
    page,
    promotions,
    collections: collections ?? undefined,
    winners: winners ?? undefined,
    firstRow: first && firstPage ? { collection: first, page: firstPage } : null,
  };
}

export const shouldRevalidate = revalidateUnlessModal;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, 'home', undefined, {
    title: args.loaderData?.page?.title,
    description: args.loaderData?.page?.description,
  });

/** Home: the sections of the content store's `pages.home` entry, in their order. */
export default function Home({
  loaderData: { page, promotions, collections, firstRow, winners },
}: Route.ComponentProps) {
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
    { type: 'games', collection: FIRST_ROW, title: t('home.popular') },
    { type: 'games', collection: 'new', title: t('home.new') },
  ];
  const firstGames = sections.findIndex((section) => section.type === 'games');
  return (
    <div className="stack">
      <PreviewNotice isDraft={page?.isDraft} />
      {sections.map((section, i) => {
        const key = `${section.type}-${i}`;
        switch (section.type) {
          case 'hero':
            return <HeroBanners key={key} banners={section.banners} />;
          case 'games':
            return (
              <GameRow
                key={key}
                collection={section.collection}
                title={section.title}
                collections={collections}
                initial={
                  i === firstGames && firstRow?.collection === section.collection
                    ? firstRow.page
                    : undefined
                }
              />
            );
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
            return <WinnersStrip key={key} initial={winners} />;
          default:
            return null;
        }
      })}
    </div>
  );
}
