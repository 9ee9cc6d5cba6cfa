/**
 * What the browser build resolves `react` to (docs/decisions/033): Preact's React layer, plus the
 * React 19 hooks it lacks that React Router calls. The server keeps rendering with React 19.
 */
import { options, type VNode } from 'preact';
import compat from 'preact/compat';

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

export default { ...compat, useOptimistic };

// React-only props that would otherwise reach the DOM as attributes.
const nextVNode = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string' && vnode.props && 'suppressHydrationWarning' in vnode.props) {
    delete (vnode.props as Record<string, unknown>).suppressHydrationWarning;
  }
  nextVNode?.(vnode);
};
