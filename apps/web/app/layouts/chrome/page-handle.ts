import { useMatches } from 'react-router';

/** What a route tells the shell through its `handle` export. */
export interface PageHandle {
  /**
   * A game page: on phones and tablets the shell leaves the screen to the game (its one slim
   * bar; no header, sandbox strip, notices or bottom navigation).
   */
  isGamePage?: boolean;
}

/**
 * True while a route that says `isGamePage` is shown with its data; when its loader failed (a 404
 * for an unknown game) the error page keeps the whole navigation.
 */
export function useIsGamePage(): boolean {
  return useMatches().some(
    (match) => (match.handle as PageHandle | undefined)?.isGamePage && match.loaderData != null,
  );
}
