import {
  ci,
  el,
  eyes,
  GOLD,
  GOLD_D,
  INK,
  li,
  type Palette,
  pa,
  re,
  SKIN,
  shine,
  WHITE,
} from '../draw.ts';

const head = (skin = SKIN, y = 56) =>
  el(50, y, 20, 23, skin) + ci(42, y - 2, 2.6, INK, true) + ci(58, y - 2, 2.6, INK, true);
const smile = (y = 67) => li(`M43 ${y}Q50 ${y + 5} 57 ${y}`, INK, 2.5);
const beard = (color: string, y = 62) =>
  pa(
    `M30 ${y}Q31 ${y + 30} 50 ${y + 32}Q69 ${y + 30} 70 ${y}Q60 ${y + 12} 50 ${y + 10}Q40 ${y + 12} 30 ${y}Z`,
    color,
  );
const topHat = (color: string, band: string, y = 38) =>
  el(50, y, 30, 6, color) +
  re(34, y - 28, 32, 28, 3, color) +
  pa(`M34 ${y - 8}H66V${y - 3}H34Z`, band, true);
const hornHelmet = (metal: string, horn: string) =>
  pa('M22 30Q14 16 20 6Q24 20 34 28ZM78 30Q86 16 80 6Q76 20 66 28Z', horn) +
  pa('M28 44Q28 20 50 20Q72 20 72 44Z', metal) +
  re(27, 40, 46, 7, 3, metal);

/** People and characters: a face with its headgear. */
export const PEOPLE_GLYPHS = {
  pharaoh: (p: Palette) =>
    pa('M22 88L28 36Q50 10 72 36L78 88Z', GOLD) +
    li('M27 50H73M25 62H75M24 74H76', p.c, 4) +
    head('#c98e5a', 54) +
    re(45, 74, 10, 14, 3, p.c) +
    pa('M30 36Q50 26 70 36V42H30Z', p.c) +
    ci(50, 30, 4, GOLD) +
    smile(64),
  leprechaun: (p: Palette) =>
    head() +
    beard('#e8732c', 60) +
    smile(66) +
    topHat(p.c, INK, 36) +
    re(45, 25, 10, 9, 1, GOLD) +
    shine(40, 18, 3, 6),
  ringmaster: (p: Palette) =>
    head() +
    li('M38 68Q44 63 50 67Q56 63 62 68', INK, 4) +
    topHat(INK, p.c, 36) +
    shine(40, 18, 3, 6),
  clown: (p: Palette) =>
    ci(28, 44, 12, p.c) +
    ci(72, 44, 12, p.c) +
    ci(34, 32, 10, p.c) +
    ci(66, 32, 10, p.c) +
    head(WHITE) +
    li('M38 66Q50 80 62 66', '#d32f2f', 4) +
    ci(50, 60, 6, '#e53935') +
    shine(48, 58, 2, 1.6, 0.8) +
    pa('M38 32L50 8L62 32Z', p.d),
  juggler: (p: Palette) =>
    head(SKIN, 62) +
    smile(73) +
    pa('M30 52Q50 30 70 52Q60 44 50 46Q40 44 30 52Z', p.d) +
    ci(26, 26, 8, p.c) +
    ci(50, 14, 8, GOLD) +
    ci(74, 26, 8, '#29b6f6'),
  prospector: (p: Palette) =>
    head() +
    beard('#b0bec5', 60) +
    smile(66) +
    el(50, 36, 34, 7, p.c) +
    pa('M34 36Q34 16 50 16Q66 16 66 36Z', p.c) +
    li('M36 31H64', p.d, 3),
  captain: (p: Palette) =>
    head() +
    beard('#3e2723', 62) +
    smile(67) +
    pa('M20 38Q50 2 80 38Q50 30 20 38Z', INK) +
    ci(50, 26, 4, WHITE, true) +
    li('M36 48L64 60', INK, 2) +
    el(58, 54, 5, 4, INK) +
    li('M20 38Q50 28 80 38', p.c, 2.5),
  warrior: (p: Palette) =>
    [16, 30, 44, 56, 70, 84]
      .map((x, i) => el(x, 30 + Math.abs(x - 50) / 3, 6, 16, i % 2 ? p.c : GOLD))
      .join('') +
    head('#c98e5a', 60) +
    pa('M30 48Q50 34 70 48L66 54H34Z', p.d) +
    pa('M46 58L50 70L54 58Z', GOLD_D) +
    smile(72),
  vampire: (p: Palette) =>
    pa('M18 90L26 62Q50 78 74 62L82 90Z', p.c) +
    pa('M26 62L34 90H66L74 62Q50 70 26 62Z', INK) +
    head('#e8eaf6', 50) +
    pa('M30 42Q30 24 50 24Q70 24 70 42Q60 34 50 44Q40 34 30 42Z', INK) +
    li('M42 62Q50 66 58 62', '#b71c1c', 2.5) +
    pa('M45 63L47 69L49 64ZM51 64L53 69L55 63Z', WHITE, true),
  giant: (p: Palette) =>
    head(p.l, 56) + beard(WHITE, 60) + smile(66) + hornHelmet('#90a4ae', WHITE),
  inventor: (p: Palette) =>
    ci(30, 40, 12, '#eceff1') +
    ci(70, 40, 12, '#eceff1') +
    head() +
    smile(67) +
    li('M30 40H70', INK, 4) +
    ci(40, 40, 8, p.c) +
    ci(60, 40, 8, p.c) +
    ci(40, 40, 4, '#b3e5fc', true) +
    ci(60, 40, 4, '#b3e5fc', true) +
    li('M42 62Q46 60 50 62Q54 60 58 62', '#eceff1', 3),
  emperor: (p: Palette) =>
    head() +
    li('M46 64Q36 66 32 80M54 64Q64 66 68 80', INK, 3) +
    pa('M30 36V22L38 30L44 18L50 28L56 18L62 30L70 22V36Z', GOLD) +
    re(30, 34, 40, 6, 2, p.c) +
    ci(50, 24, 3, p.c, true),
  catrina: (p: Palette) =>
    el(50, 56, 21, 24, WHITE) +
    ci(42, 54, 6, p.c) +
    ci(58, 54, 6, p.c) +
    ci(42, 54, 2.5, INK, true) +
    ci(58, 54, 2.5, INK, true) +
    pa('M48 62L50 58L52 62Z', INK) +
    li('M40 70H60M44 67V73M50 67V73M56 67V73', INK, 1.5) +
    ci(32, 32, 9, '#e53935') +
    ci(50, 26, 10, GOLD) +
    ci(68, 32, 9, p.c) +
    ci(50, 26, 4, '#ff7043', true),
  astronaut: (p: Palette) =>
    re(28, 66, 44, 26, 10, '#eceff1') +
    ci(50, 44, 28, '#eceff1') +
    el(50, 46, 20, 16, p.d) +
    shine(42, 40, 7, 4, 0.6) +
    re(44, 72, 12, 8, 2, p.c),
  odin: (p: Palette) =>
    pa('M26 32Q10 22 8 10Q22 16 32 26ZM74 32Q90 22 92 10Q78 16 68 26Z', WHITE) +
    head() +
    beard('#cfd8dc', 60) +
    smile(66) +
    pa('M28 44Q28 20 50 20Q72 20 72 44Z', p.c) +
    li('M36 46L64 58', INK, 2) +
    el(58, 53, 5, 4, INK),
  zeus: (p: Palette) =>
    ci(30, 44, 10, WHITE) +
    ci(70, 44, 10, WHITE) +
    ci(50, 34, 16, WHITE) +
    head() +
    beard(WHITE, 60) +
    smile(66) +
    li('M30 40Q50 28 70 40', '#7cb342', 4) +
    pa('M74 56L84 70H78L86 88L70 68H76Z', p.c),
  samurai: (p: Palette) =>
    head() +
    pa('M24 46Q24 18 50 18Q76 18 76 46L84 52L70 50H30L16 52Z', p.c) +
    pa('M50 24L36 6L50 16L64 6Z', GOLD) +
    pa('M36 64H64L60 80H40Z', p.d) +
    li('M40 70H60', GOLD, 1.5),
  oracle: (p: Palette) =>
    pa('M18 90Q20 20 50 14Q80 20 82 90Z', p.c) +
    el(50, 58, 18, 22, '#3b2a4a') +
    eyes(43, 57, 56, 3.5) +
    el(50, 42, 4, 2.5, GOLD) +
    ci(50, 80, 15, '#b388ff') +
    ci(50, 80, 8, '#ede7f6', true) +
    shine(44, 74, 4, 3, 0.9) +
    shine(34, 40, 3, 12, 0.25),
  mask: (p: Palette) =>
    pa('M26 22H74V60Q74 86 50 88Q26 86 26 60Z', p.c) +
    re(32, 40, 14, 7, 2, INK) +
    re(54, 40, 14, 7, 2, INK) +
    re(46, 46, 8, 18, 2, p.d) +
    re(40, 72, 20, 5, 2, INK) +
    li('M26 30H74', GOLD, 3) +
    shine(36, 30, 5, 3),
  idol: (p: Palette) =>
    pa('M30 20H70L74 76H26Z', GOLD) +
    re(24, 76, 52, 12, 2, GOLD_D) +
    pa('M36 38H46V44H36ZM54 38H64V44H54Z', INK) +
    pa('M46 46H54V60H46Z', GOLD_D) +
    re(40, 64, 20, 5, 2, p.c) +
    ci(50, 28, 4, p.c) +
    shine(38, 30, 4, 8, 0.5),
} satisfies Record<string, (p: Palette) => string>;
