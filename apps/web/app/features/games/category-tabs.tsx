import type { GameCategory, GameCollection } from '@casino/contracts';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../lib/site';
import { useGameNames } from './game-names';
import { type LobbyFilters, withLobbyFilters } from './lobby-filters';

interface Tab {
  key: string;
  label: string;
  count?: number;
  collectionId?: string;
  category?: string;
}

/**
 * The lobby's tab bar: all games, then the collections, then the categories. Each tab is a
 * link to the lobby URL with that one tab chosen and the other filters kept.
 */
export function CategoryTabs({
  filters,
  collections,
  categories,
}: {
  filters: LobbyFilters;
  collections: GameCollection[];
  categories: GameCategory[];
}) {
  const t = useT();
  const names = useGameNames();
  const [params] = useSearchParams();
  const shown = collections.filter((c) => c.gamesCount > 0);
  const collectionLabels = new Set(shown.map((c) => names.collection(c)));
  const tabs: Tab[] = [
    { key: 'all', label: t('games.all') },
    ...shown.map((c) => ({
      key: `c:${c.identity}`,
      label: names.collection(c),
      count: c.gamesCount,
      collectionId: c.identity,
    })),
    // A category named like a collection (both "Slots") would read as the same tab twice.
    ...categories
      .filter((c) => c.gamesCount > 0 && !collectionLabels.has(names.category(c)))
      .map((c) => ({
        key: `k:${c.identity}`,
        label: names.category(c),
        count: c.gamesCount,
        category: c.identity,
      })),
  ];
  const isCurrent = (tab: Tab) => {
    const chosen = filters.collectionId
      ? collections.find(
          (c) => c.identity === filters.collectionId || c.id === filters.collectionId,
        )?.identity
      : undefined;
    if (tab.collectionId) return tab.collectionId === chosen;
    if (tab.category) return tab.category === filters.category;
    return !filters.collectionId && !filters.category;
  };
  return (
    <nav className="tabs lobby-tabs" aria-label={t('games.categoryTabs')}>
      {tabs.map((tab) => {
        const search = withLobbyFilters(params, {
          ...filters,
          collectionId: tab.collectionId,
          category: tab.category,
        }).toString();
        return (
          <Link
            key={tab.key}
            to={{ search: search ? `?${search}` : '' }}
            className="chip lobby-tabs__tab"
            aria-current={isCurrent(tab) ? 'page' : undefined}
            preventScrollReset
          >
            {tab.label}
            {tab.count !== undefined ? (
              <span className="lobby-tabs__count tabular">{tab.count}</span>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}
