import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { type Database, openDatabase, seed } from '@casino/db';

const DB_PACKAGE = new URL('../../../packages/db/', import.meta.url).pathname;
const CONTENT_DIR = new URL('../../../content/', import.meta.url).pathname;
const CACHE_DIR = new URL('../../../node_modules/.cache/casino-pglite/', import.meta.url).pathname;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (!name.endsWith('.test.ts')) yield path;
  }
}

/** Changes whenever a migration, the schema, the seed or content/ changes, so a stale template is never used. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of [
    ...files(join(DB_PACKAGE, 'migrations')),
    ...files(join(DB_PACKAGE, 'src')),
    ...files(CONTENT_DIR),
  ]) {
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh in-memory PGlite, migrated and seeded. Creating a cluster (initdb in WASM) takes
 * seconds, so the first call dumps the seeded database to node_modules/.cache and later calls,
 * in any test process, start from that dump.
 */
export async function openSeededPglite(): Promise<Database> {
  const file = join(CACHE_DIR, `${templateKey()}.tar.gz`);
  if (existsSync(file)) {
    const database = openDatabase('memory://', { loadDataDir: new Blob([readFileSync(file)]) });
    await database.migrate();
    return database;
  }
  const database = openDatabase('memory://');
  await database.migrate();
  await seed(database.db);
  const dump = await database.dumpDataDir!();
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return database;
}

/**
 * A folder holding the seeded template as a PGlite data directory (what `npm run serve` would
 * leave in ./data/db after its first boot), made once per template next to the dump. Read only:
 * copy it (`copySeededPgliteDir`) before a server opens it.
 */
async function seededPgliteTemplateDir(): Promise<string> {
  const dir = join(CACHE_DIR, `${templateKey()}.dir`);
  if (existsSync(dir)) return dir;
  const template = await openSeededPglite();
  const dump = await template.dumpDataDir!();
  await template.close();
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = mkdtempSync(`${dir}.${process.pid}.`);
  await openDatabase(partial, { loadDataDir: dump }).close();
  try {
    renameSync(partial, dir);
  } catch (error) {
    // Another test process made it first (a folder is not replaced): theirs is as good.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  return dir;
}

/** Copies the seeded template's data directory into `target` (new or empty): migrated and seeded. */
export async function copySeededPgliteDir(target: string): Promise<void> {
  cpSync(await seededPgliteTemplateDir(), target, { recursive: true });
}
