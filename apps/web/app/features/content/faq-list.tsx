import type { PageSummary } from '@casino/contracts';
import { ChevronRight } from 'lucide-react';
import { AppLink } from '../../components/ui/app-link';

/** Questions grouped by their category, each a link with its one-line answer. */
export function FaqList({
  items,
  label,
  hasHeadings = true,
}: {
  items: PageSummary[];
  label: string;
  hasHeadings?: boolean;
}) {
  const groups = new Map<string, PageSummary[]>();
  for (const item of items) {
    const category = item.category ?? '';
    groups.set(category, [...(groups.get(category) ?? []), item]);
  }
  return (
    <nav className="faq-groups" aria-label={label}>
      {[...groups].map(([category, questions]) => (
        <section key={category} className="faq-group" aria-label={category || label}>
          {category && hasHeadings ? <h2 className="faq-group__title">{category}</h2> : null}
          <ul className="faq">
            {questions.map((q) => (
              <li key={q.identity}>
                <AppLink to={`/questions/${q.identity}`} className="faq__item">
                  <span className="faq__text">
                    <span className="faq__question">{q.title}</span>
                    {q.summary ? <span className="faq__summary">{q.summary}</span> : null}
                  </span>
                  <ChevronRight size={18} aria-hidden="true" />
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
