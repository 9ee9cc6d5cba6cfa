import type { CatalogTitle } from './builtin.ts';

// TODO(issue-6): replaced by GAME_TITLES of @casino/game-engine when the engine branch lands.
const title = (
  identity: string,
  name: string,
  kind: CatalogTitle['kind'],
  categories: string[],
  extra: Partial<CatalogTitle> = {},
): CatalogTitle => ({
  identity,
  name,
  kind,
  categories,
  theme: 'classic',
  volatility: 'medium',
  rtp: 0.96,
  art: { background: '#1b1b3a', accent: '#f5c542', emoji: '🎰' },
  releasedAt: '2026-01-01',
  popularity: 50,
  ...extra,
});

export const BUILTIN_TITLES: readonly CatalogTitle[] = [
  title('pharaohs-fortune', "Pharaoh's Fortune", 'slot', ['slots'], {
    theme: 'egypt',
    volatility: 'high',
    rtp: 0.9612,
    art: { background: '#3a2a0b', accent: '#f2c14e', emoji: '🐪' },
    releasedAt: '2026-03-01',
    popularity: 92,
  }),
  title('ocean-pearls', 'Ocean Pearls', 'slot', ['slots'], {
    theme: 'ocean',
    volatility: 'low',
    rtp: 0.9588,
    art: { background: '#06324f', accent: '#4fd1c5', emoji: '🐚' },
    releasedAt: '2026-06-10',
    popularity: 81,
  }),
  title('star-voyager', 'Star Voyager', 'slot', ['slots'], {
    theme: 'space',
    art: { background: '#120a2e', accent: '#8b5cf6', emoji: '🚀' },
    releasedAt: '2026-09-20',
    popularity: 77,
  }),
  title('fruit-fiesta', 'Fruit Fiesta', 'slot', ['slots'], {
    theme: 'fruit',
    volatility: 'low',
    art: { background: '#3b0a2a', accent: '#ff6b6b', emoji: '🍒' },
    releasedAt: '2025-11-05',
    popularity: 88,
  }),
  title('european-roulette', 'European Roulette', 'roulette', ['table'], {
    rtp: 36 / 37,
    art: { background: '#0b3d1e', accent: '#e11d48', emoji: '🎡' },
    releasedAt: '2025-08-01',
    popularity: 70,
  }),
  title('royal-roulette', 'Royal Roulette', 'roulette', ['table'], {
    rtp: 36 / 37,
    theme: 'royal',
    art: { background: '#2d0b3d', accent: '#facc15', emoji: '👑' },
    releasedAt: '2026-07-15',
    popularity: 55,
  }),
  title('lucky-dice', 'Lucky Dice', 'dice', ['instant'], {
    rtp: 0.99,
    art: { background: '#10243d', accent: '#38bdf8', emoji: '🎲' },
    releasedAt: '2026-02-02',
    popularity: 64,
  }),
  title('rocket-crash', 'Rocket Crash', 'crash', ['instant'], {
    rtp: 0.97,
    volatility: 'high',
    art: { background: '#1a0b0b', accent: '#f97316', emoji: '📈' },
    releasedAt: '2026-10-01',
    popularity: 73,
  }),
];
