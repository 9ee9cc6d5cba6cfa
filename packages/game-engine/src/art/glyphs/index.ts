import type { Palette } from '../draw.ts';
import { BEAST_GLYPHS } from './beasts.ts';
import { CARD_GLYPHS } from './cards.ts';
import { FOOD_GLYPHS } from './food.ts';
import { PEOPLE_GLYPHS } from './people.ts';
import { THING_GLYPHS } from './things.ts';
import { TREASURE_GLYPHS } from './treasure.ts';
import { WORLD_GLYPHS } from './world.ts';

/** Every drawing of the art library by id: a function of the palette giving an SVG fragment. */
export const GLYPHS = {
  ...CARD_GLYPHS,
  ...PEOPLE_GLYPHS,
  ...BEAST_GLYPHS,
  ...FOOD_GLYPHS,
  ...TREASURE_GLYPHS,
  ...THING_GLYPHS,
  ...WORLD_GLYPHS,
} satisfies Record<string, (p: Palette) => string>;

export type GlyphId = keyof typeof GLYPHS;

export const isGlyphId = (id: string): id is GlyphId => Object.hasOwn(GLYPHS, id);
