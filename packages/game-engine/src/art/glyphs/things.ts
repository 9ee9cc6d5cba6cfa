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
  rays,
  re,
  shine,
  star,
  WHITE,
} from '../draw.ts';

/** Classic slot marks, circus, western, pirates, gothic and steampunk things. */
export const THING_GLYPHS = {
  seven: (p: Palette) =>
    `<g stroke-linejoin="round">${pa('M20 14H82V28Q58 52 52 90H30Q36 56 60 32H34V40H20Z', p.c)}</g>` +
    pa('M24 18H78V26H24Z', p.l, true) +
    shine(40, 60, 3, 12, 0.35),
  bell: (p: Palette) =>
    pa('M50 12Q74 12 74 46Q74 66 86 76H14Q26 66 26 46Q26 12 50 12Z', p.c) +
    ci(50, 84, 8, p.d) +
    ci(50, 10, 5, p.d) +
    re(14, 72, 72, 8, 4, p.d) +
    shine(38, 36, 5, 12, 0.5),
  bar: (p: Palette) =>
    re(10, 32, 80, 36, 6, INK) +
    re(16, 38, 68, 24, 3, p.c) +
    li('M24 44V56M34 44V56M46 44V56M56 44V56M68 44V56M76 44V56', INK, 2) +
    shine(50, 42, 30, 2, 0.6),
  bar3: (p: Palette) =>
    [14, 40, 66]
      .map(
        (y) =>
          re(14, y, 72, 22, 5, INK) + re(19, y + 4, 62, 14, 2, p.c) + shine(50, y + 7, 26, 2, 0.6),
      )
      .join(''),
  star: (p: Palette) =>
    star(50, 52, 40, 17, p.c) + star(50, 52, 22, 9, p.l) + shine(40, 36, 4, 6, 0.6),
  moon: (p: Palette) =>
    pa('M62 10Q26 14 24 50Q26 86 62 90Q86 88 88 72Q52 82 46 50Q52 20 88 28Q86 12 62 10Z', p.c) +
    ci(40, 38, 4, p.d, true) +
    ci(36, 62, 3, p.d, true) +
    shine(34, 26, 3, 8, 0.4),
  rainbow: (_p: Palette) =>
    ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa']
      .map((c, i) =>
        li(`M${10 + i * 5} 76A${40 - i * 5} ${40 - i * 5} 0 0 1 ${90 - i * 5} 76`, c, 5.5),
      )
      .join('') +
    ci(16, 78, 10, WHITE) +
    ci(26, 82, 8, WHITE) +
    ci(84, 78, 10, WHITE) +
    ci(74, 82, 8, WHITE),
  clover: (p: Palette) =>
    li('M50 54Q54 76 66 90', '#2e7d32', 5) +
    [0, 1, 2, 3]
      .map((i) => {
        const r = `rotate(${i * 90} 50 46)`;
        return `<path transform="${r}" d="M50 46Q30 40 30 26Q32 14 42 16Q48 18 50 26Q52 18 58 16Q68 14 70 26Q70 40 50 46Z" fill="${i % 2 ? p.c : p.l}"/>`;
      })
      .join('') +
    ci(50, 46, 4, p.d, true),
  horseshoe: (p: Palette) =>
    bold('M26 84L24 50Q24 16 50 16Q76 16 76 50L74 84', p, 14) +
    [
      [26, 46],
      [74, 46],
      [30, 70],
      [70, 70],
      [34, 26],
      [66, 26],
    ]
      .map(([x, y]) => ci(x!, y!, 2.4, INK, true))
      .join(''),
  harp: (p: Palette) =>
    pa('M24 90L30 14Q60 8 72 26Q84 44 60 52L76 90Z', 'none') +
    li('M28 90L32 14Q60 6 74 24Q84 42 62 54L80 90Z', p.o, 10) +
    li('M28 90L32 14Q60 6 74 24Q84 42 62 54L80 90Z', p.c, 6) +
    li('M40 20V90M50 18V86M60 22V64M68 30V60', '#fff8e1', 1.5),
  sunset: (p: Palette) =>
    rays(50, 60, 30, 44, 12, p.c) +
    pa('M20 60A30 30 0 0 1 80 60Z', p.c) +
    re(8, 60, 84, 6, 3, p.d) +
    re(20, 72, 60, 5, 2.5, p.d) +
    re(32, 83, 36, 4, 2, p.d) +
    shine(40, 46, 8, 4, 0.4),
  tent: (p: Palette) =>
    pa('M50 10L90 56V86H10V56Z', WHITE) +
    pa('M50 10L34 56V86H24V56ZM50 10L66 56V86H76V56Z', p.c) +
    pa('M50 10L44 56L50 86L56 56Z', p.c) +
    pa('M10 56H90L84 64H16Z', p.d) +
    pa('M50 10V0L62 4L50 8', GOLD),
  balloon: (p: Palette) =>
    li('M50 74Q44 84 52 96', INK, 2) +
    pa('M50 8Q80 8 80 40Q80 64 50 74Q20 64 20 40Q20 8 50 8Z', p.c) +
    pa('M46 74H54L50 80Z', p.d) +
    shine(36, 28, 6, 10),
  ticket: (p: Palette) =>
    `<g transform="rotate(-12 50 50)">${pa('M8 30H92V44Q84 50 92 56V70H8V56Q16 50 8 44Z', p.c)}${li('M30 30V70', p.d, 2)}${star(60, 50, 12, 5, GOLD)}</g>`,
  drum: (p: Palette) =>
    li('M20 18L44 40M80 18L56 40', '#8d6e63', 4) +
    el(50, 50, 36, 12, '#fff8e1') +
    pa('M14 50V76Q50 96 86 76V50Q50 70 14 50Z', p.c) +
    li('M14 52L30 80L50 62L70 80L86 52', GOLD, 2.5),
  dynamite: (p: Palette) =>
    [30, 44, 58].map((x) => re(x - 6, 34, 14, 54, 4, p.c)).join('') +
    re(20, 54, 56, 8, 2, INK) +
    li('M44 34Q46 18 60 14', INK, 2.5) +
    star(62, 12, 10, 4, GOLD),
  pickaxe: (p: Palette) =>
    li('M30 84L70 30', '#8d6e63', 9) +
    pa('M20 34Q50 6 86 26Q60 22 44 38Q34 30 20 34Z', p.c) +
    shine(52, 18, 8, 2, 0.5),
  lantern: (p: Palette) =>
    li('M40 16Q50 2 60 16', INK, 3) +
    re(36, 14, 28, 8, 3, INK) +
    pa('M34 22H66Q78 50 66 80H34Q22 50 34 22Z', p.c) +
    el(50, 52, 9, 16, GOLD) +
    re(34, 80, 32, 8, 3, INK) +
    li('M42 22Q36 52 42 80M58 22Q64 52 58 80', p.d, 2),
  map: (p: Palette) =>
    pa('M12 22L36 14L64 22L88 14V78L64 86L36 78L12 86Z', '#f5deb3') +
    li('M36 14V78M64 22V86', '#c8a66a', 2) +
    li('M22 70Q30 50 46 56Q58 60 62 42', '#b71c1c', 2.5).replace(
      'stroke-linecap',
      'stroke-dasharray="4 4" stroke-linecap',
    ) +
    li('M62 30L74 42M74 30L62 42', p.c, 4),
  ship: (p: Palette) =>
    pa('M12 62H88L78 84H22Z', '#6d4c41') +
    li('M36 14V62M62 10V62', INK, 3) +
    pa('M22 20Q36 26 50 20V48Q36 54 22 48Z', WHITE) +
    pa('M50 16Q64 22 78 16V50Q64 56 50 50Z', WHITE) +
    pa('M62 10L76 6L62 2Z', p.c) +
    li('M24 72H76', GOLD, 2) +
    pa('M6 86Q20 80 34 86Q48 92 62 86Q76 80 94 86V92H6Z', '#29b6f6'),
  cannon: (p: Palette) =>
    pa('M16 50Q14 34 28 32L84 22Q92 30 88 42L30 62Q18 62 16 50Z', p.c) +
    ci(40, 64, 16, '#6d4c41') +
    ci(40, 64, 5, INK, true) +
    ci(80, 78, 8, INK) +
    shine(46, 34, 14, 3, 0.4),
  anchor: (p: Palette) =>
    bold('M50 30V86M34 42H66M18 60Q24 86 50 86Q76 86 82 60', p, 8) +
    ci(50, 20, 10, 'none') +
    li('M50 10A10 10 0 1 1 49.9 10', p.o, 12) +
    li('M50 10A10 10 0 1 1 49.9 10', p.c, 6),
  hook: (p: Palette) =>
    bold('M62 8V54Q62 82 40 82Q22 82 22 64L32 70', p, 10) + re(50, 4, 24, 10, 3, '#6d4c41'),
  compass: (p: Palette) =>
    ci(50, 50, 38, GOLD) +
    ci(50, 50, 30, '#fff8e1') +
    pa('M50 22L58 50H42Z', p.c) +
    pa('M50 78L42 50H58Z', '#607d8b') +
    ci(50, 50, 4, INK, true) +
    li('M50 14V20M50 80V86M14 50H20M80 50H86', INK, 2.5),
  ghost: (p: Palette) =>
    pa('M20 88V44Q20 12 50 12Q80 12 80 44V88L70 80L60 88L50 80L40 88L30 80Z', p.c) +
    el(40, 42, 5, 7, INK) +
    el(60, 42, 5, 7, INK) +
    el(50, 62, 6, 8, INK) +
    shine(32, 30, 4, 8, 0.5),
  potion: (p: Palette) =>
    re(42, 8, 16, 10, 2, '#8d6e63') +
    pa('M42 18H58V36Q84 46 82 68Q78 92 50 92Q22 92 18 68Q16 46 42 36Z', '#e0f7fa') +
    pa('M20 62Q50 54 80 62Q78 88 50 88Q22 88 20 62Z', p.c) +
    ci(44, 74, 4, p.l, true) +
    ci(58, 68, 2.5, p.l, true) +
    shine(32, 48, 4, 8, 0.6),
  candle: (p: Palette) =>
    el(50, 22, 8, 14, GOLD) +
    el(50, 26, 4, 7, WHITE, true) +
    re(36, 38, 28, 48, 4, p.c) +
    pa('M36 42Q40 54 44 44Q48 58 52 44Q56 50 64 42V38H36Z', p.l) +
    el(50, 88, 26, 6, GOLD_D),
  skull: (p: Palette) =>
    pa('M18 46Q18 12 50 12Q82 12 82 46Q82 62 70 66V82H30V66Q18 62 18 46Z', p.c) +
    el(36, 46, 9, 10, INK) +
    el(64, 46, 9, 10, INK) +
    pa('M50 56L44 66H56Z', INK) +
    li('M40 72V82M50 72V82M60 72V82', INK, 2.5),
  web: (p: Palette) =>
    li(
      'M50 50L50 6M50 50L88 28M50 50L88 72M50 50L50 94M50 50L12 72M50 50L12 28M50 20L74 36L74 64L50 80L26 64L26 36ZM50 34L64 42L64 58L50 66L36 58L36 42Z',
      p.c,
      2.5,
    ) + ci(68, 66, 6, INK),
  gear: (p: Palette) =>
    ci(50, 50, 32, p.c) +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map(
        (i) =>
          `<rect x="43" y="6" width="14" height="16" rx="2" fill="${p.c}" transform="rotate(${i * 45} 50 50)"/>`,
      )
      .join('') +
    ci(50, 50, 24, p.c, true) +
    ci(50, 50, 12, p.d) +
    shine(40, 36, 6, 4),
  cog: (p: Palette) =>
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<rect x="42" y="10" width="16" height="20" rx="3" fill="${p.c}" transform="rotate(${i * 60} 50 50)"/>`,
      )
      .join('') +
    ci(50, 50, 26, p.c) +
    ci(50, 50, 10, INK),
  watch: (p: Palette) =>
    li('M50 12V4', GOLD_D, 6) +
    ci(50, 54, 38, GOLD) +
    ci(50, 54, 30, '#fff8e1') +
    li('M50 54V32M50 54L64 62', INK, 3) +
    li('M50 28V30M72 54H74M50 78V80M26 54H28', p.c, 4) +
    ci(50, 54, 3, p.c, true),
  goggles: (p: Palette) =>
    li('M8 50H92', '#6d4c41', 8) +
    ci(32, 50, 20, GOLD) +
    ci(68, 50, 20, GOLD) +
    ci(32, 50, 13, p.c) +
    ci(68, 50, 13, p.c) +
    shine(28, 45, 4, 3, 0.8) +
    shine(64, 45, 4, 3, 0.8),
  locomotive: (p: Palette) =>
    ci(30, 14, 6, '#cfd8dc') +
    ci(22, 8, 4, '#cfd8dc') +
    re(22, 22, 12, 16, 2, INK) +
    re(14, 36, 50, 30, 6, p.c) +
    re(60, 24, 28, 42, 4, p.d) +
    re(66, 30, 16, 14, 2, '#b3e5fc') +
    pa('M6 66L14 52V66Z', GOLD) +
    ci(28, 76, 11, INK) +
    ci(56, 76, 11, INK) +
    ci(28, 76, 4, GOLD, true) +
    ci(56, 76, 4, GOLD, true) +
    ci(80, 80, 7, INK),
  wrench: (p: Palette) =>
    bold('M30 70L66 34', p, 12) +
    pa('M58 18Q72 6 86 16L74 28L80 34L90 24Q94 42 78 48Q66 50 58 38Z', p.c) +
    ci(24, 76, 10, p.c),
  bulb: (p: Palette) =>
    rays(50, 40, 34, 44, 10, GOLD) +
    pa('M50 10Q76 10 76 38Q76 54 64 62V70H36V62Q24 54 24 38Q24 10 50 10Z', p.c) +
    li('M44 60V44L50 50L56 44V60', GOLD_D, 2) +
    re(36, 70, 28, 16, 4, '#90a4ae') +
    li('M36 76H64M36 82H64', '#607d8b', 2) +
    shine(38, 28, 6, 10, 0.6),
  magnet: (p: Palette) =>
    li('M26 86V46Q26 20 50 20Q74 20 74 46V86', p.o, 22) +
    li('M26 86V46Q26 20 50 20Q74 20 74 46V86', p.c, 16) +
    li('M26 86V72M74 86V72', '#eceff1', 16) +
    li('M14 20L6 14M86 20L94 14M50 8V2', GOLD, 3),
  airship: (p: Palette) =>
    el(50, 36, 40, 22, p.c) +
    li('M14 36H86M22 24Q50 18 78 24M22 48Q50 54 78 48', p.d, 2) +
    pa('M88 36L98 24V48Z', p.d) +
    li('M36 56L40 70M64 56L60 70', INK, 2) +
    re(34, 68, 32, 14, 4, '#8d6e63') +
    ci(44, 75, 2.5, '#b3e5fc', true) +
    ci(56, 75, 2.5, '#b3e5fc', true) +
    shine(36, 26, 14, 4, 0.4),
} satisfies Record<string, (p: Palette) => string>;
