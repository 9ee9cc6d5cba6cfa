/** A set of keys holding at most `max` of them: beyond it the oldest added goes first. */
export interface BoundedSet {
  has(key: string): boolean;
  add(key: string): void;
  delete(key: string): void;
}

export function boundedSet(max: number): BoundedSet {
  const keys = new Set<string>();
  return {
    has: (key) => keys.has(key),
    add(key) {
      if (keys.has(key)) return;
      if (keys.size >= max) keys.delete(keys.values().next().value!);
      keys.add(key);
    },
    delete: (key) => void keys.delete(key),
  };
}
