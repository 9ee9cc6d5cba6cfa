import type { Banner } from '@casino/contracts';
import { AppLink } from '../../components/ui/app-link';
import { buttonClass } from '../../components/ui/button';
import { AUTH_MODALS, PLAYER_MODALS, readModal } from '../../lib/modal-query';
import { useSessionView } from '../../lib/session/use-session-view';
import { useT } from '../../lib/site';
import { HeroArt } from './hero-art';

type Cta = NonNullable<Banner['cta']>;

/**
 * The banner's call to action as this visitor can use it: content written for guests ("Sign up",
 * `?register`) does nothing for a signed-in player, whose register modal closes at once, so a
 * player is offered the deposit instead; a deposit call shown to a guest becomes sign-up.
 */
function useSessionCta(cta: Cta | undefined): Cta | undefined {
  const t = useT();
  const { status } = useSessionView();
  if (!cta?.to.startsWith('?')) return cta;
  const modal = readModal(new URLSearchParams(cta.to));
  if (!modal) return cta;
  if (status === 'player' && AUTH_MODALS.includes(modal.key))
    return { label: t('promo.depositCta'), to: '?wallet=deposit' };
  if (status === 'guest' && PLAYER_MODALS.includes(modal.key))
    return { label: t('header.signUp'), to: '?sign-up' };
  return cta;
}

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
  const cta = useSessionCta(banner.cta);
  return (
    <section className={`hero hero--${banner.tone}${isMain ? '' : ' hero--side'}`}>
      {isMain ? <HeroArt /> : null}
      <Heading className="hero__title">{banner.title}</Heading>
      {banner.text ? <p>{banner.text}</p> : null}
      {cta ? (
        <AppLink
          to={cta.to}
          className={buttonClass(isMain ? 'primary' : 'secondary', isMain ? 'lg' : 'md')}
          data-testid="hero-cta"
        >
          {cta.label}
        </AppLink>
      ) : null}
    </section>
  );
}
