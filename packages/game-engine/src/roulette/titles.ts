import { mark as m } from '../art/index.ts';
import type { GameArt, GameTitle } from '../types.ts';
import { EUROPEAN_WHEEL } from './rules.ts';

interface RouletteSpec {
  identity: string;
  name: string;
  theme: string;
  description: string;
  art: GameArt;
  releasedAt: string;
  popularity: number;
  maxPositions: number;
  chips: number[];
}

/** European single-zero roulette: every bet returns 36 / numbers covered, so RTP = 36/37. */
function defineRoulette(spec: RouletteSpec): GameTitle {
  return {
    identity: spec.identity,
    name: spec.name,
    kind: 'roulette',
    categories: ['table', 'roulette'],
    theme: spec.theme,
    volatility: 'low',
    rtp: 36 / 37,
    maxWinMultiplier: 36,
    art: spec.art,
    config: {
      kind: 'roulette',
      variant: 'european',
      pockets: 37,
      wheel: [...EUROPEAN_WHEEL],
      maxPositions: spec.maxPositions,
      chips: spec.chips,
    },
    releasedAt: spec.releasedAt,
    popularity: spec.popularity,
    description: spec.description,
  };
}

export const ROULETTE_TITLES: GameTitle[] = [
  defineRoulette({
    identity: 'european-roulette',
    name: 'European Roulette',
    theme: 'classic',
    description: 'The single-zero wheel on green felt, every bet of the layout.',
    art: {
      background: '#0f5132',
      accent: '#d4af37',
      motif: [m('wheel', '#c62828'), m('coin', '#d4af37'), m('diamond', '#b2ebf2')],
    },
    releasedAt: '2024-03-04',
    popularity: 88,
    maxPositions: 40,
    chips: [10, 50, 100, 500, 2500],
  }),
  defineRoulette({
    identity: 'royal-roulette',
    name: 'Royal Roulette',
    theme: 'royal',
    description: 'A high-limit palace table: more positions, heavier chips.',
    art: {
      background: '#3b0a45',
      accent: '#f5c542',
      motif: [m('wheel', '#8e24aa'), m('crown', '#e91e63'), m('ruby', '#d81b60')],
    },
    releasedAt: '2024-09-18',
    popularity: 71,
    maxPositions: 60,
    chips: [100, 500, 2500, 10000, 50000],
  }),
  defineRoulette({
    identity: 'neon-roulette',
    name: 'Neon Roulette',
    theme: 'cyberpunk',
    description: 'European roulette under city lights and a glowing wheel.',
    art: {
      background: '#0b0c2a',
      accent: '#ff2bd6',
      motif: [m('wheel', '#ff2bd6'), m('bolt', '#22d3ee'), m('star', '#ff2bd6')],
    },
    releasedAt: '2025-05-12',
    popularity: 64,
    maxPositions: 40,
    chips: [10, 20, 50, 100, 500],
  }),
  defineRoulette({
    identity: 'riviera-roulette',
    name: 'Riviera Roulette',
    theme: 'riviera',
    description: 'A seaside salon wheel, single zero, classic limits.',
    art: {
      background: '#0d3b66',
      accent: '#faf0ca',
      motif: [m('wheel', '#1e88e5'), m('lighthouse', '#e53935'), m('shell', '#ffca28')],
    },
    releasedAt: '2024-06-21',
    popularity: 55,
    maxPositions: 40,
    chips: [20, 100, 500, 1000, 5000],
  }),
  defineRoulette({
    identity: 'lotus-roulette',
    name: 'Golden Lotus Roulette',
    theme: 'asian',
    description: 'Red lacquer, gold lotus and the European wheel.',
    art: {
      background: '#7a0c0c',
      accent: '#ffd166',
      motif: [m('wheel', '#c9a227'), m('lotus', '#f48fb1'), m('fan', '#c62828')],
    },
    releasedAt: '2025-01-29',
    popularity: 49,
    maxPositions: 48,
    chips: [8, 88, 188, 888, 8888],
  }),
  defineRoulette({
    identity: 'micro-roulette',
    name: 'Micro Roulette',
    theme: 'minimal',
    description: 'Penny chips and a compact layout for quick sessions.',
    art: {
      background: '#1f2937',
      accent: '#34d399',
      motif: [m('wheel', '#059669'), m('target', '#10b981'), m('coin', '#94a3b8')],
    },
    releasedAt: '2025-08-07',
    popularity: 38,
    maxPositions: 20,
    chips: [1, 5, 10, 25, 50],
  }),
];
