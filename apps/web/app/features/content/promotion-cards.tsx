import type { PageSummary } from '@casino/contracts';
import { ChevronRight } from 'lucide-react';
import { AppLink } from '../../components/ui/app-link';

export const promotionPath = (p: Pick<PageSummary, 'identity' | 'kind'>) =>
  p.kind === 'welcome' || p.identity === 'welcome-package'
    ? '/welcome-package'
    : `/bonus/${p.identity}`;

/** Promotion pages as cards: badge, title, summary, link to the page. */
export function PromotionCards({
  items,
  title,
  detailsLabel,
}: {
  items: PageSummary[];
  title: string;
  detailsLabel: string;
}) {
  if (items.length === 0) return null;
  return (
    <section className="row" aria-label={title}>
      <div className="row__head">
        <h2>{title}</h2>
      </div>
      <ul className="promo-cards">
        {items.map((p) => (
          <li key={p.identity}>
            <AppLink
              to={promotionPath(p)}
              className={`promo-card promo-card--${p.hero?.tone ?? 'brand'}`}
            >
              {p.badge ? <span className="promo-card__badge">{p.badge}</span> : null}
              <span className="promo-card__title">{p.title}</span>
              {p.summary ? <span className="promo-card__text">{p.summary}</span> : null}
              <span className="promo-card__more">
                {detailsLabel} <ChevronRight size={16} aria-hidden="true" />
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
