import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GAME_TITLES } from '../catalog.ts';
import type { SlotConfig } from '../types.ts';
import { drawGlyph, GLYPHS, type GlyphId, glyphSvg, symbolSvg, tileSvg } from './index.ts';

/**
 * Strict well-formedness for the SVG this library writes: every character belongs to a tag
 * (so there is no text node at all, hence nothing a font must draw), attributes are quoted and
 * not repeated, tags nest and close, and the root is one <svg> in the SVG namespace.
 */
function checkSvg(svg: string): string[] {
  const problems: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/y;
  const stack: string[] = [];
  let roots = 0;
  let at = 0;
  while (at < svg.length) {
    tag.lastIndex = at;
    const m = tag.exec(svg);
    if (!m) {
      problems.push(`not a tag at ${at}: ${svg.slice(at, at + 40)}`);
      break;
    }
    const [whole, closing, name, attrs, selfClosing] = m;
    const names = [...attrs!.matchAll(/([\w:-]+)=/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length) problems.push(`repeated attribute in ${whole}`);
    if (closing) {
      if (stack.pop() !== name) problems.push(`</${name}> closes nothing open`);
    } else {
      if (stack.length === 0) {
        roots++;
        if (name !== 'svg' || !attrs!.includes('xmlns="http://www.w3.org/2000/svg"'))
          problems.push('the root is not an <svg> in the SVG namespace');
      }
      if (!selfClosing) stack.push(name!);
    }
    at += whole!.length;
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(' ')}`);
  if (roots !== 1) problems.push(`${roots} roots`);
  return problems;
}

/** Pictographic code points (emoji) and variation selectors: none may appear in the art. */
const EMOJI = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/u;

const slots = GAME_TITLES.flatMap((title) =>
  title.config.kind === 'slot' ? [{ title, config: title.config as SlotConfig }] : [],
);

describe('the art library', () => {
  it('draws every glyph as well-formed SVG made of shapes only', () => {
    for (const id of Object.keys(GLYPHS) as GlyphId[]) {
      const svg = glyphSvg({ glyph: id, color: '#3366cc' });
      expect(checkSvg(svg), id).toEqual([]);
      expect(svg, id).not.toMatch(/<text|font-family|NaN|undefined/);
      expect(svg).not.toMatch(EMOJI);
    }
  });

  it('gives every built-in title its own tile: valid SVG, 3:4, ≤ 4 KB gzipped, no text or emoji', () => {
    expect(GAME_TITLES).toHaveLength(42);
    const tiles = new Set<string>();
    for (const title of GAME_TITLES) {
      const svg = tileSvg(title.art);
      expect(checkSvg(svg), title.identity).toEqual([]);
      expect(svg).toContain('viewBox="0 0 300 400"');
      expect(svg, title.identity).not.toMatch(/<text|font-family|NaN|undefined/);
      expect(svg).not.toMatch(EMOJI);
      const gz = gzipSync(svg, { level: 9 }).length;
      expect(gz, `${title.identity}: ${gz} bytes gzipped`).toBeLessThanOrEqual(4096);
      // The title's own main drawing is on it, large.
      expect(svg).toContain(drawGlyph(title.art.motif[0]!, 45, 50, 210));
      tiles.add(svg);
    }
    expect(tiles.size).toBe(GAME_TITLES.length);
  });

  it('gives each slot its own symbol set, every symbol distinct within its title', () => {
    const sets = new Set<string>();
    for (const { title, config } of slots) {
      const svgs = config.symbols.map((symbol) => symbolSvg(symbol, symbol.kind));
      for (const svg of svgs) {
        expect(checkSvg(svg), title.identity).toEqual([]);
        expect(svg).not.toMatch(/<text|font-family|NaN|undefined/);
        expect(svg).not.toMatch(EMOJI);
      }
      expect(new Set(svgs).size, title.identity).toBe(config.symbols.length);
      sets.add(JSON.stringify(svgs.toSorted()));
    }
    expect(sets.size).toBe(slots.length);
  });

  it('frames wilds with a drawn WILD ribbon and leaves unknown drawings out', () => {
    const wild = symbolSvg({ glyph: 'seven', color: '#e53935' }, 'wild');
    const plain = symbolSvg({ glyph: 'seven', color: '#e53935' }, 'high');
    expect(wild.length).toBeGreaterThan(plain.length);
    expect(wild).toContain('M0 0L3 12L6 4L9 12L12 0');
    const unknown = tileSvg({
      background: '#123456',
      accent: '#abcdef',
      motif: [{ glyph: 'no-such' as GlyphId, color: '#ffffff' }],
    });
    expect(checkSvg(unknown)).toEqual([]);
    expect(unknown).not.toContain('translate(45 50)');
  });
});
