import type {
  GameCategory,
  GameCollection,
  GameList,
  GameProvider,
  Winner,
} from '@casino/contracts';
import { SearchX } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/layout/empty-state';
import { PageHeader } from '../../components/layout/page-header';
import { useAlertText, useSite, useT } from '../../lib/site';
import { CategoryTabs } from './category-tabs';
import { GameGrid } from './game-grid';
import { GameGridSkeleton } from './game-skeletons';
import {
  gamesApiQuery,
  hasActiveFilters,
  type LobbyFilters,
  parseLobbyFilters,
  resolveId,
  withLobbyFilters,
} from './lobby-filters';
import { ProviderFilter } from './provider-filter';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';
import { useCategories, useCollections, useProviders } from './use-game-catalog';
import { useGamePages } from './use-game-pages';
import { WinnersStrip } from './winners-strip';

export const LOBBY_PER_PAGE = 42;

export interface LobbyData {
  /** Null when the server could not get them: the browser fetches them then. */
  collections: GameCollection[] | null;
  categories: GameCategory[] | null;
  providers: GameProvider[] | null;
  /** The API query of the server-rendered page and that page. */
  query: string;
  firstPage: GameList | null;
  /** That page's total as the page shows it, formatted by the server. */
  firstTotalText?: string | null;
  /** The winners strip's list from the server render (no skeleton, no shift, no fetch). */
  winners?: Winner[] | null;
}

/** The first page's total comes formatted from the server; another filter's is formatted here. */
function countText(total: number, data: LobbyData, locale: string) {
  if (total === data.firstPage?.total && data.firstTotalText) return data.firstTotalText;
  return new Intl.NumberFormat(locale).format(total);
}

/**
 * The lobby (/games, docs/product/routes-and-modals.md#routes): filters live in the URL, the first
 * page comes server-rendered, later pages and other filters are fetched from the browser. Search
 * replaces the history entry; tabs, providers and sort push one, so Back undoes them.
 */
export function LobbyView({ data }: { data: LobbyData }) {
  const t = useT();
  const alert = useAlertText();
  const { locale } = useSite();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseLobbyFilters(params), [params]);
  const collections = useCollections(data.collections ?? undefined).data ?? [];
  const categories = useCategories(data.categories ?? undefined).data ?? [];
  const allProviders = useProviders(undefined, data.providers ?? undefined).data ?? [];
  const collectionId = filters.collectionId && resolveId(filters.collectionId, collections);
  // Counts per provider within the chosen collection, once fetched; the full list meanwhile.
  const providers = useProviders(collectionId, undefined).data ?? allProviders;
  const query = gamesApiQuery(filters, { collections, providers: allProviders }, LOBBY_PER_PAGE);
  const pages = useGamePages(
    query,
    query === data.query ? (data.firstPage ?? undefined) : undefined,
  );

  const games = useMemo(() => {
    const seen = new Set<string>();
    return (pages.data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter((game) => !seen.has(game.id) && Boolean(seen.add(game.id)));
  }, [pages.data]);
  const total = pages.data?.pages[0]?.total;
  const totalText = total === undefined ? '' : countText(total, data, locale);

  const apply = useCallback(
    (next: Partial<LobbyFilters>, replace = false) =>
      setParams(
        (current) => withLobbyFilters(current, { ...parseLobbyFilters(current), ...next }),
        {
          replace,
          preventScrollReset: true,
        },
      ),
    [setParams],
  );
  const onSearch = useCallback((search: string | undefined) => apply({ search }, true), [apply]);

  return (
    <div className="lobby">
      <WinnersStrip initial={data.winners ?? undefined} />
      <PageHeader title={t('games.title')}>
        {total !== undefined ? (
          <p className="muted tabular" data-testid="lobby-total" aria-live="polite">
            {total === 1 ? t('games.countOne') : t('games.count', { count: totalText })}
          </p>
        ) : null}
      </PageHeader>
      <CategoryTabs filters={filters} collections={collections} categories={categories} />
      <div className="lobby-toolbar">
        <SearchBox
          value={filters.search}
          label={t('games.search')}
          autoFocus={params.get('focus') === 'search'}
          onSearch={onSearch}
        />
        <ProviderFilter
          providers={providers}
          selected={filters.providerIds}
          onChange={(providerIds) => apply({ providerIds })}
        />
        <SortSelect value={filters.sort} onChange={(sort) => apply({ sort })} />
      </div>
      <SelectedProviders
        filters={filters}
        providers={allProviders}
        onRemove={(id) => apply({ providerIds: filters.providerIds.filter((p) => p !== id) })}
      />
      {pages.isPending ? <GameGridSkeleton label={t('common.loading')} count={21} /> : null}
      {pages.isError && !pages.data ? (
        <EmptyState icon={<SearchX size={28} />} text={alert('global.somethingWrong').text}>
          <button type="button" className="btn btn--primary" onClick={() => pages.refetch()}>
            {t('games.retry')}
          </button>
        </EmptyState>
      ) : null}
      {pages.data && games.length === 0 ? (
        <EmptyState
          icon={<SearchX size={28} />}
          text={t(hasActiveFilters(filters) ? 'games.noMatch' : 'games.none')}
          actionLabel={hasActiveFilters(filters) ? t('games.clearFilters') : undefined}
          actionTo="/games"
        />
      ) : null}
      {games.length > 0 ? (
        <div className="lobby__results" data-stale={pages.isPlaceholderData || undefined}>
          <h2 className="visually-hidden">{t('games.results')}</h2>
          <GameGrid
            games={games}
            label={t('games.title')}
            hasMore={pages.hasNextPage && !pages.isPlaceholderData}
            isLoadingMore={pages.isFetchingNextPage}
            onLoadMore={() => void pages.fetchNextPage()}
          />
        </div>
      ) : null}
    </div>
  );
}

function SelectedProviders({
  filters,
  providers,
  onRemove,
}: {
  filters: LobbyFilters;
  providers: GameProvider[];
  onRemove: (id: string) => void;
}) {
  const t = useT();
  if (!filters.providerIds.length) return null;
  return (
    <ul className="lobby-chips" aria-label={t('games.providerFilter')}>
      {filters.providerIds.map((id) => {
        const name = providers.find((p) => p.identity === id || p.id === id)?.name ?? id;
        return (
          <li key={id}>
            <button
              type="button"
              className="chip chip--removable"
              aria-label={t('games.removeProvider', { name })}
              onClick={() => onRemove(id)}
            >
              {name} <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
