import { gzipSync } from 'node:zlib';
import type { GameContext } from '../context.ts';
import { findGameArt } from './repository.ts';
import { renderTile, tileImagePath } from './tile-art.ts';

interface Tile {
  path: string;
  svg: Buffer;
  gzip: Buffer;
}

/** Rendered tiles by identity; the art rarely changes, so a bounded map is enough. */
export function createTileCache(ctx: GameContext, max = 2000) {
  const tiles = new Map<string, Tile>();
  return async (identity: string): Promise<Tile | null> => {
    const hit = tiles.get(identity);
    if (hit) return hit;
    const art = await findGameArt(ctx.db, identity);
    if (!art) return null;
    const svg = Buffer.from(renderTile(art));
    const tile = { path: tileImagePath(identity, art), svg, gzip: gzipSync(svg, { level: 9 }) };
    if (tiles.size >= max) tiles.delete(tiles.keys().next().value!);
    tiles.set(identity, tile);
    return tile;
  };
}
