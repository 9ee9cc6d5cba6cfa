/**
 * Decorative art of the hero banner: stacked chips and a card, drawn in brand colours. The
 * drawing is a static file the stylesheet shows (`public/art/hero-art.svg`), not markup in the
 * home page's script (issue 28's first-visit budget).
 */
export function HeroArt() {
  return <span className="hero__art" aria-hidden="true" />;
}
