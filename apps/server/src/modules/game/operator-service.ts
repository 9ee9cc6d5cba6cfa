/** What the back office uses of games (docs/decisions/024): the catalog's switches and version. */

export { refreshShownGames } from './catalog/repository.ts';
export { syncCatalog } from './catalog/sync.ts';
export { writeCatalogChange } from './catalog/version.ts';
export { listPlayerBets } from './operator/bets.ts';
export type { CatalogOperatorDeps } from './operator/change.ts';
export {
  collectionGames,
  createCollection,
  listCollections,
  reorderCollections,
  setCollectionGames,
  updateCollection,
} from './operator/collections.ts';
export {
  listCatalog,
  listProviders,
  setGameEnabled,
  setProviderCountries,
  setProviderEnabled,
} from './operator/games.ts';
export { importProviderGames } from './operator/import.ts';
export { BUILTIN_TITLES } from './providers/builtin-titles.ts';
