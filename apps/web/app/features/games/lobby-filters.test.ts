import { GAME_SORTS as CONTRACT_SORTS } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  GAME_SORTS,
  gamesApiQuery,
  hasActiveFilters,
  normaliseSearch,
  parseLobbyFilters,
  resolveId,
  withLobbyFilters,
} from './lobby-filters';

const parse = (query: string) => parseLobbyFilters(new URLSearchParams(query));

describe('lobby filters in the URL', () => {
  it('reads an empty URL as the plain lobby', () => {
    expect(parse('')).toEqual({
      collectionId: undefined,
      category: undefined,
      providerIds: [],
      search: undefined,
      sort: 'popular',
    });
    expect(hasActiveFilters(parse(''))).toBe(false);
    expect(GAME_SORTS).toEqual(CONTRACT_SORTS);
  });

  it('reads every filter', () => {
    expect(
      parse('collectionId=popular&providerId=aurora&providerId=nova&search=%20Gold%20&sort=newest'),
    ).toEqual({
      collectionId: 'popular',
      category: undefined,
      providerIds: ['aurora', 'nova'],
      search: 'Gold',
      sort: 'newest',
    });
  });

  it('accepts the bracket and comma forms of providers, once each', () => {
    expect(parse('providerId[]=a&providerId=b,a&providerId=%20').providerIds).toEqual(['b', 'a']);
  });

  it('drops what the API would refuse: short searches, unknown sorts, both tab kinds', () => {
    const filters = parse('search=a&sort=random&collectionId=new&category=slots');
    expect(filters.search).toBeUndefined();
    expect(filters.sort).toBe('popular');
    expect(filters.category).toBeUndefined();
    expect(parse('category=slots').category).toBe('slots');
    expect(normaliseSearch('x'.repeat(100))).toHaveLength(64);
    expect(normaliseSearch('  ab ')).toBe('ab');
  });

  it('writes the filters back, keeping other keys and leaving defaults out', () => {
    const params = new URLSearchParams('sign-in=&search=old&sort=name&focus=search');
    const next = withLobbyFilters(params, {
      category: 'slots',
      providerIds: ['a', 'b'],
      search: 'fruit',
      sort: 'popular',
    });
    expect(next.toString()).toBe(
      'sign-in=&focus=search&category=slots&providerId=a&providerId=b&search=fruit',
    );
    expect(parseLobbyFilters(next)).toMatchObject({ category: 'slots', providerIds: ['a', 'b'] });
  });

  it('round-trips through the URL', () => {
    const filters = parse('collectionId=new&providerId=x&search=dice&sort=name');
    expect(parseLobbyFilters(withLobbyFilters(new URLSearchParams(), filters))).toEqual(filters);
  });

  it('builds the API query with ids and bracket arrays, stable for equal filters', () => {
    const lookups = {
      collections: [
        { id: 'c1', identity: 'popular', name: 'Popular', countries: [], gamesCount: 3 },
      ],
      providers: [{ id: 'p1', identity: 'aurora', name: 'Aurora', gamesCount: 3 }],
    };
    const query = gamesApiQuery(
      parse('collectionId=popular&providerId=aurora&providerId=p9&search=gold'),
      lookups,
      24,
    );
    expect(query).toBe(
      'perPage=24&sort=popular&collectionId=c1&providerId%5B%5D=p1&providerId%5B%5D=p9&search=gold',
    );
    expect(resolveId('c1', lookups.collections)).toBe('c1');
    expect(resolveId('unknown', lookups.collections)).toBe('unknown');
  });
});
