import { createHash } from 'node:crypto';
import type { GameArt } from '@casino/db';

/** Bump when the drawing changes: every tile URL changes with it (immutable caching). */
const ART_VERSION = 2;
const WIDTH = 300;
const HEIGHT = 400;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `/api/game/images/{identity}.svg?v=…`: versioned by the art, so it can be cached forever. */
export function tileImagePath(identity: string, art: GameArt): string {
  const version = createHash('sha256')
    .update(`${ART_VERSION}|${art.background}|${art.accent}|${art.emoji}`)
    .digest('base64url')
    .slice(0, 10);
  return `/api/game/images/${encodeURIComponent(identity)}.svg?v=${version}`;
}

function rgb(hex: string): [number, number, number] {
  const h = HEX.test(hex) ? hex.slice(1) : '444466';
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** Mixes a colour towards white (t > 0) or black (t < 0). */
function shade(hex: string, t: number): string {
  const target = t > 0 ? 255 : 0;
  const mixed = rgb(hex).map((c) => Math.round(c + (target - c) * Math.abs(t)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Three subtle background patterns; a title always gets the same one. */
function pattern(identity: string, accent: string): string {
  const pick = createHash('sha256').update(identity).digest()[0]! % 3;
  const attrs = `id="p" width="28" height="28" patternUnits="userSpaceOnUse"`;
  if (pick === 0) {
    return `<pattern ${attrs} patternTransform="rotate(35)"><path d="M0 0v28" stroke="#fff" stroke-opacity=".06" stroke-width="10"/></pattern>`;
  }
  if (pick === 1) {
    return `<pattern ${attrs}><circle cx="14" cy="14" r="2.2" fill="${accent}" fill-opacity=".22"/></pattern>`;
  }
  return `<pattern ${attrs}><path d="M0 14h28M14 0v28" stroke="#fff" stroke-opacity=".05" stroke-width="2"/></pattern>`;
}

/**
 * A 3:4 tile: gradient from the title's background colour, a glow and ring in its accent,
 * a subtle pattern and its emoji large in the middle. About 1.4 KB, 0.6 KB gzipped.
 */
export function renderTile(identity: string, art: GameArt): string {
  const background = HEX.test(art.background) ? art.background : '#24243e';
  const accent = HEX.test(art.accent) ? art.accent : '#f5c542';
  const emoji = escapeXml([...art.emoji].slice(0, 8).join(''));
  const cx = WIDTH / 2;
  const cy = 176;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    '<defs>',
    `<linearGradient id="b" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="${shade(background, 0.18)}"/><stop offset="1" stop-color="${shade(background, -0.45)}"/></linearGradient>`,
    `<radialGradient id="g" cx=".5" cy=".44" r=".5"><stop offset="0" stop-color="${accent}" stop-opacity=".6"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`,
    '<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></linearGradient>',
    pattern(identity, accent),
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#b)"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#p)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="150" fill="url(#g)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="92" fill="${shade(background, -0.3)}" fill-opacity=".45" stroke="${accent}" stroke-opacity=".6" stroke-width="3"/>`,
    `<circle cx="${cx}" cy="${cy}" r="104" fill="none" stroke="${shade(accent, 0.5)}" stroke-opacity=".18" stroke-width="1.5" stroke-dasharray="4 8"/>`,
    `<text x="${cx}" y="${cy}" font-size="124" text-anchor="middle" dominant-baseline="central" font-family="Apple Color Emoji,Segoe UI Emoji,Noto Color Emoji,sans-serif">${emoji}</text>`,
    `<rect y="${HEIGHT - 120}" width="${WIDTH}" height="120" fill="url(#s)"/>`,
    '</svg>',
  ].join('');
}
