import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadModal } from './layouts/chrome/modal-host';
import { preloadPlayerChrome } from './layouts/chrome/player-chrome';
import { readModal } from './lib/modal-query';
import { hasSessionMarker } from './lib/session/session-marker';

/**
 * Hydrates the page. A page asked for with a modal open (`?sign-up`, `?sign-in`, ...) has that
 * modal rendered by the server and usable before the scripts run; its code is loaded before
 * hydration starts, so React adopts the server's form with what the player already typed or
 * ticked. Hydrating first would leave the modal's boundary waiting for its code, and any update
 * meanwhile makes React render it anew, emptying the fields under the player's finger.
 */
async function hydrate() {
  const named = readModal(new URLSearchParams(window.location.search));
  // A signed-in player's header and duties load only for players (layouts/chrome/player-chrome.tsx);
  // their code loads beside hydration, which leaves the server's markup of them in place meanwhile.
  if (hasSessionMarker()) void preloadPlayerChrome();
  if (named) await preloadModal(named.key);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
