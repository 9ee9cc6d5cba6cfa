import type { Banner } from '@casino/contracts';
import { AppLink } from '../../components/ui/app-link';
import { buttonClass } from '../../components/ui/button';
import { HeroArt } from './hero-art';

/** One hero banner from content: title, text, call to action, in one of three tones. */
export function BannerHero({
  banner,
  isMain = false,
  headingLevel = 2,
}: {
  banner: Banner;
  isMain?: boolean;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={`hero hero--${banner.tone}${isMain ? '' : ' hero--side'}`}>
      {isMain ? <HeroArt /> : null}
      <Heading className="hero__title">{banner.title}</Heading>
      {banner.text ? <p>{banner.text}</p> : null}
      {banner.cta ? (
        <AppLink
          to={banner.cta.to}
          className={buttonClass(isMain ? 'primary' : 'secondary', isMain ? 'lg' : 'md')}
        >
          {banner.cta.label}
        </AppLink>
      ) : null}
    </section>
  );
}
