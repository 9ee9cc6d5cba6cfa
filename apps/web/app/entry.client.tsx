import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadModal } from './layouts/chrome/modal-host';
import { readModal } from './lib/modal-query';

/**
 * Hydrates the page. A page asked for with a modal open (`?sign-up`, `?sign-in`, ...) has that
 * modal rendered by the server and usable before the scripts run; its code is loaded before
 * hydration starts, so React adopts the server's form with what the player already typed or
 * ticked. Hydrating first would leave the modal's boundary waiting for its code, and any update
 * meanwhile makes React render it anew, emptying the fields under the player's finger.
 */
async function hydrate() {
  const named = readModal(new URLSearchParams(window.location.search));
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
