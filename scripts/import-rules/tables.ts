import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A table or view the database package exports, and the schema file that declares it. */
export type DbRelation = { name: string; schema: string; isView: boolean };

export const SCHEMA_DIR = 'packages/db/src/schema';

const DECLARATION = /^export const (\w+)\s*=\s*(pgTable|pgView|pgMaterializedView)\b/gm;

/**
 * Every `pgTable` / `pgView` exported by `packages/db/src/schema/<domain>.ts`, keyed by its
 * export name. The file's name is the owning domain, and the server module of the same name
 * owns it (docs/decisions/036).
 */
export function readDbRelations(root: string): Map<string, DbRelation> {
  const dir = join(root, SCHEMA_DIR);
  const relations = new Map<string, DbRelation>();
  if (!existsSync(dir)) return relations;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'index.ts') continue;
    const schema = file.slice(0, -'.ts'.length);
    for (const [, name, kind] of readFileSync(join(dir, file), 'utf8').matchAll(DECLARATION)) {
      if (name) relations.set(name, { name, schema, isView: kind !== 'pgTable' });
    }
  }
  return relations;
}
