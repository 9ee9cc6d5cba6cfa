import { useCallback, useEffect, useState } from 'react';
import { api } from './api-client';
import { useSession } from './session-store';

/** GETs an authenticated resource once a player is signed in; `reload` fetches again. */
export function usePlayerData<T>(path: string) {
  const { status } = useSession();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
  useEffect(() => {
    if (status !== 'player') return;
    let isLive = true;
    setError(null);
    api<T>(path, { auth: true })
      .then((value) => isLive && setData(value))
      .catch((e: Error) => isLive && setError(e));
    return () => {
      isLive = false;
    };
  }, [path, status, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, error, reload };
}
