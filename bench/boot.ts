import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySeededPgliteDir } from '../apps/server/test/pglite-template.ts';
import { serveBuiltSite } from '../e2e/support/served.ts';

/**
 * Where a server's start goes (`npm run build && npm run bench:boot`): `node
 * apps/server/src/server.ts` started as the browser journeys start it (e2e/support/served.ts,
 * production mode, built site) on a fresh copy of the seeded PGlite folder, `BENCH_RUNS` (5)
 * times one after another; prints spawn → `/api/ready` answered and the steps the server logs
 * with `site ready` (modules loaded, database opened, migrate, seed, boot check, app built,
 * listening), medians and each run.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function bootOnce() {
  const databaseUrl = mkdtempSync(join(tmpdir(), 'casino-bench-boot-'));
  try {
    await copySeededPgliteDir(databaseUrl);
    const started = performance.now();
    const site = await serveBuiltSite({ databaseUrl, env: { LOG_LEVEL: 'info' } });
    const ready = performance.now() - started;
    const line = site
      .output()
      .split('\n')
      .find((text) => text.includes('site ready'));
    await site.close();
    const steps = line ? (JSON.parse(line).bootSteps as Record<string, number>) : {};
    return { ready, steps };
  } finally {
    rmSync(databaseUrl, { recursive: true, force: true });
  }
}

const runs: Awaited<ReturnType<typeof bootOnce>>[] = [];
for (let run = 0; run < RUNS; run++) {
  const result = await bootOnce();
  runs.push(result);
  console.info(
    `run ${run + 1}: ready after ${result.ready.toFixed(0)} ms; steps (ms) ${JSON.stringify(result.steps)}`,
  );
}
const names = Object.keys(runs[0]?.steps ?? {});
console.info(
  `median of ${RUNS}: spawn → ready ${median(runs.map((r) => r.ready)).toFixed(0)} ms; ${names
    .map((name) => `${name} ${median(runs.map((r) => r.steps[name] ?? 0))}`)
    .join(', ')}`,
);
