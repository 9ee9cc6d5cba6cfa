import type { Boot } from './boot.ts';

/**
 * Tells the casino page around the iframe, addressed to the casino's exact origin: a page of
 * any other origin that framed the game hears nothing.
 */
export function postToCasino(
  boot: Boot,
  type: 'casino:lobby' | 'casino:deposit' | 'casino:round-started' | 'casino:round-shown',
  /** A shown round's stake and win (minor units, the session's currency): the net position. */
  round?: { stake: number; win: number; currency: string; mode: 'demo' | 'real' },
) {
  if (window.parent !== window) {
    window.parent.postMessage(round ? { type, round } : { type }, boot.casinoOrigin);
  }
}

export function goToLobby(boot: Boot) {
  if (window.parent !== window) postToCasino(boot, 'casino:lobby');
  else if (boot.lobby) window.location.assign(boot.lobby);
}
