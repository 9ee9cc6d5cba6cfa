import type { Banner } from '@casino/contracts';
import { BannerHero } from './banner-hero';

/**
 * The home page's banners: the first large, the others beside it on desktop; on a phone a
 * row that swipes sideways (scroll snap, no script).
 */
export function HeroBanners({ banners }: { banners: Banner[] }) {
  const [main, ...side] = banners;
  if (!main) return null;
  return (
    <div className={side.length ? 'hero-banners' : undefined}>
      <BannerHero banner={main} isMain headingLevel={1} />
      {side.map((banner) => (
        <BannerHero key={banner.title} banner={banner} />
      ))}
    </div>
  );
}
