import { type ComponentType, lazy, useState } from 'react';

/**
 * A component whose code loads on demand (React.lazy), rendered directly once its code is in:
 * the server loads it at start, so it renders it in the page itself (no Suspense placeholder
 * waiting for an inline script). A mounted one keeps the component it mounted with: switching
 * from the lazy one to the loaded one would mount it again and lose its state (what a player
 * typed, a menu left open).
 */
export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let Loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module load, never during a render
  function OnDemand(props: P) {
    const [Component] = useState<ComponentType<P>>(() => Loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Component: OnDemand, preload };
}
