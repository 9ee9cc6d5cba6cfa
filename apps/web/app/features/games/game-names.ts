import { useSite } from '../../lib/site';

/**
 * Names of collections and categories in the page's language: the dictionary's entry for the
 * identity, else the name the API gives (an operator may add collections at any time).
 */
export function useGameNames() {
  const { messages } = useSite();
  const collections = messages.games.collections as Record<string, string | undefined>;
  const categories = messages.games.categories as Record<string, string | undefined>;
  return {
    collection: (item: { identity: string; name: string }) =>
      collections[item.identity] ?? item.name,
    category: (item: { identity: string; name: string }) => categories[item.identity] ?? item.name,
  };
}
