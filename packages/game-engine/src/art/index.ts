import { GOLD, GOLD_D, INK, isHex, li, lightness, palette, rays, shade, star } from './draw.ts';
import { GLYPHS, type GlyphId, isGlyphId } from './glyphs/index.ts';

export { GLYPHS, type GlyphId, isGlyphId } from './glyphs/index.ts';

/** One drawing in one colour: what a slot symbol or a tile shows. */
export interface ArtMark {
  glyph: GlyphId;
  /** Hex colour the drawing is tinted with. */
  color: string;
}

/**
 * A glyph as an SVG fragment in a 100×100 box, outlined, placed at (x, y) with size `size`.
 * No ids, no text: it can be repeated in one document and needs no font.
 */
export function drawGlyph(mark: ArtMark, x = 0, y = 0, size = 100): string {
  const draw = isGlyphId(mark.glyph) ? GLYPHS[mark.glyph] : undefined;
  if (!draw) return '';
  const p = palette(mark.color);
  const k = Math.round((size / 100) * 1000) / 1000;
  const place =
    x || y || k !== 1 ? ` transform="translate(${x} ${y})${k !== 1 ? ` scale(${k})` : ''}"` : '';
  return `<g${place} stroke="${p.o}" stroke-width="2.5" stroke-linejoin="round">${draw(p)}</g>`;
}

const WILD_LETTERS = 'M0 0L3 12L6 4L9 12L12 0M17 0V12M22 0V12H29M34 0V12H37Q44 12 44 6Q44 0 37 0Z';

/** A symbol's kind as the reels show it: wilds framed in gold with a WILD ribbon, scatters on a burst. */
export type SymbolFrame = 'wild' | 'scatter' | 'high' | 'low';

/**
 * A slot symbol as a standalone SVG document (100×100, transparent corners): a gem-like tile
 * in the symbol's colour, the glyph on it; for a data: URI or an <img>, crisp at any scale.
 */
export function symbolSvg(mark: ArtMark, kind: SymbolFrame): string {
  const c = isHex(mark.color) ? mark.color : '#777777';
  const isRank = mark.glyph.startsWith('rank-');
  // Dark drawings (a black raven, a dark horse) sit on a lighter slate so they still stand out.
  const back =
    lightness(c) < 0.22
      ? ['#5a6078', '#1f2333']
      : kind === 'wild'
        ? [shade(c, 0.1), shade(c, -0.6)]
        : kind === 'low'
          ? [shade(c, -0.45), shade(c, -0.78)]
          : [shade(c, -0.2), shade(c, -0.7)];
  const ring = kind === 'wild' || kind === 'scatter' ? GOLD : shade(c, 0.25);
  const parts = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
    `<defs><radialGradient id="b" cx=".5" cy=".38" r=".7"><stop offset="0" stop-color="${back[0]}"/><stop offset="1" stop-color="${back[1]}"/></radialGradient></defs>`,
    `<rect x="2" y="2" width="96" height="96" rx="16" fill="url(#b)" stroke="${ring}" stroke-opacity="${kind === 'low' ? 0.45 : 0.9}" stroke-width="${kind === 'wild' ? 4 : 2}"/>`,
    kind === 'scatter'
      ? `<g fill-opacity=".35" stroke="none">${rays(50, 50, 6, 62, 14, GOLD)}</g>`
      : '',
    '<path d="M4 18Q4 4 18 4H82Q96 4 96 18V30Q50 44 4 30Z" fill="#fff" fill-opacity=".08"/>',
    drawGlyph(mark, isRank ? 12 : 9, kind === 'wild' ? 3 : isRank ? 12 : 9, isRank ? 76 : 82),
  ];
  if (kind === 'wild') {
    parts.push(
      `<path d="M10 74H90L86 84L90 94H10L14 84Z" fill="${GOLD}" stroke="${GOLD_D}" stroke-width="2" stroke-linejoin="round"/>`,
      `<g transform="translate(28 78)">${li(WILD_LETTERS, INK, 3).replace('/>', ' stroke-linejoin="round"/>')}</g>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

/** A glyph alone (transparent background) as a standalone SVG document, 100×100. */
export const glyphSvg = (mark: ArtMark) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 108 108">${drawGlyph(mark)}</svg>`;

/** A glyph alone as a data: URI. */
export const glyphDataUri = (mark: ArtMark) =>
  `data:image/svg+xml,${encodeURIComponent(glyphSvg(mark))}`;

/** A symbol as a data: URI for an <img> or a CSS background. */
export const symbolDataUri = (mark: ArtMark, kind: SymbolFrame) =>
  `data:image/svg+xml,${encodeURIComponent(symbolSvg(mark, kind))}`;

/** What a game tile is drawn from (stored with the catalog entry). */
export interface TileArt {
  background: string;
  accent: string;
  /** The main drawing first (large, centred), then up to two smaller companions. */
  motif: ArtMark[];
}

/** Sparkles around the hero: fixed places, picked by the motif so titles differ. */
const SPARKLES: [number, number, number][] = [
  [40, 58, 9],
  [262, 46, 7],
  [250, 226, 6],
  [44, 214, 5],
  [150, 26, 6],
  [276, 130, 5],
  [22, 130, 6],
];

/**
 * A 3:4 game tile (300×400): the background in the title's colours with a sunburst, sparkles
 * and a frame in its accent, the main drawing large in the middle and its companions on a
 * stage below. Shapes only: no text, no fonts, no emoji.
 */
export function tileSvg(art: TileArt): string {
  const bg = isHex(art.background) ? art.background : '#24243e';
  const accent = isHex(art.accent) ? art.accent : GOLD;
  const [hero, ...rest] = art.motif.filter((m) => isGlyphId(m.glyph));
  const seed = [...(hero?.glyph ?? '')].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  const sparkles = SPARKLES.filter((_, i) => (seed >> i) % 3 !== 0)
    .map(([x, y, r]) => star(x, y, r, r / 3.2, accent, 4))
    .join('');
  const companions = rest.slice(0, 2);
  const out = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400">',
    '<defs>',
    `<linearGradient id="b" x1="0" y1="0" x2=".3" y2="1"><stop offset="0" stop-color="${shade(bg, 0.22)}"/><stop offset=".6" stop-color="${bg}"/><stop offset="1" stop-color="${shade(bg, -0.55)}"/></linearGradient>`,
    `<radialGradient id="g" cx=".5" cy=".4" r=".5"><stop offset="0" stop-color="${accent}" stop-opacity=".75"/><stop offset=".5" stop-color="${accent}" stop-opacity=".18"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(accent, -0.2)}"/><stop offset="1" stop-color="${shade(bg, -0.7)}"/></linearGradient>`,
    '</defs>',
    '<rect width="300" height="400" fill="url(#b)"/>',
    `<g fill-opacity=".1" stroke="none">${rays(150, 160, 0, 420, 18, accent)}</g>`,
    '<circle cx="150" cy="160" r="170" fill="url(#g)"/>',
    `<g stroke="none" fill-opacity=".85">${sparkles}</g>`,
    `<ellipse cx="150" cy="362" rx="190" ry="74" fill="url(#s)" stroke="${accent}" stroke-opacity=".6" stroke-width="3"/>`,
    `<ellipse cx="150" cy="262" rx="78" ry="12" fill="#000" fill-opacity=".35"/>`,
    hero ? drawGlyph(hero, 45, 50, 210) : '',
    companions[0] ? drawGlyph(companions[0], 14, 278, 96) : '',
    companions[1] ? drawGlyph(companions[1], 190, 278, 96) : '',
    `<rect x="6" y="6" width="288" height="388" rx="18" fill="none" stroke="${accent}" stroke-opacity=".55" stroke-width="3"/>`,
    `<rect x="12" y="12" width="276" height="376" rx="14" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="1.5"/>`,
    '</svg>',
  ];
  return out.join('');
}

/** An ArtMark, briefly: `mark('wheel', '#c62828')`. */
export const mark = (glyph: GlyphId, color: string): ArtMark => ({ glyph, color });
