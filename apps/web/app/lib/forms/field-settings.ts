import type { FieldValidations } from '@casino/contracts';
import { playerApi } from '@casino/contracts/api';
import { useEffect, useState } from 'react';
import { call } from '../api';

type Scenario = FieldValidations['scenario'];
const cache = new Map<Scenario, Promise<FieldValidations['fields']>>();

/** Server-driven field settings of a form (which fields are required), fetched once per scenario. */
export function useFieldSettings(scenario: Scenario, initial?: FieldValidations['fields']) {
  // Settings the server rendered with are the first value (and this page's cached ones).
  if (initial && typeof window !== 'undefined' && !cache.has(scenario))
    cache.set(scenario, Promise.resolve(initial));
  const [fields, setFields] = useState<FieldValidations['fields'] | null>(initial ?? null);
  useEffect(() => {
    let promise = cache.get(scenario);
    if (!promise) {
      promise = call(playerApi.getFieldValidations, { query: { scenario } }).then((r) => r.fields);
      promise.catch(() => cache.delete(scenario));
      cache.set(scenario, promise);
    }
    let isLive = true;
    promise.then((f) => isLive && setFields(f)).catch(() => {});
    return () => {
      isLive = false;
    };
  }, [scenario]);
  return fields;
}
