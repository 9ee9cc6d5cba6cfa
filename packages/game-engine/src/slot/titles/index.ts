import type { GameTitle } from '../../types.ts';
import { HIGH_VOLATILITY_SLOTS } from './high.ts';
import { LOW_VOLATILITY_SLOTS } from './low.ts';
import { MEDIUM_1_VOLATILITY_SLOTS } from './medium-1.ts';
import { MEDIUM_2_VOLATILITY_SLOTS } from './medium-2.ts';

export const SLOT_TITLES: GameTitle[] = [
  ...LOW_VOLATILITY_SLOTS,
  ...MEDIUM_1_VOLATILITY_SLOTS,
  ...MEDIUM_2_VOLATILITY_SLOTS,
  ...HIGH_VOLATILITY_SLOTS,
];
