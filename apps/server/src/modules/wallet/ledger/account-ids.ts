import type { LedgerAccountKind } from '@casino/db';

export type AccountIds = Map<LedgerAccountKind, string>;

/**
 * Ledger account ids by owner (`p:{playerId}:{currency}`, `h:{currency}:{shard}`). They never
 * change once committed, so the hot path can skip looking them up. Oldest entries go first
 * beyond `max`; an id that turns out missing (made by a transaction that rolled back) is
 * dropped and looked up again.
 */
export interface AccountIdCache {
  get(key: string): AccountIds | undefined;
  set(key: string, ids: AccountIds): void;
  delete(key: string): void;
}

export function createAccountIdCache(max = 100_000): AccountIdCache {
  const entries = new Map<string, AccountIds>();
  return {
    get: (key) => entries.get(key),
    set(key, ids) {
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, ids);
    },
    delete: (key) => void entries.delete(key),
  };
}
