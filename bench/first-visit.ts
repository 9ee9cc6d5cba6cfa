import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/site.ts';
import { checkouts, startCheckout } from './checkouts.ts';

/**
 * First-visit figures for the README and issue notes (run `npm run build` first):
 * - start-up: process spawn to the first 200 from `/`, on a fresh PGlite folder (migrations
 *   and seed included) and again on the now-seeded folder, against a bare Node HTTP server
 *   spawned the same way (the baseline);
 * - JavaScript a first visit to `/` downloads, gzip, against its budget (150 KB, issue 28) and against the
 *   framework alone (React, React DOM, React Router, TanStack Query: the `framework` chunk and
 *   the entry, docs/decisions/034);
 * - requests of that visit until the network has been idle for 500 ms (budget: 25,
 *   docs/decisions/021).
 * `BENCH_STARTUP=0` skips the start-up figures; `BENCH_COMPARE=<folder>` measures the first visit
 * of another built checkout too, in the same run (bench/checkouts.ts).
 */
const PORT = 3917;
const BASELINE = `require('http').createServer((q,s)=>s.end('ok')).listen(${PORT})`;

async function timeToFirstResponse(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/`);
        if (res.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const ROOT = new URL('..', import.meta.url).pathname;

if (process.env.BENCH_STARTUP !== '0') {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-'));
  const env = { PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: dataDir, LOG_LEVEL: 'silent' };
  const baseline = await timeToFirstResponse(['-e', BASELINE], {});
  const cold = await timeToFirstResponse(['apps/server/src/server.ts'], env);
  const warm = await timeToFirstResponse(['apps/server/src/server.ts'], env);
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`start-up, bare node http server (baseline): ${baseline.toFixed(0)} ms`);
  console.log(
    `start-up, fresh data folder (migrate + seed): ${cold.toFixed(0)} ms (${(cold / baseline).toFixed(1)}x baseline)`,
  );
  console.log(
    `start-up, seeded data folder: ${warm.toFixed(0)} ms (${(warm / baseline).toFixed(1)}x baseline)`,
  );
}

/** The scripts and requests of a guest's first visit to `/` on a phone, until the network is idle. */
async function firstVisit(url: string) {
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = new Set<string>();
  const requests: string[] = [];
  let lastRequest = Date.now();
  page.on('request', (r) => {
    lastRequest = Date.now();
    requests.push(`${r.resourceType()} ${r.url()}`);
  });
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.add(r.url()));
  await page.goto(`${url}/`, { waitUntil: 'networkidle' });
  // The site asks for its scripts after the first paint: on a cold server the network can fall
  // quiet for 500 ms before that, so idle here means scripts arrived and then 1 s without a request.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && (scripts.size === 0 || Date.now() - lastRequest < 1000)) {
    await page.waitForTimeout(100);
  }
  await browser.close();
  let raw = 0;
  let gz = 0;
  let framework = 0;
  const sizes: Array<[string, number]> = [];
  for (const script of scripts) {
    const body = Buffer.from(
      await (await fetch(script, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    const size = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gz += size;
    sizes.push([new URL(script).pathname.split('/').pop() ?? script, size]);
    if (/\/(entry\.client|framework)-/.test(script)) framework += size;
  }
  const kinds = new Map<string, number>();
  for (const request of requests) {
    const kind = request.split(' ')[0] ?? 'other';
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return { files: scripts.size, raw, gz, framework, sizes, requests: requests.length, kinds };
}

const budget = 150_000;
for (const checkout of checkouts(ROOT)) {
  const site = await startCheckout(checkout.root);
  try {
    const v = await firstVisit(site.url);
    console.log(`${checkout.label}:`);
    console.log(
      `  JavaScript on first visit to /: ${v.files} files, ${(v.raw / 1024).toFixed(1)} KiB raw, ${(v.gz / 1024).toFixed(1)} KiB gzip = ${(v.gz / 1000).toFixed(1)} KB, ${(v.gz / budget).toFixed(2)}x the 150 KB budget (${v.gz <= budget ? 'within' : 'OVER'}); ${(v.gz / v.framework).toFixed(2)}x the framework (the framework chunk and the entry: ${(v.framework / 1024).toFixed(1)} KiB)`,
    );
    console.log(
      `  requests on first visit to / until the network is idle: ${v.requests} (${[...v.kinds]
        .map(([kind, count]) => `${count} ${kind}`)
        .join(', ')}; budget 25)`,
    );
    console.log(
      `  largest: ${v.sizes
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([name, size]) => `${name} ${(size / 1024).toFixed(1)} KiB`)
        .join(', ')}`,
    );
  } finally {
    await site.stop();
  }
}
