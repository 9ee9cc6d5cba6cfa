import { ci, el, eyes, GOLD, INK, li, type Palette, pa, shine, WHITE } from '../draw.ts';

const nose = (y: number, w = 5) => pa(`M${50 - w} ${y}H${50 + w}L50 ${y + w}Z`, INK);

/** Animals, drawn as heads or whole silhouettes. */
export const BEAST_GLYPHS = {
  lion: (p: Palette) =>
    ci(50, 52, 36, p.d) +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => {
        const a = (i * Math.PI) / 4;
        return ci(50 + 30 * Math.cos(a), 52 + 30 * Math.sin(a), 10, p.d);
      })
      .join('') +
    ci(50, 54, 22, p.c) +
    ci(34, 36, 6, p.c) +
    ci(66, 36, 6, p.c) +
    eyes(42, 58, 50, 3.5) +
    el(50, 64, 9, 7, p.l) +
    nose(59),
  elephant: (p: Palette) =>
    el(24, 48, 18, 22, p.d) +
    el(76, 48, 18, 22, p.d) +
    el(50, 46, 22, 24, p.c) +
    pa('M44 58Q42 80 52 90Q60 88 56 82Q52 76 56 58Z', p.c) +
    pa('M40 64Q36 74 42 80L44 66ZM60 64Q64 74 58 80L56 66Z', WHITE) +
    eyes(40, 60, 44, 3.5),
  giraffe: (p: Palette) =>
    pa('M44 90L48 40H62L66 90Z', p.c) +
    el(56, 34, 12, 18, p.c, false) +
    el(48, 26, 18, 10, p.c) +
    li('M54 14V6M62 16V8', INK, 3) +
    ci(54, 6, 3, p.d) +
    ci(62, 8, 3, p.d) +
    ci(52, 66, 4, p.d, true) +
    ci(58, 80, 4, p.d, true) +
    ci(54, 50, 3, p.d, true) +
    ci(44, 24, 2.6, INK, true) +
    el(34, 28, 5, 4, p.l),
  zebra: (p: Palette) =>
    pa('M36 22Q50 10 64 22L62 70Q60 88 50 88Q40 88 38 70Z', WHITE) +
    pa('M38 30H62M37 42H63M38 54H62', 'none') +
    li('M40 30H60M39 42H61M40 54H60', INK, 4) +
    el(50, 78, 11, 9, p.c) +
    ci(45, 78, 1.8, INK, true) +
    ci(55, 78, 1.8, INK, true) +
    pa('M38 22L34 8L44 16ZM62 22L66 8L56 16Z', WHITE) +
    eyes(42, 58, 36, 3) +
    pa('M46 14L50 6L54 14Z', INK),
  rhino: (p: Palette) =>
    el(50, 56, 28, 24, p.c) +
    pa('M44 46L50 10L58 46Z', WHITE) +
    pa('M40 44L46 26L52 42Z', '#eceff1') +
    ci(28, 34, 7, p.c) +
    ci(72, 34, 7, p.c) +
    eyes(36, 64, 50, 3) +
    el(50, 70, 12, 7, p.d) +
    ci(45, 70, 2, INK, true) +
    ci(55, 70, 2, INK, true),
  seal: (p: Palette) =>
    pa('M30 90Q24 60 40 44Q50 34 58 44Q66 58 70 90Z', p.c) +
    ci(48, 42, 14, p.c) +
    ci(50, 14, 10, '#e53935') +
    li('M42 10A10 10 0 0 1 58 10', WHITE, 3) +
    eyes(43, 53, 40, 2.6) +
    el(50, 48, 5, 3.5, INK) +
    pa('M28 76L16 70L26 88ZM72 76L84 70L74 88Z', p.d),
  jaguar: (p: Palette) =>
    pa('M26 36L30 14L44 26ZM74 36L70 14L56 26Z', p.c) +
    ci(50, 52, 28, p.c) +
    [
      [32, 40],
      [68, 40],
      [30, 58],
      [70, 58],
      [50, 32],
    ]
      .map(([x, y]) => ci(x!, y!, 3.5, INK, true))
      .join('') +
    el(42, 50, 5, 4, '#c6ff00') +
    el(58, 50, 5, 4, '#c6ff00') +
    el(42, 50, 1.4, 3.4, INK, true) +
    el(58, 50, 1.4, 3.4, INK, true) +
    el(50, 66, 10, 8, p.l) +
    nose(61, 4),
  monkey: (p: Palette) =>
    ci(22, 50, 10, p.c) +
    ci(78, 50, 10, p.c) +
    ci(22, 50, 5, p.l, true) +
    ci(78, 50, 5, p.l, true) +
    ci(50, 50, 28, p.c) +
    pa('M30 54Q30 36 42 38Q50 42 58 38Q70 36 70 54Q70 78 50 78Q30 78 30 54Z', p.l) +
    eyes(42, 58, 48, 3.5) +
    li('M42 66Q50 72 58 66', INK, 2.5),
  horse: (p: Palette) =>
    pa('M36 90L40 52Q36 40 38 26L44 12L50 22Q66 20 76 48Q80 58 72 62Q64 62 60 56L58 90Z', p.c) +
    pa('M38 26Q30 44 30 70L36 90L40 52Q36 40 38 26Z', INK) +
    ci(56, 34, 2.6, INK, true) +
    ci(72, 54, 2, INK, true) +
    shine(62, 40, 4, 8, 0.3),
  mammoth: (p: Palette) =>
    el(50, 42, 30, 26, p.d) +
    el(50, 46, 22, 22, p.c) +
    pa('M42 60Q38 82 48 92Q58 88 52 80Q48 72 58 60Z', p.c) +
    li('M38 62Q26 80 40 90M62 62Q74 80 60 90', WHITE, 5) +
    eyes(41, 59, 44, 3),
  bear: (p: Palette) =>
    ci(28, 30, 10, p.c) +
    ci(72, 30, 10, p.c) +
    ci(28, 30, 5, p.d, true) +
    ci(72, 30, 5, p.d, true) +
    ci(50, 54, 30, p.c) +
    el(50, 66, 12, 10, p.l) +
    eyes(40, 60, 50, 3) +
    nose(61, 5) +
    shine(38, 38, 6, 4, 0.5),
  penguin: (p: Palette) =>
    el(50, 56, 26, 34, INK) +
    el(50, 62, 18, 26, WHITE) +
    pa('M24 56Q14 70 20 80L28 70Z', INK) +
    pa('M76 56Q86 70 80 80L72 70Z', INK) +
    eyes(43, 57, 36, 3.5) +
    pa('M44 44H56L50 52Z', p.c) +
    el(40, 90, 8, 4, p.c) +
    el(60, 90, 8, 4, p.c),
  wolf: (p: Palette) =>
    pa('M24 42L26 12L44 30ZM76 42L74 12L56 30Z', p.c) +
    pa('M22 44Q26 26 50 26Q74 26 78 44L66 70L50 88L34 70Z', p.c) +
    pa('M38 58Q50 52 62 58L50 88Z', WHITE) +
    el(40, 46, 4.5, 3, GOLD) +
    el(60, 46, 4.5, 3, GOLD) +
    ci(40, 46, 1.8, INK, true) +
    ci(60, 46, 1.8, INK, true) +
    ci(50, 80, 4, INK),
  owl: (p: Palette) =>
    pa('M26 30L34 14L42 26ZM74 30L66 14L58 26Z', p.d) +
    el(50, 56, 28, 34, p.c) +
    el(50, 66, 18, 22, p.l) +
    ci(38, 40, 11, WHITE) +
    ci(62, 40, 11, WHITE) +
    ci(38, 40, 6, GOLD, true) +
    ci(62, 40, 6, GOLD, true) +
    ci(38, 40, 3, INK, true) +
    ci(62, 40, 3, INK, true) +
    pa('M46 50H54L50 58Z', GOLD) +
    li('M42 68L46 72L50 68L54 72L58 68M42 78L46 82L50 78L54 82L58 78', p.d, 2),
  cat: (p: Palette) =>
    pa('M36 90Q30 60 40 46L36 22L46 32H54L64 22L60 46Q70 60 64 90Z', p.c) +
    li('M64 86Q80 84 76 66', p.c, 6) +
    el(44, 38, 3, 2, GOLD) +
    el(56, 38, 3, 2, GOLD) +
    ci(58, 48, 3, GOLD) +
    li('M40 64H60', GOLD, 4) +
    shine(44, 60, 3, 8, 0.25),
  raven: (p: Palette) =>
    pa('M20 60Q30 30 56 30Q70 30 76 38L90 42L76 48Q72 70 50 78L30 90L34 76Q18 74 20 60Z', p.c) +
    pa('M34 56Q50 48 66 62Q50 74 34 56Z', p.d) +
    ci(64, 38, 3, GOLD) +
    ci(64, 38, 1.5, INK, true),
  parrot: (p: Palette) =>
    pa('M40 90L36 56Q34 24 56 18Q74 18 76 36L68 40Q60 44 60 60L56 90Z', p.c) +
    pa('M66 26Q84 26 82 44Q78 38 70 40Z', GOLD) +
    pa('M40 54Q44 76 60 80L56 90H44Z', '#1e88e5') +
    pa('M44 60Q50 70 60 66', 'none') +
    ci(58, 30, 5, WHITE) +
    ci(59, 30, 2.5, INK, true) +
    li('M38 86L30 96M46 88L44 98', '#43a047', 4),
  bat: (p: Palette) =>
    pa(
      'M50 40Q40 30 8 34Q16 44 14 56Q24 50 30 58Q36 50 42 58Q46 52 50 56Q54 52 58 58Q64 50 70 58Q76 50 86 56Q84 44 92 34Q60 30 50 40Z',
      p.c,
    ) +
    ci(50, 44, 10, p.c) +
    pa('M42 38L44 26L48 36ZM58 38L56 26L52 36Z', p.c) +
    ci(46, 44, 2, '#ff5252', true) +
    ci(54, 44, 2, '#ff5252', true),
  dragon: (p: Palette) =>
    pa('M30 30L22 8L40 22ZM58 22L64 4L70 24Z', GOLD) +
    pa('M20 46Q24 22 50 22Q72 22 76 40L92 50Q90 66 74 66L60 70Q56 84 40 86Q22 80 20 46Z', p.c) +
    pa('M60 70L66 62L70 66L76 60', 'none') +
    li('M62 62L88 54', INK, 2) +
    pa('M64 62L68 70L72 61ZM76 59L79 66L82 58Z', WHITE, true) +
    el(52, 38, 6, 4, GOLD) +
    el(53, 38, 2, 3.6, INK, true) +
    ci(86, 48, 2, INK, true) +
    li('M26 56Q36 62 34 72M30 46Q40 50 38 58', p.d, 3),
  trex: (p: Palette) =>
    pa(
      'M18 52Q20 20 54 20Q80 20 88 40L86 54Q70 56 62 56L64 64Q48 70 40 86L22 86Q16 70 18 52Z',
      p.c,
    ) +
    pa('M62 56L86 54L84 62Q74 66 64 64Z', p.d) +
    pa('M66 56L68 61L70 56ZM72 56L74 61L76 56ZM78 55L80 60L82 55Z', WHITE, true) +
    ci(56, 34, 5, WHITE) +
    ci(57, 34, 2.5, INK, true) +
    li('M40 66L46 72', INK, 3) +
    shine(36, 32, 8, 4, 0.3),
  bronto: (p: Palette) =>
    pa(
      'M14 86L18 62Q20 48 40 46Q54 46 58 32Q62 14 74 12Q86 12 84 22L74 24Q68 40 70 56Q78 64 84 86H72L68 72H36L32 86Z',
      p.c,
    ) +
    ci(78, 17, 2, INK, true) +
    li('M28 56Q40 50 56 56', p.l, 3),
  alien: (p: Palette) =>
    li('M38 24L30 8M62 24L70 8', p.c, 3) +
    ci(30, 8, 4, GOLD) +
    ci(70, 8, 4, GOLD) +
    pa('M20 46Q20 18 50 18Q80 18 80 46Q80 70 50 88Q20 70 20 46Z', p.c) +
    pa('M28 46Q38 40 46 52Q40 60 28 46ZM72 46Q62 40 54 52Q60 60 72 46Z', INK) +
    shine(34, 46, 3, 2, 0.8) +
    shine(66, 46, 3, 2, 0.8) +
    li('M44 72Q50 76 56 72', INK, 2),
  snake: (p: Palette) =>
    li('M24 84Q80 92 76 70Q72 52 40 58Q18 60 26 40Q34 20 62 30', p.o, 17) +
    li('M24 84Q80 92 76 70Q72 52 40 58Q18 60 26 40Q34 20 62 30', p.c, 11) +
    li('M30 84Q70 88 70 72M34 56Q24 50 30 40', p.l, 3) +
    el(66, 28, 10, 8, p.c) +
    ci(68, 26, 2, INK, true) +
    li('M76 30L86 32M86 32L90 28M86 32L90 36', '#e53935', 2),
  serpent: (p: Palette) =>
    [20, 32, 44, 56].map((x, i) => el(x, 30 - i * 2, 5, 14, i % 2 ? GOLD : '#e53935')).join('') +
    li('M20 86Q80 94 78 70Q74 50 42 56Q22 58 30 42', p.o, 17) +
    li('M20 86Q80 94 78 70Q74 50 42 56Q22 58 30 42', p.c, 11) +
    el(38, 38, 12, 9, p.c) +
    ci(40, 35, 2.4, INK, true) +
    li('M50 40L60 42', '#e53935', 2),
  scarab: (p: Palette) =>
    li('M30 40L16 32M30 56L14 58M30 70L18 80M70 40L84 32M70 56L86 58M70 70L82 80', INK, 3) +
    el(50, 26, 12, 9, p.d) +
    el(50, 58, 22, 28, p.c) +
    li('M50 32V86', p.o, 2) +
    ci(50, 12, 7, GOLD) +
    shine(40, 50, 5, 12, 0.35),
  spider: (p: Palette) =>
    li(
      'M40 50L22 36L14 46M40 56L16 56L10 66M42 62L22 72L18 84M60 50L78 36L86 46M60 56L84 56L90 66M58 62L78 72L82 84',
      INK,
      3,
    ) +
    li('M50 4V36', '#cfd8dc', 1.5) +
    el(50, 62, 16, 18, p.c) +
    ci(50, 42, 10, p.c) +
    ci(46, 42, 2, '#ff5252', true) +
    ci(54, 42, 2, '#ff5252', true) +
    pa('M46 58H54L50 70Z', '#e53935', true),
  turtle: (p: Palette) =>
    ci(50, 14, 9, '#8bc34a') +
    el(24, 36, 10, 6, '#8bc34a') +
    el(76, 36, 10, 6, '#8bc34a') +
    el(26, 74, 10, 6, '#8bc34a') +
    el(74, 74, 10, 6, '#8bc34a') +
    el(50, 54, 28, 32, p.c) +
    pa('M50 36L62 46L58 62H42L38 46Z', p.d) +
    li('M50 22V36M62 46L76 42M58 62L70 76M42 62L30 76M38 46L24 42', p.d, 3) +
    ci(46, 12, 1.6, INK, true) +
    ci(54, 12, 1.6, INK, true),
  whale: (p: Palette) =>
    li('M36 24Q30 14 24 12M36 24Q40 14 46 12', '#81d4fa', 4) +
    pa(
      'M10 56Q12 30 44 30Q70 30 80 50L90 40Q92 54 86 66L92 78Q80 76 74 68Q60 80 36 80Q12 78 10 56Z',
      p.c,
    ) +
    pa('M14 62Q30 74 62 70Q50 80 34 78Q18 74 14 62Z', p.l) +
    ci(30, 50, 2.8, INK, true) +
    li('M18 62Q28 66 38 62', INK, 2),
  fish: (p: Palette) =>
    pa('M20 50Q40 16 62 30L70 10Q78 30 74 50Q78 70 70 90L62 70Q40 84 20 50Z', p.c) +
    li('M40 30V70M52 26V74', GOLD, 5) +
    pa('M74 50L92 36V64Z', p.d) +
    ci(30, 46, 4, WHITE) +
    ci(30, 46, 2, INK, true),
  koi: (p: Palette) =>
    pa('M14 50Q30 26 60 34Q74 38 80 50Q74 62 60 66Q30 74 14 50Z', WHITE) +
    pa('M80 50L94 36Q90 50 94 64Z', p.c) +
    pa('M30 36Q44 30 52 36Q50 48 36 46Z', p.c) +
    pa('M50 64Q60 52 72 56Q68 64 56 66Z', p.c) +
    pa('M44 64L40 76L52 66Z', p.l) +
    ci(24, 47, 2.5, INK, true) +
    li('M16 54Q10 58 8 64', p.c, 2),
  octopus: (p: Palette) =>
    li('M34 56Q22 76 12 72M42 62Q36 84 26 88M58 62Q64 84 74 88M66 56Q78 76 88 72', p.o, 11) +
    li('M34 56Q22 76 12 72M42 62Q36 84 26 88M58 62Q64 84 74 88M66 56Q78 76 88 72', p.c, 6) +
    pa('M24 44Q24 12 50 12Q76 12 76 44Q76 64 50 64Q24 64 24 44Z', p.c) +
    eyes(41, 59, 42, 5) +
    shine(40, 24, 8, 5),
  crab: (p: Palette) =>
    li('M30 64L16 76M34 70L24 84M70 64L84 76M66 70L76 84', p.o, 5) +
    li('M30 48Q18 40 20 26M70 48Q82 40 80 26', p.o, 6) +
    pa('M12 28Q14 10 28 14L22 24L30 28Q24 34 12 28Z', p.c) +
    pa('M88 28Q86 10 72 14L78 24L70 28Q76 34 88 28Z', p.c) +
    el(50, 60, 26, 18, p.c) +
    li('M42 44V36M58 44V36', p.o, 3) +
    ci(42, 34, 4, WHITE) +
    ci(58, 34, 4, WHITE) +
    ci(42, 34, 2, INK, true) +
    ci(58, 34, 2, INK, true) +
    li('M42 66Q50 70 58 66', p.d, 2.5),
  shrimp: (p: Palette) =>
    pa('M70 24Q90 44 76 68Q62 88 36 86L22 92L26 80Q46 78 60 64Q72 48 58 32Z', p.c) +
    li('M64 36L74 30M68 48L80 46M66 60L78 64M56 70L64 80', p.d, 3) +
    li('M60 30Q40 10 20 16M62 28Q46 20 34 32', '#ffab91', 2) +
    ci(64, 28, 3, INK, true),
} satisfies Record<string, (p: Palette) => string>;
