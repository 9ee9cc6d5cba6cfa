import { onDemand } from '../../lib/on-demand';

/**
 * The chrome only signed-in players use, kept out of a guest's first visit (issue 28: the
 * wallet, the user menu, live updates, limits notices and the chat panel are code a guest's
 * page never runs). The server loads it at start and renders it in place; a page loaded with a
 * session loads it before hydrating (app/entry.client.tsx), so React adopts the server's
 * markup as before; a guest loads it on sign-in (the account area shows its placeholder
 * meanwhile) or, for the chat panel, when the chat is opened.
 */
const playerAccount = onDemand(() => import('./player-account'));
const playerDuties = onDemand(() => import('./player-duties'));
const chatPanel = onDemand(() => import('../../features/support/chat-panel'));

export const PlayerAccount = playerAccount.Component;
export const PlayerDuties = playerDuties.Component;
export const ChatPanel = chatPanel.Component;
export const preloadChatPanel = () => chatPanel.preload().catch(() => {});

/** The code of a signed-in player's chrome (before hydrating a page loaded with a session). */
export function preloadPlayerChrome(): Promise<unknown> {
  return Promise.all([playerAccount.preload(), playerDuties.preload()]).catch(() => {});
}

if (typeof window === 'undefined') {
  void preloadPlayerChrome();
  void preloadChatPanel();
}
