import type { Boot } from './boot.ts';

/** Tells the casino page around the iframe (messages carry no data, so any origin may read). */
export function postToCasino(type: 'casino:lobby' | 'casino:deposit') {
  if (window.parent !== window) window.parent.postMessage({ type }, '*');
}

export function goToLobby(boot: Boot) {
  if (window.parent !== window) postToCasino('casino:lobby');
  else if (boot.lobby) window.location.assign(boot.lobby);
}
