import { mark as m } from '../art/index.ts';
import type { GameArt, GameTitle, Volatility } from '../types.ts';

interface CrashSpec {
  identity: string;
  name: string;
  theme: string;
  description: string;
  art: GameArt;
  releasedAt: string;
  popularity: number;
  volatility: Volatility;
  houseEdge: number;
  maxCashOut: number;
}

/** Crash: P(point ≥ c) = (1 − edge) / c, so every cash-out returns 1 − edge. */
function defineCrash(spec: CrashSpec): GameTitle {
  return {
    identity: spec.identity,
    name: spec.name,
    kind: 'crash',
    categories: ['instant', 'crash'],
    theme: spec.theme,
    volatility: spec.volatility,
    rtp: Math.round((1 - spec.houseEdge) * 10_000) / 10_000,
    maxWinMultiplier: spec.maxCashOut,
    art: spec.art,
    config: {
      kind: 'crash',
      houseEdge: spec.houseEdge,
      minCashOut: 1.01,
      maxCashOut: spec.maxCashOut,
    },
    releasedAt: spec.releasedAt,
    popularity: spec.popularity,
    description: spec.description,
  };
}

export const CRASH_TITLES: GameTitle[] = [
  defineCrash({
    identity: 'rocket-crash',
    name: 'Rocket Crash',
    theme: 'space',
    description: 'Set your cash-out and ride the rocket up to 1,000×.',
    art: {
      background: '#0c0a3e',
      accent: '#ff6b35',
      motif: [m('rocket', '#ff6b35'), m('planet', '#9b59ff'), m('star', '#fde68a')],
    },
    releasedAt: '2024-04-02',
    popularity: 90,
    volatility: 'medium',
    houseEdge: 0.01,
    maxCashOut: 1000,
  }),
  defineCrash({
    identity: 'moon-shot',
    name: 'Moon Shot',
    theme: 'space',
    description: 'The long climb: cash out anywhere up to 10,000×.',
    art: {
      background: '#111827',
      accent: '#fde68a',
      motif: [m('moon', '#fde68a'), m('rocket', '#ef4444'), m('star', '#fef3c7')],
    },
    releasedAt: '2025-06-30',
    popularity: 73,
    volatility: 'high',
    houseEdge: 0.01,
    maxCashOut: 10000,
  }),
  defineCrash({
    identity: 'sky-pilot',
    name: 'Sky Pilot',
    theme: 'aviation',
    description: 'A propeller plane climbs until it stalls; up to 500×.',
    art: {
      background: '#0369a1',
      accent: '#f8fafc',
      motif: [m('plane', '#f97316'), m('star', '#fde047'), m('compass', '#0369a1')],
    },
    releasedAt: '2024-10-14',
    popularity: 69,
    volatility: 'medium',
    houseEdge: 0.03,
    maxCashOut: 500,
  }),
  defineCrash({
    identity: 'balloon-pop',
    name: 'Balloon Pop',
    theme: 'carnival',
    description: 'Pump the balloon and cash out before it pops; up to 100×.',
    art: {
      background: '#831843',
      accent: '#fbcfe8',
      motif: [m('balloon', '#ec4899'), m('balloon', '#a855f7'), m('balloon', '#22d3ee')],
    },
    releasedAt: '2025-02-11',
    popularity: 57,
    volatility: 'low',
    houseEdge: 0.02,
    maxCashOut: 100,
  }),
  defineCrash({
    identity: 'bull-run',
    name: 'Bull Run',
    theme: 'finance',
    description: 'Ride the market rally and sell before the crash; up to 1,000×.',
    art: {
      background: '#052e16',
      accent: '#4ade80',
      motif: [m('chart', '#4ade80'), m('coin', '#facc15'), m('gold', '#fbbf24')],
    },
    releasedAt: '2025-04-08',
    popularity: 46,
    volatility: 'medium',
    houseEdge: 0.04,
    maxCashOut: 1000,
  }),
  defineCrash({
    identity: 'deep-dive',
    name: 'Deep Dive',
    theme: 'ocean',
    description: 'The submarine dives deeper until the hull gives; up to 50×.',
    art: {
      background: '#082f49',
      accent: '#22d3ee',
      motif: [m('diver', '#22d3ee'), m('fish', '#f59e0b'), m('shell', '#fb7185')],
    },
    releasedAt: '2025-10-01',
    popularity: 35,
    volatility: 'low',
    houseEdge: 0.05,
    maxCashOut: 50,
  }),
];
