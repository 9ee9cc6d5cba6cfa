import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '@casino/db';
import postgres from 'postgres';

export interface BenchDatabase {
  database: Database;
  label: string;
  dispose(): Promise<void>;
}

/**
 * A benchmark's own database: a fresh one on the PostgreSQL server of BENCH_DATABASE_URL
 * (dropped afterwards), else PGlite in a temporary folder (removed afterwards).
 */
export async function openBenchDatabase(
  name: string,
  { maxConnections }: { maxConnections?: number } = {},
): Promise<BenchDatabase> {
  const server = process.env.BENCH_DATABASE_URL;
  if (server) {
    const admin = postgres(server, { max: 1, onnotice: () => {} });
    const database_name = `casino_bench_${name}_${process.pid}_${Date.now().toString(36)}`;
    await admin.unsafe(`create database ${database_name}`);
    const url = new URL(server);
    url.pathname = `/${database_name}`;
    const database = openDatabase(url.toString(), maxConnections ? { maxConnections } : {});
    const [row] = await admin<{ v: string }[]>`select current_setting('server_version') as v`;
    return {
      database,
      label: `PostgreSQL ${row?.v ?? '?'} (fresh database ${database_name})`,
      async dispose() {
        await database.close();
        await admin.unsafe(`drop database if exists ${database_name} with (force)`);
        await admin.end();
      },
    };
  }
  const folder = mkdtempSync(join(tmpdir(), `casino-bench-${name}-`));
  const database = openDatabase(folder);
  return {
    database,
    label: `PGlite in ${folder}`,
    async dispose() {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
