import type { CodeSplittingGroup, CodeSplittingNameFunction } from 'rolldown';

/**
 * The client build's manual chunks (docs/decisions/021): a first visit downloads a few larger
 * files instead of dozens of small ones.
 * - `framework`: React, React DOM, React Router and TanStack Query, which every page runs;
 * - `shell`: what the root and the default layout import statically (the chrome, app/lib,
 *   the design system, icons);
 * - `home`, `lobby`, `game`: what that page imports statically besides the chunks before it
 *   (so `/games` loads the tile code from `home`, which a first visit to `/` has cached).
 * Route modules stay entries (React Router preloads them per route); code that is only
 * imported lazily (modals, the realtime client) keeps rolldown's own split.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/;
const GROUPS: Array<[name: string, from: RegExp]> = [
  ['shell', /[\\/]app[\\/](root|layouts[\\/]default)\.tsx(\?|$)/],
  ['home', /[\\/]app[\\/]routes[\\/]home\.tsx(\?|$)/],
  ['lobby', /[\\/]app[\\/]routes[\\/]games[\\/]lobby\.tsx(\?|$)/],
  ['game', /[\\/]app[\\/]routes[\\/]games[\\/]game\.tsx(\?|$)/],
];

type Context = Parameters<CodeSplittingNameFunction>[1];

/** Whether a module matching `from` imports `id` statically, directly or through others. */
function importedBy(from: RegExp, id: string, context: Context, known: Map<string, boolean>) {
  const seen = new Set<string>();
  const walk = (current: string): boolean => {
    const answer = known.get(current);
    if (answer !== undefined) return answer;
    if (seen.has(current)) return false;
    seen.add(current);
    if (from.test(current)) return true;
    return (context.getModuleInfo(current)?.importers ?? []).some(walk);
  };
  const result = walk(id);
  known.set(id, result);
  return result;
}

/** A group per name; earlier groups take a shared module first (a higher priority). */
export function firstVisitGroups(): CodeSplittingGroup[] {
  const framework: CodeSplittingGroup = { name: 'framework', test: FRAMEWORK, priority: 10 };
  return [
    framework,
    ...GROUPS.map(([name, from], index) => {
      const known = new Map<string, boolean>();
      const nameOf: CodeSplittingNameFunction = (id, context) => {
        const info = context.getModuleInfo(id);
        if (!info || info.isEntry || FRAMEWORK.test(id)) return null;
        return importedBy(from, id, context, known) ? name : null;
      };
      return { name: nameOf, priority: GROUPS.length - index };
    }),
  ];
}
