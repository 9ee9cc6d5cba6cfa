import { useState } from 'react';
import { errorText } from '../../lib/api.ts';

export type Can = (name: string) => boolean;

/** Runs a change, shows its error, reloads after. */
export function useAct(reload: () => void) {
  const [error, setError] = useState<string | null>(null);
  const act = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorText(e));
    }
    reload();
  };
  return { error, act };
}
