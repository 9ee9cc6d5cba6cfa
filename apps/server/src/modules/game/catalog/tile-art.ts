import { createHash } from 'node:crypto';
import type { GameArt } from '@casino/db';
import { type ArtMark, isGlyphId, tileSvg } from '@casino/game-engine';

/** Bump when the drawing changes: every tile URL changes with it (immutable caching). */
const ART_VERSION = 3;

/** `/api/game/images/{identity}.svg?v=…`: versioned by the art, so it can be cached forever. */
export function tileImagePath(identity: string, art: GameArt): string {
  const version = createHash('sha256')
    // Field by field, not JSON: jsonb stores object keys in its own order.
    .update(
      `${ART_VERSION}|${art.background}|${art.accent}|${(art.motif ?? []).map((m) => `${m.glyph}:${m.color}`).join(',')}`,
    )
    .digest('base64url')
    .slice(0, 10);
  return `/api/game/images/${encodeURIComponent(identity)}.svg?v=${version}`;
}

/**
 * A 3:4 tile drawn from the stored art by the game engine's art library (shapes only: no
 * text, no emoji, no fonts); drawings it does not know are left out. 2–4 KB gzipped.
 */
export function renderTile(art: GameArt): string {
  const motif: ArtMark[] = (art.motif ?? []).flatMap(({ glyph, color }) =>
    isGlyphId(glyph) ? [{ glyph, color }] : [],
  );
  return tileSvg({ background: art.background, accent: art.accent, motif });
}
