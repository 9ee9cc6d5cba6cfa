import {
  bold,
  ci,
  el,
  GOLD,
  GOLD_D,
  INK,
  li,
  type Palette,
  pa,
  re,
  shine,
  star,
  WHITE,
} from '../draw.ts';

const petals = (count: number, r: number, rx: number, ry: number, fill: string, turn = 0) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<ellipse cx="50" cy="${50 - r}" rx="${rx}" ry="${ry}" fill="${fill}" transform="rotate(${turn + (i * 360) / count} 50 50)"/>`,
  ).join('');

/** Places, plants, weapons, space and the rest. */
export const WORLD_GLYPHS = {
  urn: (p: Palette) =>
    pa('M30 30H70Q80 56 68 88H32Q20 56 30 30Z', p.c) +
    li('M28 50H72M30 70H70', GOLD, 3) +
    el(50, 22, 14, 12, GOLD) +
    ci(45, 20, 1.8, INK, true) +
    ci(55, 20, 1.8, INK, true),
  temple: (p: Palette) =>
    pa('M10 34L50 10L90 34Z', p.c) +
    re(12, 34, 76, 8, 2, p.d) +
    [20, 36, 52, 68].map((x) => re(x, 42, 10, 36, 2, WHITE)).join('') +
    re(8, 78, 84, 10, 2, p.d),
  leaf: (p: Palette) =>
    pa('M16 84Q10 30 60 14Q88 8 88 12Q92 60 46 82Q30 90 16 84Z', p.c) +
    li('M16 84Q44 50 80 20M40 58L34 40M54 44L52 28M48 64L66 62', p.d, 2.5),
  flower: (p: Palette) =>
    petals(5, 20, 14, 20, p.c) + ci(50, 50, 9, GOLD) + li('M50 50L66 30', GOLD_D, 2.5),
  marigold: (p: Palette) =>
    petals(12, 24, 8, 14, p.d) + petals(10, 14, 8, 12, p.c, 18) + ci(50, 50, 9, p.l),
  lotus: (p: Palette) =>
    pa('M50 14Q66 40 50 76Q34 40 50 14Z', p.c) +
    pa('M50 76Q20 66 18 34Q40 42 50 76ZM50 76Q80 66 82 34Q60 42 50 76Z', p.c) +
    pa('M50 78Q20 80 8 60Q30 58 50 78ZM50 78Q80 80 92 60Q70 58 50 78Z', p.d) +
    shine(46, 40, 3, 12, 0.4),
  pyramid: (p: Palette) =>
    pa('M50 10L92 86H8Z', p.c) +
    pa('M50 10L92 86H50Z', p.d) +
    li('M22 62H78M32 44H68M14 76H86', p.o, 2),
  totem: (p: Palette) =>
    pa('M10 24L30 16V30ZM90 24L70 16V30Z', GOLD) +
    re(28, 8, 44, 84, 6, p.c) +
    re(34, 18, 12, 8, 2, WHITE) +
    re(54, 18, 12, 8, 2, WHITE) +
    ci(40, 22, 3, INK, true) +
    ci(60, 22, 3, INK, true) +
    pa('M42 32H58L50 44Z', GOLD) +
    li('M28 50H72', INK, 3) +
    re(36, 58, 28, 8, 2, INK) +
    pa('M40 72H60V84H40Z', GOLD),
  snowflake: (p: Palette) =>
    [0, 60, 120]
      .map(
        (a) =>
          `<g transform="rotate(${a} 50 50)">${li('M50 8V92M50 22L40 14M50 22L60 14M50 78L40 86M50 78L60 86', p.o, 9)}${li('M50 8V92M50 22L40 14M50 22L60 14M50 78L40 86M50 78L60 86', p.c, 4.5)}</g>`,
      )
      .join('') + ci(50, 50, 8, p.l),
  fan: (p: Palette) =>
    pa('M50 84L8 40Q50 0 92 40Z', p.c) +
    li('M50 84L18 30M50 84L34 18M50 84L50 14M50 84L66 18M50 84L82 30', p.d, 2) +
    pa('M50 84L8 40Q50 0 92 40L82 48Q50 22 18 48Z', GOLD) +
    ci(50, 84, 5, INK) +
    ci(56, 54, 8, '#e53935', true),
  vase: (p: Palette) =>
    pa('M38 10H62V22Q84 40 76 70Q72 88 50 90Q28 88 24 70Q16 40 38 22Z', WHITE) +
    li('M30 46Q50 36 70 46M28 70Q50 60 72 70', p.c, 3) +
    ci(50, 56, 8, p.c) +
    pa('M36 10H64V16H36Z', p.c) +
    shine(34, 44, 3, 10, 0.5),
  guitar: (p: Palette) =>
    li('M52 52L82 14', '#6d4c41', 7) +
    re(76, 4, 14, 12, 2, INK) +
    pa(
      'M20 56Q14 40 28 36Q38 34 42 42Q54 40 60 48Q72 60 62 76Q52 90 34 88Q14 86 16 72Q10 64 20 56Z',
      p.c,
    ) +
    ci(38, 62, 7, INK) +
    li('M36 76L46 70', INK, 3) +
    li('M40 60L80 12', '#fff8e1', 1),
  maracas: (p: Palette) =>
    li('M38 56L22 90M62 56L78 90', '#8d6e63', 6) +
    el(40, 36, 16, 22, p.c) +
    el(64, 38, 16, 22, GOLD) +
    li('M28 32Q40 40 52 32M52 34Q64 42 76 34', WHITE, 3),
  sombrero: (p: Palette) =>
    el(50, 66, 44, 16, p.c) +
    pa('M32 64Q34 20 50 20Q66 20 68 64Z', p.c) +
    li('M32 56Q50 64 68 56', '#e53935', 5) +
    li('M8 66Q50 92 92 66', GOLD, 3) +
    shine(42, 36, 4, 10, 0.4),
  pinata: (p: Palette) =>
    re(20, 40, 50, 26, 6, p.c) +
    re(56, 18, 16, 30, 4, p.c) +
    pa('M58 18L56 6L64 14ZM70 18L72 6L64 14Z', p.c) +
    [24, 34, 44].map((x) => re(x, 64, 8, 24, 2, p.c)).join('') +
    re(58, 64, 8, 24, 2, p.c) +
    li('M24 48H66M24 56H66', GOLD, 3) +
    li('M24 52H66', '#29b6f6', 2.5) +
    ci(66, 28, 2.4, INK, true),
  cactus: (p: Palette) =>
    bold('M50 90V20M50 62H28V40M50 52H72V32', p, 14) +
    li('M44 30H40M56 40H60M44 74H40', WHITE, 1.5) +
    ci(50, 14, 6, '#e91e63'),
  planet: (p: Palette) =>
    ci(50, 50, 28, p.c) +
    pa('M26 36Q50 44 76 40M24 58Q50 62 76 56', 'none') +
    li('M26 40Q50 48 74 42M24 58Q50 64 76 58', p.d, 4) +
    `<ellipse cx="50" cy="50" rx="46" ry="12" fill="none" stroke="${p.o}" stroke-width="9" transform="rotate(-18 50 50)"/>` +
    `<ellipse cx="50" cy="50" rx="46" ry="12" fill="none" stroke="${GOLD}" stroke-width="4" transform="rotate(-18 50 50)"/>` +
    `<path d="M22 46Q24 26 50 22Q76 22 78 46" fill="${p.c}" stroke="none" transform="rotate(-18 50 50)" clip-path="none"/>` +
    shine(40, 34, 8, 5, 0.45),
  blackhole: (p: Palette) =>
    `<g stroke="none">${ci(50, 50, 44, p.c)}${ci(50, 50, 34, p.d)}${ci(50, 50, 24, INK)}</g>` +
    li('M14 50Q30 36 50 40Q72 44 86 50', GOLD, 3) +
    li('M20 60Q40 66 60 58Q76 54 84 40', p.l, 2.5) +
    star(74, 24, 5, 2, WHITE),
  ufo: (p: Palette) =>
    el(50, 38, 18, 16, '#b3e5fc') +
    el(50, 52, 42, 14, p.c) +
    el(50, 48, 26, 6, p.d) +
    [24, 38, 50, 62, 76].map((x) => ci(x, 56, 3.2, GOLD, true)).join('') +
    pa('M34 66L22 92H78L66 66Z', GOLD) +
    shine(44, 32, 5, 4, 0.7),
  comet: (p: Palette) =>
    pa('M62 62L10 10L40 54Z', p.l) +
    pa('M62 62L28 4L52 48ZM62 62L4 30L50 54Z', p.c) +
    ci(64, 64, 22, p.c) +
    ci(58, 58, 8, p.l, true) +
    ci(72, 70, 5, p.d, true),
  satellite: (p: Palette) =>
    re(6, 36, 26, 28, 2, '#1e88e5') +
    re(68, 36, 26, 28, 2, '#1e88e5') +
    li('M6 50H94M19 36V64M81 36V64', '#90caf9', 1.5) +
    re(36, 34, 28, 32, 4, p.c) +
    li('M50 34V18', INK, 3) +
    el(50, 16, 10, 4, GOLD),
  telescope: (p: Palette) =>
    `<g transform="rotate(-28 50 50)">${re(12, 40, 20, 18, 3, p.d)}${re(30, 36, 36, 26, 4, p.c)}${re(64, 32, 26, 34, 4, GOLD)}</g>` +
    li('M50 58L34 92M50 58L66 92M50 58V92', '#6d4c41', 3.5),
  rocket: (p: Palette) =>
    el(50, 86, 8, 12, GOLD) +
    el(50, 82, 4, 8, WHITE, true) +
    pa('M34 60L20 80H38ZM66 60L80 80H62Z', p.c) +
    pa('M50 6Q72 24 68 70H32Q28 24 50 6Z', '#eceff1') +
    pa('M50 6Q60 14 64 26H36Q40 14 50 6Z', p.c) +
    ci(50, 42, 8, '#4fc3f7') +
    shine(47, 40, 3, 2, 0.8) +
    re(34, 64, 32, 6, 2, p.c),
  shield: (p: Palette) =>
    ci(50, 50, 40, '#8d6e63') +
    li('M50 10V90M10 50H90', p.c, 10) +
    ci(50, 50, 40, 'none') +
    li('M50 10A40 40 0 1 1 49.9 10', '#90a4ae', 5) +
    ci(50, 50, 11, '#cfd8dc') +
    shine(38, 38, 4, 3, 0.8),
  longship: (p: Palette) =>
    pa('M6 60Q50 86 94 60L90 48Q88 62 80 60H20Q12 62 10 48Z', '#6d4c41') +
    pa('M10 48Q4 28 14 24Q18 34 14 42ZM90 48Q96 28 86 24Q82 34 86 42Z', '#6d4c41') +
    li('M50 60V8', INK, 3) +
    pa('M28 14H72V50H28Z', WHITE) +
    li('M28 26H72M28 38H72', p.c, 6) +
    [28, 42, 58, 72].map((x) => ci(x, 66, 5, GOLD)).join(''),
  axe: (p: Palette) =>
    li('M34 90L64 12', '#8d6e63', 8) +
    pa('M56 24Q80 8 92 20Q90 46 72 56L66 40Q60 34 56 24Z', p.c) +
    pa('M56 24Q46 28 40 40L52 44Z', p.d) +
    shine(80, 26, 3, 8, 0.45),
  horn: (p: Palette) =>
    pa('M14 22Q10 74 58 86L86 80L80 56L58 62Q36 54 30 18Z', '#fff8e1') +
    pa('M58 62L80 56L86 80L58 86Z', GOLD) +
    li('M22 44Q24 56 40 66M18 30L30 28', p.c, 4) +
    el(82, 68, 5, 12, INK),
  sword: (p: Palette) =>
    pa('M46 8H54L56 66H44Z', '#eceff1') +
    li('M50 12V62', '#b0bec5', 2) +
    re(28, 64, 44, 8, 4, GOLD) +
    re(46, 72, 8, 16, 2, p.c) +
    ci(50, 92, 6, GOLD) +
    ci(50, 68, 3, p.c, true),
  castle: (p: Palette) =>
    pa('M14 30H30V22H22V30M14 30V22H18V30', 'none') +
    pa('M12 90V28H18V22H24V28H30V22H36V40H64V22H70V28H76V22H82V28H88V90Z', p.c) +
    pa('M40 90V70Q50 58 60 70V90Z', INK) +
    re(20, 44, 8, 12, 4, INK) +
    re(72, 44, 8, 12, 4, INK) +
    pa('M44 40V16L60 22L44 28', GOLD) +
    li('M12 80H88', p.d, 3),
  helmet: (p: Palette) =>
    pa('M30 10Q60 -2 80 24Q46 24 30 10Z', '#e53935') +
    pa('M20 56Q20 18 50 18Q80 18 80 56V86H64V60Q64 48 56 44V72H44V44Q36 48 36 60V86H20Z', p.c) +
    shine(30, 36, 4, 10, 0.45),
  amphora: (p: Palette) =>
    li('M32 30Q16 24 24 48M68 30Q84 24 76 48', p.c, 5) +
    pa('M38 10H62V24Q80 40 74 66Q68 84 56 92H44Q32 84 26 66Q20 40 38 24Z', p.c) +
    li('M28 52H72', INK, 6) +
    li('M30 52H70', GOLD, 2) +
    li('M32 64L40 58L48 64L56 58L64 64', INK, 2),
  laurel: (p: Palette) =>
    li('M50 88Q18 78 20 30M50 88Q82 78 80 30', '#6d4c41', 3) +
    [30, 42, 54, 66, 76]
      .map(
        (y, i) =>
          el(26 + i * 1.6 - (i > 2 ? 2 : 0), y - 8, 5, 9, p.c) +
          el(74 - i * 1.6 + (i > 2 ? 2 : 0), y - 8, 5, 9, p.c),
      )
      .join(''),
  scroll: (p: Palette) =>
    re(24, 20, 52, 60, 2, '#fff3d6') +
    li('M32 36H68M32 46H68M32 56H60M32 66H64', p.c, 3) +
    re(16, 12, 68, 12, 6, p.d) +
    re(16, 76, 68, 12, 6, p.d),
  gate: (p: Palette) =>
    pa('M6 18Q50 28 94 18L90 30Q50 36 10 30Z', p.c) +
    re(14, 38, 72, 8, 2, p.c) +
    re(22, 30, 10, 62, 2, p.c) +
    re(68, 30, 10, 62, 2, p.c) +
    re(46, 30, 8, 8, 1, INK),
  katana: (p: Palette) =>
    pa('M18 88Q48 56 90 10Q76 48 26 94Z', '#eceff1') +
    li('M22 86Q50 58 86 16', '#b0bec5', 1.5) +
    li('M12 72L34 92', GOLD, 6) +
    li('M4 96L22 80', p.c, 8),
  feather: (p: Palette) =>
    pa('M18 86Q20 40 60 14Q84 4 86 12Q88 50 44 72Z', p.c) +
    li('M14 90Q40 56 80 14M46 40L34 32M56 40L48 26M40 58L26 54M62 34L56 20', p.d, 2),
  volcano: (p: Palette) =>
    pa('M42 34Q30 14 44 8Q50 20 56 6Q72 12 58 34Z', '#ff7043') +
    pa('M6 90L36 34H64L94 90Z', p.c) +
    pa('M36 34H64L60 44Q56 58 50 48Q44 60 40 44Z', '#ff7043') +
    li('M24 70L30 80M70 64L74 76', p.d, 3),
  bone: (p: Palette) =>
    `<g transform="rotate(-35 50 50)">${bold('M22 50H78', p, 12)}${ci(20, 42, 9, p.c)}${ci(20, 58, 9, p.c)}${ci(80, 42, 9, p.c)}${ci(80, 58, 9, p.c)}</g>`,
  fern: (p: Palette) =>
    li('M30 92Q40 40 80 12', '#2e7d32', 3) +
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const x = 34 + i * 8;
        const y = 76 - i * 11;
        return el(x - 10, y - 4, 10, 4, p.c) + el(x + 8, y + 4, 10, 4, p.c);
      })
      .join(''),
  footprint: (p: Palette) =>
    [-32, 0, 32]
      .map(
        (turn) =>
          `<g transform="rotate(${turn} 50 66)"><path d="M45 14L50 2L55 14Z" fill="${INK}"/><ellipse cx="50" cy="32" rx="8" ry="20" fill="${p.c}"/></g>`,
      )
      .join('') +
    pa('M28 62Q50 48 72 62Q74 88 50 90Q26 88 28 62Z', p.c) +
    shine(44, 66, 6, 4, 0.35),
  rock: (p: Palette) =>
    pa('M10 82L20 46L44 24L70 30L90 60L84 84Z', p.c) +
    pa('M44 24L52 50L90 60L84 84H50L52 50Z', p.d) +
    li('M20 46L52 50', p.o, 2) +
    shine(32, 42, 6, 4, 0.35),
  ammonite: (p: Palette) =>
    ci(50, 50, 38, p.c) +
    li(
      'M50 50m0 -6a6 6 0 1 1 -6 6a12 12 0 1 1 12 12a20 20 0 1 1 -20 -20a28 28 0 1 1 28 28',
      p.d,
      3.5,
    ) +
    shine(36, 30, 6, 4),
  shell: (p: Palette) =>
    pa('M50 86L14 46Q14 14 50 14Q86 14 86 46Z', p.c) +
    li('M50 84L26 24M50 84L40 16M50 84L60 16M50 84L74 24M50 84L84 40M50 84L16 40', p.d, 2.5) +
    re(40, 80, 20, 10, 4, p.d),
  coral: (p: Palette) =>
    bold('M50 90V50M50 66L28 46V26M50 58L72 40V18M28 40L16 30M72 30L86 26M50 50L46 30', p, 8),
  wheel: (p: Palette) =>
    ci(50, 50, 46, GOLD_D) +
    ci(50, 50, 42, '#3e2723') +
    Array.from({ length: 18 }, (_, i) => {
      const a0 = (i * 2 * Math.PI) / 18;
      const a1 = a0 + (2 * Math.PI) / 18;
      const pt = (r: number, a: number) =>
        `${Math.round((50 + r * Math.cos(a)) * 10) / 10} ${Math.round((50 + r * Math.sin(a)) * 10) / 10}`;
      return pa(
        `M${pt(40, a0)}A40 40 0 0 1 ${pt(40, a1)}L${pt(24, a1)}A24 24 0 0 0 ${pt(24, a0)}Z`,
        i === 0 ? '#2e7d32' : i % 2 ? INK : p.c,
        true,
      );
    }).join('') +
    ci(50, 50, 24, p.d) +
    ci(50, 50, 14, GOLD) +
    li('M50 30V70M30 50H70', GOLD, 4) +
    ci(50, 50, 5, WHITE) +
    ci(50, 14, 4, WHITE),
  dice: (p: Palette) =>
    `<g transform="rotate(-12 50 50)">${re(14, 14, 56, 56, 12, WHITE)}${[
      [30, 30],
      [54, 30],
      [42, 42],
      [30, 54],
      [54, 54],
    ]
      .map(([x, y]) => ci(x!, y!, 5, p.c, true))
      .join('')}</g>` +
    `<g transform="rotate(14 50 50)">${re(44, 44, 46, 46, 10, p.c)}${ci(58, 58, 4.5, WHITE, true)}${ci(76, 76, 4.5, WHITE, true)}</g>`,
  plane: (p: Palette) =>
    pa(
      'M50 6Q58 6 58 20V42L92 60V70L58 60V80L70 88V94L50 88L30 94V88L42 80V60L8 70V60L42 42V20Q42 6 50 6Z',
      p.c,
    ) + shine(50, 20, 3, 10, 0.5),
  chart: (p: Palette) =>
    re(8, 8, 84, 84, 10, '#0f172a') +
    li('M18 80H84M18 80V18', '#475569', 2) +
    li('M18 76L34 62L46 68L62 44L80 22', p.c, 5) +
    pa('M80 22L70 22L80 12Z', p.c) +
    [26, 40, 54, 68].map((x, i) => re(x, 80 - (i + 1) * 8, 8, (i + 1) * 8, 1, p.d)).join(''),
  diver: (p: Palette) =>
    ci(50, 46, 34, GOLD) +
    ci(50, 46, 26, '#0c4a6e') +
    ci(50, 46, 18, '#38bdf8') +
    shine(44, 40, 6, 4, 0.7) +
    re(30, 78, 40, 14, 4, GOLD_D) +
    [20, 80, 50].map((x) => ci(x, x === 50 ? 14 : 46, 5, p.c)).join('') +
    ci(74, 14, 4, '#bae6fd') +
    ci(84, 4, 3, '#bae6fd'),
  target: (p: Palette) =>
    ci(50, 50, 42, WHITE) +
    ci(50, 50, 32, p.c) +
    ci(50, 50, 22, WHITE) +
    ci(50, 50, 12, p.c) +
    li('M50 50L86 14', INK, 3) +
    pa('M80 12L90 10L88 20Z', p.d),
  bolt: (p: Palette) => pa('M58 4L18 56H46L38 96L82 40H54Z', p.c) + shine(46, 36, 3, 10, 0.5),
  burst: (p: Palette) =>
    star(50, 50, 48, 22, p.c, 12) + star(50, 50, 30, 13, GOLD, 10) + ci(50, 50, 10, WHITE),
  lighthouse: (p: Palette) =>
    pa('M38 30H62L68 90H32Z', WHITE) +
    li('M36 50H64M34 70H66', p.c, 8) +
    re(36, 18, 28, 12, 2, GOLD) +
    pa('M34 18L50 6L66 18Z', p.c) +
    pa('M64 24L96 14V34Z', GOLD, true),
} satisfies Record<string, (p: Palette) => string>;
