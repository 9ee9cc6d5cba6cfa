/**
 * Drawing primitives of the art library: SVG fragments as strings, in a 100×100 box, with no
 * ids (a fragment can appear many times in one document) and no text (no font dependency).
 */

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The colours a glyph is drawn with, all derived from one hex colour. */
export interface Palette {
  /** Main fill. */
  c: string;
  /** Darker: shadows and second fills. */
  d: string;
  /** Lighter: highlights. */
  l: string;
  /** Outline. */
  o: string;
}

function rgb(hex: string): [number, number, number] {
  const h = HEX.test(hex) ? hex.slice(1) : '777777';
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
}

export const isHex = (value: string) => HEX.test(value);

/** Mixes a colour towards white (t > 0) or black (t < 0). */
export function shade(hex: string, t: number): string {
  const target = t > 0 ? 255 : 0;
  const mixed = rgb(hex).map((c) => Math.round(c + (target - c) * Math.abs(t)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** 0 (black) .. 1 (white), perceived. */
export function lightness(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

export function palette(hex: string): Palette {
  const c = isHex(hex) ? hex : '#8a8a8a';
  // Very light colours get a stronger dark so the drawing keeps its contrast.
  const light = lightness(c) > 0.8;
  return { c, d: shade(c, light ? -0.35 : -0.4), l: shade(c, 0.5), o: shade(c, -0.72) };
}

export const GOLD = '#f7c948';
export const GOLD_D = '#b7791f';
export const SKIN = '#f3c6a0';
export const INK = '#2a1b14';
export const WHITE = '#ffffff';

const n = (v: number) => Math.round(v * 10) / 10;

/** Circle; `bare` leaves out the outline. */
export const ci = (x: number, y: number, r: number, fill: string, bare = false) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${bare ? ' stroke="none"' : ''}/>`;
export const el = (x: number, y: number, rx: number, ry: number, fill: string, bare = false) =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${bare ? ' stroke="none"' : ''}/>`;
export const pa = (d: string, fill: string, bare = false) =>
  `<path d="${d}" fill="${fill}"${bare ? ' stroke="none"' : ''}/>`;
export const re = (x: number, y: number, w: number, h: number, r: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
/** An open stroke (details, limbs). */
export const li = (d: string, color: string, width = 3) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
/** A thick stroked shape: outline, colour, highlight. */
export const bold = (d: string, p: Palette, w = 12) =>
  li(d, p.o, w + 6) + li(d, p.c, w) + li(d, p.l, 2.5);
/** Glossy highlight. */
export const shine = (x: number, y: number, rx: number, ry: number, opacity = 0.45) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#fff" fill-opacity="${opacity}" stroke="none"/>`;
/** Regular star polygon points around (x, y). */
export function starPoints(x: number, y: number, outer: number, inner: number, points = 5) {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${n(x + r * Math.cos(a))},${n(y + r * Math.sin(a))}`);
  }
  return out.join(' ');
}
export const star = (
  x: number,
  y: number,
  outer: number,
  inner: number,
  fill: string,
  points = 5,
) => `<polygon points="${starPoints(x, y, outer, inner, points)}" fill="${fill}"/>`;
/** Rays around a centre (sun, burst): `count` thin triangles. */
export function rays(x: number, y: number, r0: number, r1: number, count: number, fill: string) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = (2 * Math.PI * i) / count;
    const w = Math.PI / count / 1.6;
    const p = (r: number, t: number) => `${n(x + r * Math.cos(t))} ${n(y + r * Math.sin(t))}`;
    d += `M${p(r0, a - w)}L${p(r1, a)}L${p(r0, a + w)}Z`;
  }
  return pa(d, fill);
}
/** Two eyes with pupils and a glint. */
export const eyes = (x1: number, x2: number, y: number, r = 4.5) =>
  [x1, x2].map((x) => ci(x, y, r, WHITE) + ci(x + 0.6, y + 0.6, r * 0.55, INK, true)).join('');
