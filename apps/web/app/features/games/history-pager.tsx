import { Button } from '../../components/ui/button';
import { useT } from '../../lib/site';

/** Previous / page of pages / next under a history table; nothing when one page holds all. */
export function HistoryPager({
  page,
  total,
  perPage,
  onPage,
}: {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav className="form__links" aria-label={t('games.history.pages')}>
      <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('wallet.previous')}
      </Button>
      <span className="muted tabular" aria-current="page">
        {page} / {pages}
      </span>
      <Button size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('wallet.next')}
      </Button>
    </nav>
  );
}
