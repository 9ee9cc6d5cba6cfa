import type { Endpoint, EndpointResponse } from '@casino/contracts/api';
import { useCallback, useEffect, useState } from 'react';
import { type CallInput, call } from '../api';
import { useSession } from './session-store';

/** GETs an authenticated resource once a player is signed in; `reload` fetches again. */
export function usePlayerData<E extends Endpoint>(endpoint: E, input?: CallInput<E>) {
  const { status } = useSession();
  const [data, setData] = useState<EndpointResponse<E> | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [version, setVersion] = useState(0);
  // The input is compared by value: callers pass a fresh object each render.
  const key = JSON.stringify(input ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger, `key` stands for `input`
  useEffect(() => {
    if (status !== 'player') return;
    let isLive = true;
    setError(null);
    (call as (e: E, i?: CallInput<E>) => Promise<EndpointResponse<E>>)(endpoint, input)
      .then((value) => isLive && setData(value))
      .catch((e: Error) => isLive && setError(e));
    return () => {
      isLive = false;
    };
  }, [endpoint, key, status, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, error, reload };
}
