/**
 * What the browser build resolves `react` to (docs/decisions/033): Preact's React layer, plus the
 * React 19 hooks it lacks that React Router calls. The server keeps rendering with React 19.
 */
import { options, type VNode } from 'preact';
import compat from 'preact/compat';
import { afterThisTask } from '../app/lib/next-task.ts';

// @ts-expect-error preact/compat's types are one `export =` namespace; the module is plain ESM.
export * from 'preact/compat';

/**
 * React Router keeps its state in `useOptimistic` and only sets the optimistic value inside a
 * transition when `useTransitions` is on, which this site never turns on. Without concurrent
 * rendering a transition ends in the same update, so the optimistic value is the value.
 */
export function useOptimistic<S>(state: S): [S, (action: unknown) => void] {
  return [state, () => {}];
}

/**
 * A transition is what may wait: React renders it after the urgent updates, so a tap paints its
 * answer (a modal's frame, a pressed state) before a navigation re-renders the page. Preact's
 * runs at once, in the same frame; here it runs in the next task, after that paint.
 */
export function startTransition(callback: () => void) {
  afterThisTask(callback);
}

export function useTransition(): [boolean, typeof startTransition] {
  return [false, startTransition];
}

export default { ...compat, useOptimistic, startTransition, useTransition };

/**
 * An image's `src` set before its `loading="lazy"` starts the download at once. Preact sets props
 * in the order they are written and React sets an `<img>`'s sources last, so the sources move to
 * the end here (an off-screen tile's art then waits until it is scrolled to).
 */
function sourcesLast(props: Record<string, unknown>) {
  for (const key of ['srcSet', 'src']) {
    if (!(key in props)) continue;
    const value = props[key];
    delete props[key];
    props[key] = value;
  }
}

const nextVNode = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === 'string' && props) {
    // A React-only prop that would otherwise reach the DOM as an attribute.
    if ('suppressHydrationWarning' in props) delete props.suppressHydrationWarning;
    if (vnode.type === 'img') sourcesLast(props);
  }
  nextVNode?.(vnode);
};
