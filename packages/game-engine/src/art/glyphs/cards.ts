import { li, type Palette } from '../draw.ts';

/** A card rank drawn as thick strokes: dark outline, the colour, a light edge. */
const rank = (d: string) => (p: Palette) =>
  `<g stroke-linejoin="round">${li(d, p.o, 19)}${li(d, p.c, 12)}${li(d, p.l, 3)}</g>`;

/** Card ranks as paths (no font): A K Q J 10. */
export const CARD_GLYPHS = {
  'rank-a': rank('M27 82L50 18L73 82M36 60H64'),
  'rank-k': rank('M32 18V82M70 18L34 56M45 46L72 82'),
  'rank-q': rank(
    'M50 19C67 19 76 34 76 49C76 66 66 79 50 79C34 79 24 66 24 49C24 34 33 19 50 19ZM56 62L76 86',
  ),
  'rank-j': rank('M63 18V61C63 76 55 81 46 81C37 81 31 75 30 66'),
  'rank-10': rank(
    'M20 30L32 20V82M64 20C52 20 48 35 48 51C48 67 52 82 64 82C76 82 80 67 80 51C80 35 76 20 64 20Z',
  ),
} satisfies Record<string, (p: Palette) => string>;
