import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { launchBrowser } from '../e2e/support/site.ts';
import { checkouts, startCheckout } from './checkouts.ts';

/**
 * Where the main thread's time goes while a page of the built site loads (issue 28's TBT): the
 * page is opened at 390x844 with the CPU slowed 4x (Lighthouse's mobile factor), traced (the
 * renderer's top-level tasks) and sampled (a CPU profile) until the network has been idle for
 * BENCH_AFTER_IDLE_MS (2,000), and the script prints
 *   - each task longer than 50 ms with its trace events (style, layout, script, paint) and the
 *     functions that held it (the site's own apart), and
 *   - the functions with the most self time over the whole load.
 * Built with `BUILD_SOURCEMAP=1 npm run build`, functions are named by their source file and
 * line; without maps, by the chunk's minified name. `BENCH_PAGES` is a comma list of paths
 * (default `/`). Not a score (Lighthouse's simulation is the judge): it says which code to change.
 */
const ROOT = new URL('..', import.meta.url).pathname;
const PAGES = (process.env.BENCH_PAGES ?? '/').split(',');
const THROTTLE = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
  children?: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}
interface Profile {
  nodes: Node[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(url: string): SourceMapConsumer | null {
  if (maps.has(url)) return maps.get(url)!;
  let consumer: SourceMapConsumer | null = null;
  const path = new URL(url).pathname;
  const file = join(ROOT, 'apps/web/build/client', `${path}.map`);
  if (existsSync(file)) consumer = new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')));
  maps.set(url, consumer);
  return consumer;
}

function nameOf(frame: Node['callFrame']): string {
  if (!frame.url) return frame.functionName || `(${frame.functionName || 'program'})`;
  const map = frame.url.startsWith('http') ? mapOf(frame.url) : null;
  const short = frame.url.replace(/^https?:\/\/[^/]+/, '');
  if (!map) return `${frame.functionName || '(anonymous)'} ${short}:${frame.lineNumber + 1}`;
  const original = map.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  const source = (original.source ?? short)
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/app\//, 'app/');
  return `${original.name ?? frame.functionName ?? '(anonymous)'} ${source}:${original.line}`;
}

function top(counts: Map<string, number>, n: number): string {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => `    ${(us / 1000).toFixed(1).padStart(7)} ms  ${name}`)
    .join('\n');
}

async function profilePage(url: string, label: string): Promise<number> {
  const log = process.env.BENCH_QUIET === '1' ? () => {} : console.log;
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    events.push(...(value as unknown as TraceEvent[]));
  });
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
      ],
    },
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(Number(process.env.BENCH_AFTER_IDLE_MS ?? 2000));
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  await cdp.send('Tracing.end');
  await traced;
  await browser.close();

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) byId.get(child)!.parent = node.id;
  }
  // The renderer's main thread and its top-level tasks longer than 50 ms, as Lighthouse counts them.
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((t) => t.pid === e.pid && t.name === 'ParseHTML'),
  );
  const onMain = events.filter(
    (e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X',
  );
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
  const self = new Map<string, number>();
  const sampled: { at: number; node: Node; us: number }[] = [];
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i]!;
    const node = byId.get(profile.samples[i]!)!;
    const us = profile.timeDeltas[i + 1] ?? 0;
    sampled.push({ at: time, node, us });
    if (node.callFrame.functionName === '(idle)') continue;
    const name = nameOf(node.callFrame);
    self.set(name, (self.get(name) ?? 0) + us);
  }
  log(`\n${url} ${label} (CPU ${THROTTLE}x slower, phone 390x844)`);
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    blocking += task.dur! / 1000 - 50;
    // What the trace says the task did (its direct and nested events, by name).
    const kinds = new Map<string, number>();
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts >= end || e.name === 'RunTask') continue;
      const label =
        e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'FunctionCall'
          ? `${e.name} ${(e.args?.data?.url ?? '').replace(/^https?:\/\/[^/]+/, '')} ${e.args?.data?.functionName ?? ''}`
          : e.name;
      kinds.set(label, (kinds.get(label) ?? 0) + (e.dur ?? 0));
    }
    const frames = new Map<string, number>();
    for (const sample of sampled) {
      if (sample.at < task.ts || sample.at >= end) continue;
      const seen = new Set<string>();
      for (
        let at: Node | undefined = sample.node;
        at;
        at = at.parent ? byId.get(at.parent) : undefined
      ) {
        if (!at.callFrame.url) continue;
        const frame = nameOf(at.callFrame);
        if (seen.has(frame)) continue;
        seen.add(frame);
        frames.set(frame, (frames.get(frame) ?? 0) + sample.us);
      }
    }
    log(
      `  task ${(task.dur! / 1000).toFixed(0)} ms at ${((task.ts - tasks[0]!.ts) / 1000).toFixed(0)} ms; trace events (inclusive):`,
    );
    log(top(kinds, 8));
    log('   functions (inclusive):');
    log(top(frames, 12));
    const ours = new Map([...frames].filter(([name]) => / app\//.test(name)));
    if (ours.size) {
      log("   of which the site's own (inclusive):");
      log(top(ours, 10));
    }
  }
  log(`  blocking time (sum over tasks of the part past 50 ms): ${blocking.toFixed(0)} ms`);
  log('  self time over the load:');
  log(top(self, 25));
  return blocking;
}

/**
 * With `BENCH_COMPARE=<folder>` the other built checkout is profiled too, the two taking turns
 * `BENCH_RUNS` (1) times; the summary gives each one's blocking time per run (`BENCH_QUIET=1`
 * prints only the summary).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const sites = [];
for (const checkout of checkouts(ROOT)) {
  sites.push({ checkout, site: await startCheckout(checkout.root) });
}
const summary: string[] = [];
try {
  for (const path of PAGES) {
    const figures = new Map<string, number[]>();
    for (let run = 0; run < RUNS; run++) {
      for (const { checkout, site } of sites) {
        const blocking = await profilePage(`${site.url}${path}`, checkout.label);
        figures.set(checkout.label, [...(figures.get(checkout.label) ?? []), blocking]);
      }
    }
    for (const [label, list] of figures) {
      const sorted = [...list].sort((a, b) => a - b);
      summary.push(
        `${path} ${label}: blocking time median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms (${list.map((v) => v.toFixed(0)).join('/')})`,
      );
    }
  }
} finally {
  for (const { site } of sites) await site.stop();
}
console.log(`\nCPU ${THROTTLE}x slower; blocking time = sum over tasks of the part past 50 ms`);
console.log(summary.join('\n'));
