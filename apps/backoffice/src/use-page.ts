import { useCallback, useEffect, useState } from 'react';
import { ApiError } from './api.ts';

/** Loads a server-side page whenever its inputs change; `reload` after a change. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists the inputs
  const stable = useCallback(load, [...deps, version]);
  useEffect(() => {
    let live = true;
    stable()
      .then((value) => {
        if (live) {
          setData(value);
          setError(null);
        }
      })
      .catch((e: unknown) => {
        if (live) setError(e instanceof ApiError ? e.message : 'Could not load');
      });
    return () => {
      live = false;
    };
  }, [stable]);
  return { data, error, reload: () => setVersion((v) => v + 1) };
}
