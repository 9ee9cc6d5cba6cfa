import type { Boot } from './boot.ts';

/**
 * Tells the casino page around the iframe, addressed to the casino's exact origin: a page of
 * any other origin that framed the game hears nothing.
 */
export function postToCasino(
  boot: Boot,
  type: 'casino:lobby' | 'casino:deposit' | 'casino:round-started' | 'casino:round-shown',
) {
  if (window.parent !== window) window.parent.postMessage({ type }, boot.casinoOrigin);
}

export function goToLobby(boot: Boot) {
  if (window.parent !== window) postToCasino(boot, 'casino:lobby');
  else if (boot.lobby) window.location.assign(boot.lobby);
}
