import {
  type ArtMark,
  glyphDataUri,
  mark,
  type SymbolFrame,
  symbolDataUri,
} from '@casino/game-engine/art';
import { h, svg } from './dom.ts';

export { mark };

/** What the crash game shows when the multiplier crashes. */
export const BURST = mark('burst', '#ff7043');

// data: URIs are built once per drawing: a reel redraws its cells many times a spin.
const uris = new Map<string, string>();
const cached = (key: string, make: () => string) => {
  let uri = uris.get(key);
  if (!uri) {
    uri = make();
    uris.set(key, uri);
  }
  return uri;
};

/** A slot symbol (tile and drawing) as an <img>: vector, crisp at any pixel ratio. */
export const symbolImage = (mark: ArtMark, kind: SymbolFrame, className = 'glyph') =>
  h('img', {
    class: className,
    src: cached(`${kind}|${mark.glyph}|${mark.color}`, () => symbolDataUri(mark, kind)),
    alt: '',
    draggable: 'false',
  });

/** A drawing alone (no tile) as an <img>, e.g. the crash game's rocket. */
export const glyphImage = (mark: ArtMark, className: string) =>
  h('img', {
    class: className,
    src: cached(`glyph|${mark.glyph}|${mark.color}`, () => glyphDataUri(mark)),
    alt: '',
    draggable: 'false',
  });

/** The title's main drawing as a small symbol tile (bar, info panel, marquee). */
export const titleImage = (motif: readonly ArtMark[], className: string) => {
  const hero = motif[0];
  return hero ? symbolImage(hero, 'high', className) : null;
};

/** The fairness shield as an inline icon in the text colour. */
export const shieldIcon = () =>
  svg(
    'svg',
    { class: 'shield-icon', viewBox: '0 0 24 24', width: 18, height: 18, 'aria-hidden': 'true' },
    svg('path', {
      d: 'M12 2l8 3v6c0 5.2-3.4 9.3-8 11-4.6-1.7-8-5.8-8-11V5zm-1.2 13.6l6-6-1.4-1.4-4.6 4.6-2.2-2.2-1.4 1.4z',
      fill: 'currentColor',
    }),
  );

const MARKER = '\u{E000}';

/**
 * A translated sentence with a symbol's picture where `{symbol}` stands: t(key, { symbol: MARKER })
 * split at the marker, the picture put between the parts.
 */
export function withSymbol(
  translate: (values: { symbol: string }) => string,
  picture: () => Node,
): (string | Node)[] {
  const parts = translate({ symbol: MARKER }).split(MARKER);
  return parts.flatMap((part, i) => (i === 0 ? [part] : [picture(), part]));
}
