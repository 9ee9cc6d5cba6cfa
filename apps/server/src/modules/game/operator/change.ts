import type { Db } from '@casino/db';
import {
  type AuditEntry,
  type AuditWriter,
  inOperatorChange,
  type OperatorChangeDeps,
  type OperatorChangeFailure,
  refuseChange,
} from '../../../shared/operator-change.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import { lockKey } from '../../../shared/transaction.ts';
import { refreshShownGames } from '../catalog/repository.ts';
import { type CatalogVersion, writeCatalogChange } from '../catalog/version.ts';

// An operator's change to the catalog (docs/decisions/024): the change, the caller's audit entry
// and the catalog's new version commit together, so the lobby, its caches and the guest pages
// follow at commit.

export interface CatalogOperatorDeps extends OperatorChangeDeps {
  catalogVersion: CatalogVersion;
}

/**
 * Runs `work` in one transaction with its audit entry and the catalog's new version; this
 * instance uses the version at once after the commit (others within seconds).
 */
export async function catalogChange<T>(
  deps: CatalogOperatorDeps,
  audit: AuditWriter,
  work: (tx: Db, now: Date) => Promise<{ value: T; audit: AuditEntry }>,
): Promise<Result<T, OperatorChangeFailure>> {
  const now = deps.clock.now();
  const result = await inOperatorChange(deps.db, async (tx) => {
    // Changes queue behind each other and behind a sync.
    await lockKey(tx, 'game.catalog.sync');
    const done = await work(tx, now);
    await audit(tx, done.audit);
    return { value: done.value, version: await writeCatalogChange(tx, now) };
  });
  if (!result.ok) return fail(result.error);
  deps.catalogVersion.adopt(result.value.version);
  return ok(result.value.value);
}

/**
 * Switches a game or a provider on or off: `update` writes the flag, then the games concerned
 * are brought in step (`refreshShownGames`) and the change is audited with `view` before/after.
 */
export function switchEnabled<V>(
  deps: CatalogOperatorDeps,
  audit: AuditWriter,
  target: {
    id: string;
    isEnabled: boolean;
    what: 'Game' | 'Provider';
    type: 'game' | 'game_provider';
    view: (db: Db, id: string) => Promise<V | null>;
    update: (tx: Db, now: Date) => Promise<unknown>;
    games: Parameters<typeof refreshShownGames>[1];
  },
) {
  return catalogChange(deps, audit, async (tx, now) => {
    const before = await target.view(tx, target.id);
    if (!before) return refuseChange({ kind: 'not_found', what: target.what });
    await target.update(tx, now);
    await refreshShownGames(tx, target.games, now);
    const after = (await target.view(tx, target.id))!;
    return {
      value: after,
      audit: {
        action: `${target.type}.${target.isEnabled ? 'enable' : 'disable'}`,
        targetType: target.type,
        targetId: target.id,
        before,
        after,
      },
    };
  });
}
