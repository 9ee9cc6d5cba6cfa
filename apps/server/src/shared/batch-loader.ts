/**
 * Work asked for one key at a time and done for many keys at once: the keys asked for within
 * `windowMs` of the first go to `load` together, and each caller gets its key's value (issue
 * 31, ADR 039 eleventh round: the follow-ups of a settled round, run after its commit, read and
 * book for every round settled within the window in one statement each, where each round sent
 * its own). A key asked for twice in one window is loaded once. A failed `load` rejects every
 * caller of its batch; the next window starts afresh.
 *
 * Only for work that may start a little later than asked and that reads what was committed
 * before it was asked (a batch starts after the window, so after every caller's commit).
 */
export interface BatchLoader<K, V> {
  load(key: K): Promise<V>;
}

export function batchLoader<K, V>(
  windowMs: number,
  load: (keys: K[]) => Promise<Map<K, V>>,
  /** The value of a key `load` did not answer. */
  missing: (key: K) => V,
): BatchLoader<K, V> {
  let waiting: Map<K, { resolve: (value: V) => void; reject: (err: unknown) => void }[]> | null =
    null;
  const run = async () => {
    const batch = waiting!;
    waiting = null;
    try {
      const values = await load([...batch.keys()]);
      for (const [key, callers] of batch) {
        const value = values.has(key) ? values.get(key)! : missing(key);
        for (const caller of callers) caller.resolve(value);
      }
    } catch (err) {
      for (const callers of batch.values()) for (const caller of callers) caller.reject(err);
    }
  };
  return {
    load: (key) =>
      new Promise<V>((resolve, reject) => {
        if (waiting === null) {
          waiting = new Map();
          setTimeout(() => void run(), windowMs);
        }
        const callers = waiting.get(key);
        if (callers) callers.push({ resolve, reject });
        else waiting.set(key, [{ resolve, reject }]);
      }),
  };
}
