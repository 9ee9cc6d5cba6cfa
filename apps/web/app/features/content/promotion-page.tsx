import type { PageResponse, PageSummary } from '@casino/contracts';
import { useT } from '../../lib/site';
import { BannerHero } from './banner-hero';
import { ContentArticle } from './content-article';
import { PromotionCards } from './promotion-cards';

/** A promotion (welcome package or bonus): hero, steps, details and terms, other offers. */
export function PromotionPage({ page, others }: { page: PageResponse; others: PageSummary[] }) {
  const t = useT();
  const hero = page.hero ?? {
    title: page.title,
    text: page.summary ?? undefined,
    tone: 'brand' as const,
  };
  return (
    <div className="stack">
      <BannerHero banner={hero} isMain headingLevel={1} />
      {page.steps?.length ? (
        <ol className="steps" aria-label={page.title}>
          {page.steps.map((step) => (
            <li className="step" key={step.label}>
              <p className="muted">{step.label}</p>
              <p className="step__amount tabular">{step.amount}</p>
              {step.text ? <p className="step__text">{step.text}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
      <ContentArticle page={page} hasTitle={false} />
      <PromotionCards items={others} title={t('promo.more')} detailsLabel={t('promo.details')} />
    </div>
  );
}
