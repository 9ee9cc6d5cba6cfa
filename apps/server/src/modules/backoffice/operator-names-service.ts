import { type Db, operators } from '@casino/db';
import { inArray } from 'drizzle-orm';

/**
 * Operators' display names by id (the support chat shows who answered). Imports no other module,
 * so the modules the back office calls can ask it without a loop.
 */
export async function findOperatorNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .where(inArray(operators.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}
