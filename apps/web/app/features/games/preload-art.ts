import type { Game } from '@casino/contracts';
import { preload } from 'react-dom';

/**
 * The first tile's art is a phone's largest paint on the home page and the lobby: React puts
 * a `<link rel="preload" fetchpriority="high">` for it in the server-rendered head, so it is
 * fetched before the scripts rather than after them (docs/decisions/021).
 */
export function preloadFirstArt(games: readonly Game[] | undefined) {
  const image = games?.[0]?.image;
  if (image) preload(image, { as: 'image', fetchPriority: 'high' });
}
