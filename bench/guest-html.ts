import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Server-rendered guest pages against a bare Node HTTP server sending the same bytes
 * (`npm run build && npm run bench:guest-html`, docs/decisions/022). The built site runs in
 * its own process twice, with the guest page cache (GUEST_PAGE_CACHE_SECONDS default) and
 * without it (0); the bare server, also its own process, answers each path with the HTML the
 * site sent for it. Each is loaded by this process at concurrency 8 for SECONDS per path (the
 * cached site and the bare server in turns, twice each, averaged), as a guest without
 * compression (the bytes on the wire are the page's) and again with `Accept-Encoding: gzip`.
 */
const PATHS = ['/', '/games', '/de/games'];
const CONCURRENCY = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = 20_000 + Math.floor(Math.random() * 30_000);
const BARE_PORT = PORT + 7;
const ROUNDS = 2;

const BARE = `
const { readFileSync } = require('node:fs');
const pages = JSON.parse(readFileSync(process.argv[1], 'utf8'));
const bodies = Object.fromEntries(Object.entries(pages).map(([p, f]) => [p, readFileSync(f)]));
const gzipped = Object.fromEntries(Object.entries(bodies).map(([p, b]) => [p, require('node:zlib').gzipSync(b)]));
require('node:http').createServer((q, s) => {
  const gzip = /gzip/.test(q.headers['accept-encoding'] || '');
  const body = (gzip ? gzipped : bodies)[q.url];
  if (!body) { s.statusCode = 404; return s.end(); }
  s.setHeader('content-type', 'text/html; charset=utf-8');
  if (gzip) s.setHeader('content-encoding', 'gzip');
  s.end(body);
}).listen(Number(process.argv[2]), '127.0.0.1');
`;

function start(args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function waitFor(url: string) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer`);
}

function fetchOnce(agent: Agent, url: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** One request whose body is only counted (the client must cost little: it shares the cores). */
function countOnce(
  agent: Agent,
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => {
        bytes += c.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * Replies per second at CONCURRENCY keep-alive connections for SECONDS; a reply that is not a
 * 200 of the page's size fails the run (gzip: any size, the two servers compress differently).
 */
async function throughput(url: string, size: number, gzip = false): Promise<number> {
  const headers: Record<string, string> = gzip ? { 'accept-encoding': 'gzip' } : {};
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const until = performance.now() + SECONDS * 1000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const { status, bytes } = await countOnce(agent, url, headers);
        if (status !== 200 || (!gzip && bytes !== size)) {
          throw new Error(`${url} answered ${status} with ${bytes} bytes (expected ${size})`);
        }
        done += 1;
      }
    }),
  );
  const rate = done / ((performance.now() - started) / 1000);
  agent.destroy();
  return rate;
}

async function site(cacheSeconds: string) {
  const child = start(['apps/server/src/server.ts'], {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    GAME_ORIGIN_PORT: '0',
    DATABASE_URL: 'memory://',
    LOG_LEVEL: 'silent',
    GUEST_PAGE_CACHE_SECONDS: cacheSeconds,
  });
  await waitFor(`http://127.0.0.1:${PORT}/api/ready`);
  return child;
}

const base = `http://127.0.0.1:${PORT}`;
const bareBase = `http://127.0.0.1:${BARE_PORT}`;
const folder = mkdtempSync(join(tmpdir(), 'casino-bench-html-'));
const files: Record<string, string> = {};
const sizes: Record<string, number> = {};
const cached: Record<string, number> = {};
const uncached: Record<string, number> = {};
const bare: Record<string, number> = {};
const cachedGzip: Record<string, number> = {};
const bareGzip: Record<string, number> = {};

try {
  let child = await site('0');
  try {
    for (const path of PATHS) {
      const agent = new Agent({ keepAlive: false });
      const { status, body } = await fetchOnce(agent, `${base}${path}`);
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      const file = join(folder, `${PATHS.indexOf(path)}.html`);
      writeFileSync(file, body);
      files[path] = file;
      sizes[path] = body.length;
      uncached[path] = await throughput(`${base}${path}`, body.length);
    }
  } finally {
    await stop(child);
  }
  // The cached site and the bare server run side by side and take turns, ROUNDS times per
  // path, so both see the same machine (other jobs come and go on a shared one).
  child = await site(process.env.GUEST_PAGE_CACHE_SECONDS ?? '10');
  const pagesFile = join(folder, 'pages.json');
  writeFileSync(pagesFile, JSON.stringify(files));
  const bareServer = start(['-e', BARE, pagesFile, String(BARE_PORT)]);
  try {
    await waitFor(`${bareBase}/`);
    for (const path of PATHS) {
      const size = sizes[path] ?? 0;
      const site: number[] = [];
      const own: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        site.push(await throughput(`${base}${path}`, size));
        own.push(await throughput(`${bareBase}${path}`, size));
      }
      cached[path] = site.reduce((a, b) => a + b) / ROUNDS;
      bare[path] = own.reduce((a, b) => a + b) / ROUNDS;
      // What browsers get: gzip (the site's kept gzip with a fresh nonce; the bare server's
      // gzipSync of the same page).
      let siteGzip = 0;
      let ownGzip = 0;
      for (let round = 0; round < ROUNDS; round++) {
        siteGzip += await throughput(`${base}${path}`, size, true);
        ownGzip += await throughput(`${bareBase}${path}`, size, true);
      }
      cachedGzip[path] = siteGzip / ROUNDS;
      bareGzip[path] = ownGzip / ROUNDS;
    }
  } finally {
    await stop(child);
    await stop(bareServer);
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}

console.log(
  `guest pages at concurrency ${CONCURRENCY}, ${SECONDS} s per measure (cached and bare: ${ROUNDS} turns each), same run; columns without "gzip" are uncompressed`,
);
const rows = PATHS.map((path) => ({
  path,
  'HTML bytes': sizes[path],
  'uncached pages/s': Math.round(uncached[path] ?? 0),
  'cached pages/s': Math.round(cached[path] ?? 0),
  'bare node pages/s': Math.round(bare[path] ?? 0),
  'ratio uncached': ((uncached[path] ?? 0) / (bare[path] ?? 1)).toFixed(3),
  'ratio cached': ((cached[path] ?? 0) / (bare[path] ?? 1)).toFixed(3),
  'gzip: cached pages/s': Math.round(cachedGzip[path] ?? 0),
  'gzip: bare pages/s': Math.round(bareGzip[path] ?? 0),
  'gzip: ratio': ((cachedGzip[path] ?? 0) / (bareGzip[path] ?? 1)).toFixed(3),
}));
console.table(rows);
console.log('target: ratio cached ≥ 0.25');
