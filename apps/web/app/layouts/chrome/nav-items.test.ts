import { describe, expect, it } from 'vitest';
import { bottomNavItems, navGroups, navSections } from './nav-items';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('navigation items', () => {
  it('offers Live casino only when the catalog has enabled live games', () => {
    const today = [
      { identity: 'slots', gamesCount: 30 },
      { identity: 'table', gamesCount: 6 },
    ];
    expect(navSections(today, false).hasLiveCasino).toBe(false);
    expect(navSections([...today, { identity: 'live', gamesCount: 0 }], false).hasLiveCasino).toBe(
      false,
    );
    expect(navSections([...today, { identity: 'live', gamesCount: 4 }], false).hasLiveCasino).toBe(
      true,
    );
  });

  it('offers Sports only when a sportsbook is enabled on the server', () => {
    expect(navSections([], false).hasSports).toBe(false);
    expect(navSections([], true).hasSports).toBe(true);
  });

  it('builds the drawer and the bottom bar without the sections that have no content', () => {
    const none = { hasLiveCasino: false, hasSports: false };
    const drawer = navGroups(none).flat();
    expect(labels(drawer)).not.toContain('nav.live');
    expect(labels(drawer)).not.toContain('nav.sports');
    expect(labels(drawer)).toContain('nav.casino');
    expect(labels(bottomNavItems(none))).toEqual(['nav.casino', 'nav.search', 'nav.chat']);
  });

  it('leads from the drawer to the fortune wheels right after the quests', () => {
    const group = navGroups({ hasLiveCasino: false, hasSports: false }).find((items) =>
      items.some((item) => item.to === '/quests'),
    );
    const paths = (group ?? []).map((item) => item.to);
    expect(paths.indexOf('/wheels')).toBe(paths.indexOf('/quests') + 1);
  });

  it('adds Live casino and Sports where they belong once they have content', () => {
    const all = { hasLiveCasino: true, hasSports: true };
    expect(labels(navGroups(all)[0] ?? [])).toEqual([
      'nav.casino',
      'nav.live',
      'nav.sports',
      'nav.promotions',
      'retention.tournaments.nav',
    ]);
    expect(navGroups(all)[0]?.find((item) => item.label === 'nav.live')?.to).toBe(
      '/games?category=live',
    );
    expect(labels(bottomNavItems(all))).toEqual([
      'nav.casino',
      'nav.search',
      'nav.sports',
      'nav.chat',
    ]);
  });
});
