import { Search, SlidersHorizontal } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { TextField } from '../../components/ui/text-field';
import { GameGridSkeleton } from '../../features/games/game-skeletons';
import { PageHeader } from '../../features/layout/page-header';
import type { MessageKey } from '../../i18n/translate';
import { seoMeta } from '../../lib/seo';
import { useT } from '../../lib/site';
import type { Route } from './+types/lobby';

export const meta: Route.MetaFunction = (args) => seoMeta(args, 'games');

const CATEGORIES: { id: string; label: MessageKey }[] = [
  { id: 'all', label: 'games.all' },
  { id: 'slots', label: 'games.slots' },
  { id: 'live', label: 'games.live' },
  { id: 'table', label: 'games.table' },
  { id: 'jackpots', label: 'games.jackpots' },
];

export default function Lobby() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? 'all';
  return (
    <>
      <PageHeader title={t('games.title')} />
      <div className="toolbar">
        <div className="tabs" role="tablist" aria-label={t('games.title')}>
          {CATEGORIES.map((c) => (
            <button
              key={c.id}
              type="button"
              role="tab"
              className="chip"
              aria-selected={category === c.id}
              onClick={() =>
                setParams(c.id === 'all' ? {} : { category: c.id }, { preventScrollReset: true })
              }
            >
              {t(c.label)}
            </button>
          ))}
        </div>
        <div className="toolbar__filters">
          <TextField
            name="search"
            type="search"
            label={t('games.search')}
            isLabelHidden
            placeholder={t('games.search')}
            icon={<Search size={18} />}
            defaultValue={params.get('search') ?? ''}
            autoFocus={params.get('focus') === 'search'}
          />
          <button
            type="button"
            className="btn btn--secondary"
            aria-label={t('games.providerFilter')}
          >
            <SlidersHorizontal size={18} aria-hidden="true" />
            <span>{t('games.providerFilter')}</span>
          </button>
        </div>
      </div>
      <GameGridSkeleton label={t('common.loading')} count={21} />
    </>
  );
}
