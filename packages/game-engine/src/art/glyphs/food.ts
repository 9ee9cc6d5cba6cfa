import { ci, el, GOLD, INK, li, type Palette, pa, re, shine, star, WHITE } from '../draw.ts';

const LEAF = '#43a047';
const leaf = (x: number, y: number, flip = 1) =>
  pa(
    `M${x} ${y}Q${x + 14 * flip} ${y - 16} ${x + 24 * flip} ${y - 8}Q${x + 12 * flip} ${y + 4} ${x} ${y}Z`,
    LEAF,
  );

/** Fruit, sweets and food. */
export const FOOD_GLYPHS = {
  cherry: (p: Palette) =>
    li('M34 64Q40 30 62 14M66 66Q62 36 62 14', '#558b2f', 4) +
    leaf(62, 16) +
    ci(34, 66, 18, p.c) +
    ci(66, 68, 18, p.c) +
    shine(28, 60, 5, 4, 0.6) +
    shine(60, 62, 5, 4, 0.6),
  watermelon: (p: Palette) =>
    pa('M10 36H90Q88 84 50 86Q12 84 10 36Z', p.c) +
    pa('M18 36H82Q80 74 50 76Q20 74 18 36Z', '#ef5350') +
    [30, 44, 56, 70, 50, 38, 62]
      .map((x, i) => el(x, 48 + (i > 3 ? 12 : 0), 2, 3.5, INK, true))
      .join(''),
  grapes: (p: Palette) =>
    [
      [36, 34],
      [50, 34],
      [64, 34],
      [43, 48],
      [57, 48],
      [50, 62],
      [36, 48],
      [64, 48],
      [43, 62],
      [57, 62],
      [50, 76],
    ]
      .map(([x, y]) => ci(x!, y!, 9, p.c) + shine(x! - 3, y! - 3, 2.5, 2, 0.5))
      .join('') +
    li('M50 24Q52 14 58 8', '#6d4c41', 4) +
    leaf(54, 18),
  plum: (p: Palette) =>
    el(50, 56, 30, 32, p.c) +
    li('M50 26Q44 50 50 86', p.d, 3) +
    leaf(50, 26) +
    shine(38, 44, 6, 10),
  orange: (p: Palette) =>
    ci(50, 54, 32, p.c) +
    [
      [40, 44],
      [60, 50],
      [46, 66],
      [66, 68],
    ]
      .map(([x, y]) => ci(x!, y!, 1.6, p.d, true))
      .join('') +
    leaf(50, 24) +
    shine(38, 40, 8, 6),
  lemon: (p: Palette) =>
    pa('M10 52Q18 28 50 24Q82 28 90 52Q82 76 50 80Q18 76 10 52Z', p.c) + shine(36, 40, 10, 5),
  apple: (p: Palette) =>
    pa('M50 30Q70 18 82 38Q90 60 74 80Q62 92 50 84Q38 92 26 80Q10 60 18 38Q30 18 50 30Z', p.c) +
    li('M50 32Q50 20 56 12', '#6d4c41', 4) +
    leaf(54, 20) +
    shine(32, 44, 6, 10),
  pear: (p: Palette) =>
    pa(
      'M50 16Q62 16 62 36Q62 44 72 56Q80 72 68 84Q58 92 50 88Q42 92 32 84Q20 72 28 56Q38 44 38 36Q38 16 50 16Z',
      p.c,
    ) +
    li('M50 18Q50 10 54 6', '#6d4c41', 3.5) +
    shine(38, 62, 5, 10),
  pumpkin: (p: Palette) =>
    el(32, 58, 18, 28, p.c) +
    el(68, 58, 18, 28, p.c) +
    el(50, 58, 18, 30, p.c) +
    re(46, 18, 8, 14, 2, '#558b2f') +
    pa(
      'M34 50L42 44L44 54ZM66 50L58 44L56 54ZM36 68Q50 80 64 68L58 72L54 68L50 72L46 68L42 72Z',
      INK,
    ),
  lollipop: (p: Palette) =>
    re(47, 58, 6, 38, 3, WHITE) +
    ci(50, 38, 30, p.c) +
    li('M50 38m-20 0a20 20 0 1 1 20 20a12 12 0 1 1 -12 -12a5 5 0 1 1 5 5', WHITE, 4) +
    shine(36, 24, 6, 4),
  cupcake: (p: Palette) =>
    pa('M26 56H74L66 92H34Z', '#8d6e63') +
    li('M38 58L40 90M50 58V90M62 58L60 90', INK, 1.5) +
    pa('M22 58Q18 44 32 40Q34 24 50 24Q66 24 68 40Q82 44 78 58Z', p.c) +
    ci(50, 18, 7, '#e53935') +
    shine(38, 36, 6, 4),
  cake: (p: Palette) =>
    re(18, 50, 64, 36, 6, p.c) +
    re(18, 62, 64, 8, 0, '#f8bbd0') +
    pa('M18 50Q26 62 34 50Q42 62 50 50Q58 62 66 50Q74 62 82 50Q82 40 50 40Q18 40 18 50Z', WHITE) +
    re(46, 18, 8, 22, 3, '#4fc3f7') +
    el(50, 12, 4, 6, GOLD),
  donut: (p: Palette) =>
    ci(50, 52, 34, '#d7a86e') +
    pa('M20 48Q22 20 50 18Q78 20 80 48Q78 62 66 56Q58 70 50 60Q40 70 34 58Q22 62 20 48Z', p.c) +
    ci(50, 50, 11, '#3b1f33') +
    li('M32 34L36 38M62 28L66 30M70 44L72 48M40 26L44 26', WHITE, 3),
  icecream: (p: Palette) =>
    pa('M32 50L50 94L68 50Z', '#e0a458') +
    li('M40 60L60 56M44 72L56 68M38 56L56 82M62 56L46 80', '#b7791f', 1.5) +
    ci(38, 46, 14, p.c) +
    ci(62, 46, 14, '#f8bbd0') +
    ci(50, 30, 16, p.c) +
    ci(50, 14, 5, '#e53935'),
  candy: (p: Palette) =>
    pa('M30 50L10 34V66ZM70 50L90 34V66Z', p.d) +
    ci(50, 50, 22, p.c) +
    li('M36 40Q50 50 40 66M52 30Q66 44 58 68', WHITE, 4) +
    shine(42, 38, 6, 4),
  chocolate: (p: Palette) =>
    re(22, 14, 56, 72, 4, p.c) +
    li('M22 38H78M22 62H78M50 14V86', p.d, 3) +
    pa('M22 56L78 44V86H22Z', '#cfd8dc') +
    pa('M22 56L78 44V50L22 62Z', p.d),
  cookie: (p: Palette) =>
    ci(50, 50, 34, p.c) +
    [
      [38, 36],
      [60, 34],
      [66, 56],
      [44, 60],
      [54, 72],
      [30, 54],
    ]
      .map(([x, y]) => ci(x!, y!, 4.5, '#4e342e', true))
      .join('') +
    shine(38, 30, 8, 4, 0.25),
  jelly: (p: Palette) =>
    pa('M24 30Q40 14 60 26Q76 36 72 58Q68 82 46 82Q24 80 26 62Q30 48 24 30Z', p.c) +
    shine(38, 36, 6, 8, 0.6),
  taco: (p: Palette) =>
    pa('M12 70Q12 26 50 26Q88 26 88 70Z', '#ffca28') +
    pa('M18 62Q28 46 36 58Q44 44 52 58Q60 44 68 58Q76 46 82 62Z', LEAF) +
    ci(34, 56, 5, '#e53935') +
    ci(62, 54, 5, '#e53935') +
    pa('M12 70Q12 26 50 26Q88 26 88 70H80Q80 34 50 34Q20 34 20 70Z', p.c),
  pepper: (p: Palette) =>
    pa('M30 30Q50 26 60 40Q80 70 62 90Q66 70 44 52Q30 42 30 30Z', p.c) +
    pa('M30 30Q24 20 34 16Q40 20 36 30Z', LEAF) +
    shine(50, 44, 3, 8, 0.5),
  banana: (p: Palette) =>
    pa('M22 22Q14 64 46 82Q72 92 86 80Q60 78 46 62Q30 44 32 20Z', p.c) +
    pa('M22 22L26 12L34 18L32 24Z', '#6d4c41') +
    li('M28 34Q30 60 54 74', p.d, 2),
  mushroom: (p: Palette) =>
    re(40, 50, 20, 38, 8, '#fff3e0') +
    pa('M10 56Q12 16 50 14Q88 16 90 56Z', p.c) +
    ci(32, 38, 6, WHITE, true) +
    ci(58, 28, 7, WHITE, true) +
    ci(72, 46, 5, WHITE, true),
  popcorn: (p: Palette) =>
    [30, 42, 54, 66, 36, 50, 62].map((x, i) => ci(x, i < 4 ? 30 : 20, 10, '#fff8e1')).join('') +
    pa('M24 36H76L68 92H32Z', WHITE) +
    pa('M32 36H42L44 92H36ZM54 36H64L62 92H54Z', p.c),
  tea: (p: Palette) =>
    li('M40 20Q36 12 42 6M54 20Q50 12 56 6', '#b0bec5', 3) +
    pa('M20 32H80Q80 82 50 82Q20 82 20 32Z', p.c) +
    el(50, 32, 30, 6, '#8bc34a') +
    li('M22 50H78', GOLD, 3) +
    shine(32, 52, 4, 10, 0.35),
  rum: (p: Palette) =>
    re(42, 8, 16, 14, 3, '#8d6e63') +
    pa('M42 22H58V34Q76 40 76 58V86Q76 92 70 92H30Q24 92 24 86V58Q24 40 42 34Z', p.c) +
    re(30, 56, 40, 22, 3, '#fff8e1') +
    pa('M42 62L50 72L58 62', 'none') +
    li('M40 62L60 72M60 62L40 72', INK, 3) +
    shine(34, 46, 4, 8),
  olive: (p: Palette) =>
    li('M16 20Q50 30 84 84', '#6d4c41', 4) +
    leaf(40, 28) +
    leaf(60, 50, -1) +
    el(40, 52, 11, 14, p.c) +
    el(70, 40, 10, 13, p.c) +
    shine(36, 46, 3, 4, 0.6),
  herb: (p: Palette) =>
    li('M50 92V24', '#558b2f', 4) +
    [24, 40, 56, 72].map((y, i) => el(i % 2 ? 64 : 36, y, 12, 6, i % 2 ? p.c : p.l)).join('') +
    el(50, 16, 6, 10, p.c),
  bonsai: (p: Palette) =>
    pa('M20 76H80L72 92H28Z', '#8d6e63') +
    li('M50 76Q44 60 54 48Q62 38 50 30M52 50L70 44M48 56L32 50', '#5d4037', 5) +
    el(30, 44, 16, 10, p.c) +
    el(70, 38, 16, 10, p.c) +
    el(50, 24, 18, 12, p.c) +
    shine(46, 20, 6, 3, 0.3),
  sakura: (p: Palette) =>
    [0, 1, 2, 3, 4]
      .map((i) => {
        const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
        return el(50 + 20 * Math.cos(a), 50 + 20 * Math.sin(a), 15, 15, p.c);
      })
      .join('') +
    ci(50, 50, 10, p.d) +
    star(50, 50, 8, 3, GOLD),
} satisfies Record<string, (p: Palette) => string>;
