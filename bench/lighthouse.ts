import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import {
  CHROMIUM_PATH as CHROME_PATH,
  CHROMIUM_FLAGS as FLAGS,
  launchBrowser,
} from '../e2e/support/site.ts';
import { checkouts, type RunningSite, startCheckout } from './checkouts.ts';

/**
 * Lighthouse (mobile, default simulated throttling) on `/`, `/games` and a built-in game page
 * of the built site, beside a baseline: a static HTML page of the same size sent by a bare Node
 * server, Lighthouse'd the same way in the same run (docs/decisions/021). Run `npm run build`
 * first. Each page runs BENCH_RUNS (3) times; the medians are printed (`BENCH_LONG_TASKS=1` also
 * prints each run's long tasks). Then axe-core (the engine
 * behind Lighthouse's accessibility audits) runs on each page at 390x844 and prints every
 * serious or critical finding. Installs nothing: Debian's Chromium (CHROME_PATH).
 * `BENCH_COMPARE=<folder>`: another built checkout (e.g. a worktree of an older commit) is served
 * beside this one and measured on the same pages in the same run, runs taking turns
 * (bench/checkouts.ts); `BENCH_PAGES=game` (a comma list of home, games, game) limits the pages;
 * `BENCH_SAVE=<folder>` keeps each run's Lighthouse report (JSON) there.
 * `BENCH_CPU_SLOWDOWN=<n>`: Lighthouse's simulated CPU slowdown (default 4, mobile); a faster
 * machine (a higher CPU index) can be brought to a slower one's figures: slowdown × index ÷ 4
 * is the index simulated (4 × 2,450 ≈ 6 × 3,700).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = Number(
  process.env.BENCH_CPU_SLOWDOWN ?? throttling.mobileSlow4G.cpuSlowdownMultiplier,
);
const ROOT = new URL('..', import.meta.url).pathname;

if (!existsSync(join(ROOT, 'apps/web/build/client'))) {
  throw new Error('apps/web/build is missing: run `npm run build` first.');
}
if (!existsSync(CHROME_PATH)) {
  throw new Error(`Chromium not found at ${CHROME_PATH}: install it or set CHROME_PATH.`);
}

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  requests: number;
  jsFiles: number;
  jsGzip: number;
  /** Lighthouse's CPU benchmark index of the run: how fast the machine was just then. */
  benchmark: number;
}

/** Filler text of exactly `bytes` bytes in a plain HTML page: what a bare server sends fastest. */
function staticPage(bytes: number): string {
  const head =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="A static page of the same size"></head><body><main><h1>Baseline page</h1>';
  const tail = '</main></body></html>';
  const paragraph = '<p>Static text of the same size as the site page, sent by a bare server.</p>';
  let body = '';
  while (head.length + body.length + paragraph.length + tail.length <= bytes) body += paragraph;
  return (
    head + body + ' '.repeat(Math.max(0, bytes - head.length - body.length - tail.length)) + tail
  );
}

async function startBaseline(bytes: number): Promise<{ url: string; server: Server }> {
  const html = staticPage(bytes);
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

const jsGzipCache = new Map<string, number>();
/** gzip -9 of the script as the server sends it uncompressed (brotli on the wire is smaller). */
async function gzipBytes(url: string): Promise<number> {
  const known = jsGzipCache.get(url);
  if (known !== undefined) return known;
  const body = Buffer.from(
    await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
  );
  const size = gzipSync(body, { level: 9 }).length;
  jsGzipCache.set(url, size);
  return size;
}

/** `BENCH_LONG_TASKS=1`: each run's long main-thread tasks (simulated ms) and what they ran. */
function printLongTasks(url: string, details: unknown) {
  const items = (details as { items?: Array<{ url: string; startTime: number; duration: number }> })
    ?.items;
  const tasks = (items ?? []).map(
    (task) =>
      `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} (${task.url.replace(/^https?:\/\/[^/]+/, '')})`,
  );
  console.log(`long tasks ${new URL(url).pathname}: ${tasks.join(', ') || 'none'}`);
}

/** `BENCH_SAVE=<folder>`: each run's whole Lighthouse report (JSON) is written there. */
function saveReport(folder: string, url: string, lhr: unknown) {
  mkdirSync(folder, { recursive: true });
  const { port, pathname } = new URL(url);
  const name = `${port}${pathname.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.json`;
  writeFileSync(join(folder, name), JSON.stringify(lhr));
}

async function runLighthouse(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (process.env.BENCH_LONG_TASKS === '1') printLongTasks(url, lhr.audits['long-tasks']?.details);
  if (process.env.BENCH_SAVE) saveReport(process.env.BENCH_SAVE, url, lhr);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items =
    (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })
      ?.items ?? [];
  const scripts = items
    .filter((item) => item.resourceType === 'Script' && typeof item.url === 'string')
    .map((item) => item.url as string)
    .filter((script) => script.startsWith(new URL(url).origin));
  let jsGzip = 0;
  for (const script of scripts) jsGzip += await gzipBytes(script);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    requests: items.length,
    jsFiles: scripts.length,
    jsGzip,
    benchmark: lhr.environment.benchmarkIndex,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

function medians(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0] ?? {}) as Array<keyof Figures>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as never;
}

function row(name: string, f: Figures, all: Figures[]): string {
  const scores = all.map((run) => run.performance).join('/');
  return [
    name.padEnd(40),
    `perf ${String(f.performance).padStart(3)} (${scores})`.padEnd(22),
    `FCP ${(f.fcp / 1000).toFixed(2)} s`,
    `LCP ${(f.lcp / 1000).toFixed(2)} s`,
    `TBT ${f.tbt.toFixed(0).padStart(4)} ms`,
    `CLS ${f.cls.toFixed(3)}`,
    `SI ${(f.si / 1000).toFixed(2)} s`,
    `a11y ${f.accessibility}`,
    `${f.requests} requests`,
    `JS ${f.jsFiles} files ${(f.jsGzip / 1024).toFixed(1)} KiB gzip`,
    `CPU index ${f.benchmark.toFixed(0)}`,
  ].join('  ');
}

interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** axe-core's own run at phone size, after the preloader is gone: serious and critical findings. */
async function axeFindings(urls: string[]): Promise<Map<string, AxeFinding[]>> {
  const source = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const browser = await launchBrowser();
  const found = new Map<string, AxeFinding[]>();
  try {
    for (const url of urls) {
      const page = await browser.newPage({
        viewport: { width: 390, height: 844 },
        bypassCSP: true,
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForSelector('#preloader.is-hidden', { state: 'attached', timeout: 10_000 });
      await page.addScriptTag({ content: source });
      const violations = (await page.evaluate(async () => {
        const { axe } = globalThis as unknown as {
          axe: { run(): Promise<{ violations: unknown[] }> };
        };
        return (await axe.run()).violations;
      })) as AxeFinding[];
      found.set(
        url,
        violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return found;
}

const targets = checkouts(ROOT);
const sites: Array<{ label: string; site: RunningSite }> = [];
let baseline: { url: string; server: Server } | undefined;
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: FLAGS });
try {
  for (const checkout of targets) {
    sites.push({ label: checkout.label, site: await startCheckout(checkout.root) });
  }
  const first = sites[0]?.site;
  if (!first) throw new Error('no site to measure');
  const games = (await (
    await fetch(`${first.url}/api/game/games?perPage=1&sort=popular`)
  ).json()) as { items?: Array<{ identity: string }> };
  const identity = games.items?.[0]?.identity;
  if (!identity) throw new Error('no game in the catalog to open');
  const homeBytes = Buffer.byteLength(await (await fetch(`${first.url}/`)).text());
  baseline = await startBaseline(homeBytes);
  const wanted = (process.env.BENCH_PAGES ?? 'home,games,game').split(',');
  const paths = [
    ['home', '/'],
    ['games', '/games'],
    ['game', `/games/${identity}`],
  ]
    .filter(([key]) => wanted.includes(key ?? ''))
    .map(([, path]) => path ?? '/');
  // One unmeasured visit each: the server's first render of a page warms its code paths.
  for (const { site } of sites) for (const path of paths) await fetch(`${site.url}${path}`);
  console.log(
    `Lighthouse 13 mobile (simulated throttling, CPU ${CPU_SLOWDOWN}x slower), ${RUNS} runs each, medians; Chromium ${CHROME_PATH}`,
  );
  const baselineRuns: Figures[] = [];
  for (let i = 0; i < RUNS; i++) baselineRuns.push(await runLighthouse(baseline.url, chrome.port));
  console.log(
    row(
      `baseline (static ${(homeBytes / 1024).toFixed(0)} KiB)`,
      medians(baselineRuns),
      baselineRuns,
    ),
  );
  for (const path of paths) {
    // The checkouts take turns run by run, so a change in the machine's load hits both alike.
    const runs = sites.map(() => [] as Figures[]);
    for (let i = 0; i < RUNS; i++) {
      for (const [index, { site }] of sites.entries()) {
        runs[index]?.push(await runLighthouse(`${site.url}${path}`, chrome.port));
      }
    }
    for (const [index, { label }] of sites.entries()) {
      const all = runs[index] ?? [];
      console.log(row(sites.length > 1 ? `${path} ${label}` : path, medians(all), all));
    }
  }
  const findings = await axeFindings(paths.map((path) => `${first.url}${path}`));
  for (const [url, list] of findings) {
    const path = new URL(url).pathname;
    console.log(`axe ${path} (${sites[0]?.label}): ${list.length} serious/critical`);
    for (const v of list) {
      console.log(
        `  ${v.impact} ${v.id}: ${v.help} (${v.nodes.length}x, e.g. ${v.nodes[0]?.target})`,
      );
    }
  }
} finally {
  chrome.kill();
  baseline?.server.close();
  for (const { site } of sites) await site.stop();
}
