import {
  ci,
  el,
  GOLD,
  GOLD_D,
  INK,
  li,
  type Palette,
  pa,
  rays,
  re,
  shine,
  star,
  WHITE,
} from '../draw.ts';

const facets = (d: string) =>
  li(d, WHITE, 1.5).replace('stroke-width', 'stroke-opacity=".6" stroke-width');
const coin = (p: Palette, mark: string) =>
  ci(50, 50, 36, p.d) +
  ci(50, 48, 34, p.c) +
  ci(50, 48, 26, p.d) +
  ci(50, 48, 24, p.c) +
  mark +
  shine(38, 34, 8, 5);

/** Gems, gold and treasure. */
export const TREASURE_GLYPHS = {
  diamond: (p: Palette) =>
    pa('M14 38L30 16H70L86 38L50 88Z', p.c) +
    pa('M14 38H86L50 88Z', p.d) +
    facets('M30 16L38 38L50 16L62 38L70 16M38 38L50 88L62 38') +
    shine(36, 26, 6, 3, 0.7),
  ruby: (p: Palette) =>
    el(50, 50, 30, 38, p.c) +
    el(50, 50, 16, 22, p.d) +
    facets('M50 12V28M50 72V88M20 50H34M66 50H80M30 22L40 34M70 22L60 34M30 78L40 66M70 78L60 66') +
    shine(40, 30, 6, 8, 0.6),
  sapphire: (p: Palette) =>
    pa('M30 14H70L86 30V70L70 86H30L14 70V30Z', p.c) +
    re(32, 32, 36, 36, 2, p.d) +
    facets('M30 14L32 32M70 14L68 32M86 70L68 68M14 70L32 68') +
    shine(42, 40, 7, 5, 0.6),
  emerald: (p: Palette) =>
    pa('M26 10H74L86 22V78L74 90H26L14 78V22Z', p.c) +
    re(28, 24, 44, 52, 1, p.d) +
    re(36, 32, 28, 36, 1, p.l) +
    shine(42, 40, 5, 8, 0.6),
  topaz: (p: Palette) =>
    pa('M50 8Q84 46 82 66Q78 92 50 92Q22 92 18 66Q16 46 50 8Z', p.c) +
    pa('M50 30L66 62L50 80L34 62Z', p.d) +
    facets('M50 8V30M34 62L18 66M66 62L82 66M50 80V92') +
    shine(38, 52, 4, 8, 0.6),
  amber: (p: Palette) =>
    pa('M30 20Q60 6 80 30Q92 56 72 80Q50 96 26 78Q8 56 30 20Z', p.c) +
    pa('M44 44L56 52M50 48L46 60M50 48L60 42', 'none') +
    li('M40 46L60 56M50 50L44 62M50 50L62 44', INK, 2.5) +
    el(50, 50, 5, 3, INK) +
    shine(38, 34, 8, 5, 0.55),
  pearl: (p: Palette) =>
    pa('M10 52Q8 14 50 10Q92 14 90 52Q70 40 50 42Q30 40 10 52Z', '#b39ddb') +
    li('M30 20L38 42M50 14V40M70 20L62 42', '#7e57c2', 2.5) +
    pa('M6 60Q50 44 94 60Q88 92 50 92Q12 92 6 60Z', '#9575cd') +
    li('M22 66Q50 56 78 66M18 76Q50 66 82 76', '#7e57c2', 2.5) +
    ci(50, 56, 17, p.c) +
    ci(55, 61, 10, p.d, true) +
    ci(50, 56, 14, p.c, true) +
    shine(44, 50, 6, 4, 0.9) +
    shine(58, 63, 3, 2, 0.5),
  rune: (p: Palette) =>
    pa('M28 12H72Q84 50 72 88H28Q16 50 28 12Z', '#90a4ae') +
    li('M50 24V76M50 36L64 26M50 50L36 40M50 62L64 52', p.c, 6) +
    shine(36, 24, 4, 8, 0.35),
  coin: (p: Palette) => coin(p, star(50, 48, 14, 6, p.d)),
  sunstone: (p: Palette) =>
    rays(50, 50, 30, 46, 16, p.c) +
    coin(p, ci(44, 44, 3, INK, true) + ci(56, 44, 3, INK, true) + li('M42 56Q50 62 58 56', INK, 3)),
  nugget: (p: Palette) =>
    pa('M18 60Q12 40 30 30Q38 14 58 20Q80 18 84 42Q92 62 74 76Q58 90 36 82Q18 78 18 60Z', p.c) +
    pa('M30 36L44 46L40 62M58 26L62 44L78 48M52 60L64 72', 'none') +
    li('M32 38L44 48L40 62M60 28L62 44L76 48', p.d, 2.5) +
    shine(36, 30, 6, 4, 0.7) +
    shine(66, 58, 4, 3, 0.6),
  gold: (p: Palette) =>
    [
      [30, 74],
      [50, 74],
      [70, 74],
      [40, 58],
      [60, 58],
      [50, 42],
    ]
      .map(([x, y]) => el(x!, y!, 16, 8, GOLD_D) + el(x!, y! - 3, 16, 8, p.c))
      .join('') +
    star(70, 26, 10, 3, WHITE) +
    star(28, 34, 6, 2, WHITE),
  crown: (p: Palette) =>
    pa('M14 34L30 54L50 22L70 54L86 34L78 80H22Z', GOLD) +
    re(20, 72, 60, 12, 3, GOLD_D) +
    ci(50, 62, 6, p.c) +
    ci(32, 66, 4, p.c) +
    ci(68, 66, 4, p.c) +
    ci(14, 32, 5, WHITE) +
    ci(50, 20, 5, WHITE) +
    ci(86, 32, 5, WHITE) +
    shine(36, 48, 3, 8, 0.5),
  chest: (p: Palette) =>
    pa('M14 44Q14 18 50 18Q86 18 86 44Z', p.c) +
    re(14, 44, 72, 42, 4, p.d) +
    li('M26 20V86M74 20V86', GOLD, 6) +
    re(42, 40, 16, 18, 3, GOLD) +
    ci(50, 48, 3, INK, true) +
    shine(36, 28, 8, 4, 0.35),
  pot: (p: Palette) =>
    [30, 44, 58, 72, 37, 51, 65].map((x, i) => ci(x, i < 4 ? 30 : 22, 9, GOLD)).join('') +
    pa('M14 36H86Q92 84 62 90H38Q8 84 14 36Z', p.c) +
    re(10, 32, 80, 10, 5, p.d) +
    shine(28, 58, 4, 12, 0.35),
  egg: (p: Palette) =>
    pa('M50 10Q78 12 80 56Q80 90 50 90Q20 90 20 56Q22 12 50 10Z', p.c) +
    pa('M26 46L38 38L48 48L60 36L74 44', 'none') +
    [
      [36, 34],
      [62, 30],
      [58, 62],
      [36, 66],
      [48, 48],
    ]
      .map(([x, y]) => el(x!, y!, 5, 4, p.d, true))
      .join('') +
    shine(38, 28, 6, 10, 0.5),
  ankh: (p: Palette) =>
    li('M50 44Q30 34 36 18Q42 6 50 6Q58 6 64 18Q70 34 50 44ZM22 50H78M50 44V92', p.o, 16) +
    li('M50 44Q30 34 36 18Q42 6 50 6Q58 6 64 18Q70 34 50 44ZM22 50H78M50 44V92', p.c, 10) +
    li('M40 18Q44 10 50 10', WHITE, 2.5),
  eye: (p: Palette) =>
    pa('M10 48Q50 10 90 48Q50 80 10 48Z', WHITE) +
    ci(50, 46, 16, p.c) +
    ci(50, 46, 7, INK, true) +
    shine(45, 41, 3, 2, 0.9) +
    li('M8 48Q50 4 92 48M44 64Q40 80 30 86M58 64L66 90', INK, 4),
  key: (p: Palette) =>
    ci(30, 30, 18, p.c) +
    ci(30, 30, 8, 'none') +
    li('M42 42L84 84M70 70L60 80M80 80L72 88', p.o, 11) +
    li('M42 42L84 84M70 70L60 80M80 80L72 88', p.c, 6) +
    ci(30, 30, 7, INK, true),
  cards: (p: Palette) =>
    `<g transform="rotate(-14 50 60)">${re(20, 16, 40, 62, 5, WHITE)}${re(24, 20, 32, 54, 3, p.d)}</g>` +
    `<g transform="rotate(10 50 60)">${re(40, 18, 40, 62, 5, WHITE)}${re(44, 22, 32, 54, 3, p.c)}${star(60, 48, 12, 5, GOLD)}</g>`,
} satisfies Record<string, (p: Palette) => string>;
