import { mark as m } from '../art/index.ts';
import type { GameArt, GameTitle, Volatility } from '../types.ts';
import { diceMultiplier } from './engine.ts';

interface DiceSpec {
  identity: string;
  name: string;
  theme: string;
  description: string;
  art: GameArt;
  releasedAt: string;
  popularity: number;
  volatility: Volatility;
  rtp: number;
  minChance: number;
  maxChance: number;
}

/**
 * Dice: the payout multiplier is RTP × 100 / chance floored to 4 decimals, so any target
 * returns the stated RTP less at most 0.0001 (the rounding).
 */
function defineDice(spec: DiceSpec): GameTitle {
  const config = {
    kind: 'dice' as const,
    rtp: spec.rtp,
    minChance: spec.minChance,
    maxChance: spec.maxChance,
  };
  return {
    identity: spec.identity,
    name: spec.name,
    kind: 'dice',
    categories: ['instant', 'dice'],
    theme: spec.theme,
    volatility: spec.volatility,
    rtp: spec.rtp,
    maxWinMultiplier: diceMultiplier(config, Math.round(spec.minChance * 100)) / 10_000,
    art: spec.art,
    config,
    releasedAt: spec.releasedAt,
    popularity: spec.popularity,
    description: spec.description,
  };
}

export const DICE_TITLES: GameTitle[] = [
  defineDice({
    identity: 'classic-dice',
    name: 'Classic Dice',
    theme: 'classic',
    description: 'Pick a target, roll under or over; 1% house edge.',
    art: {
      background: '#1e293b',
      accent: '#38bdf8',
      motif: [m('dice', '#0ea5e9'), m('star', '#38bdf8'), m('coin', '#facc15')],
    },
    releasedAt: '2024-02-12',
    popularity: 82,
    volatility: 'medium',
    rtp: 0.99,
    minChance: 1,
    maxChance: 98,
  }),
  defineDice({
    identity: 'hyper-dice',
    name: 'Hyper Dice',
    theme: 'cyberpunk',
    description: 'Chances down to 0.01% for up to 9,900× the stake.',
    art: {
      background: '#12002b',
      accent: '#a3ff12',
      motif: [m('bolt', '#a3ff12'), m('dice', '#65a30d'), m('star', '#22d3ee')],
    },
    releasedAt: '2025-07-03',
    popularity: 67,
    volatility: 'high',
    rtp: 0.99,
    minChance: 0.01,
    maxChance: 99,
  }),
  defineDice({
    identity: 'lucky-dice',
    name: 'Lucky Dice',
    theme: 'irish',
    description: 'A clover-green table from 0.5% to 95% chance.',
    art: {
      background: '#064e3b',
      accent: '#fbbf24',
      motif: [m('clover', '#22c55e'), m('dice', '#16a34a'), m('horseshoe', '#fbbf24')],
    },
    releasedAt: '2024-11-20',
    popularity: 58,
    volatility: 'medium',
    rtp: 0.985,
    minChance: 0.5,
    maxChance: 95,
  }),
  defineDice({
    identity: 'dragon-dice',
    name: 'Dragon Dice',
    theme: 'dragon',
    description: 'Roll against the dragon between 2% and 96% chance.',
    art: {
      background: '#450a0a',
      accent: '#f97316',
      motif: [m('dragon', '#16a34a'), m('dice', '#b91c1c'), m('gold', '#f59e0b')],
    },
    releasedAt: '2025-03-15',
    popularity: 51,
    volatility: 'medium',
    rtp: 0.98,
    minChance: 2,
    maxChance: 96,
  }),
  defineDice({
    identity: 'royal-dice',
    name: 'Royal Dice',
    theme: 'royal',
    description: 'Steady play: chances from 5% to 95%.',
    art: {
      background: '#2e1065',
      accent: '#eab308',
      motif: [m('crown', '#eab308'), m('dice', '#7c3aed'), m('diamond', '#67e8f9')],
    },
    releasedAt: '2024-08-09',
    popularity: 44,
    volatility: 'low',
    rtp: 0.975,
    minChance: 5,
    maxChance: 95,
  }),
  defineDice({
    identity: 'comet-dice',
    name: 'Comet Dice',
    theme: 'space',
    description: 'Long shots from 0.1% chance, up to 970× the stake.',
    art: {
      background: '#020617',
      accent: '#c084fc',
      motif: [m('comet', '#c084fc'), m('dice', '#a855f7'), m('planet', '#60a5fa')],
    },
    releasedAt: '2025-09-22',
    popularity: 40,
    volatility: 'high',
    rtp: 0.97,
    minChance: 0.1,
    maxChance: 90,
  }),
];
