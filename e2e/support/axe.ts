import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * WCAG 2.1 AA checked in every browser journey (ADR 049). Each browser the journeys get from
 * `launchBrowser` is watched: every page of every context it makes is checked by axe-core after
 * each load (once its preloader and animations are done) and once more before its context, page
 * or browser closes (the state the journey left it in). Every frame is checked on its own (game
 * iframes, sandbox provider pages, the back office: everything the site serves counts). Serious
 * and critical violations are kept (one per rule and element) until the journey's `afterEach`
 * (support/a11y-setup.ts) fails the test with their list.
 */

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface A11yFinding {
  rule: string;
  impact: string;
  target: string;
  help: string;
  url: string;
  /** The failing element's markup and axe's summary of why, cut short. */
  detail: string;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
}

/** axe-core on one frame (its child frames are checked on their own). */
async function checkFrame(frame: Frame): Promise<A11yFinding[]> {
  const url = frame.url();
  if (!url.startsWith('http')) return [];
  // Evaluated through the debugging protocol as a script of its own: the site's
  // Content-Security-Policy (no inline script, no eval) does not apply to it.
  if (!(await frame.evaluate('typeof axe === "object"'))) await frame.evaluate(AXE_SOURCE);
  const violations = (await frame.evaluate(async (tags) => {
    const { axe } = globalThis as unknown as {
      axe: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> };
    };
    // Animations finish first (a fading modal's text is not yet its real colour).
    for (let waited = 0; waited < 1500 && document.getAnimations().length > 0; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const run = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      iframes: false,
      resultTypes: ['violations'],
    });
    return run.violations;
  }, WCAG_TAGS)) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        target: node.target.map(String).join(' >> '),
        help: violation.help,
        url,
        detail: `${node.html.slice(0, 160)} ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
      })),
    );
}

/** A page or frame navigated or closed under the check: nothing to report for it. */
function ifGone(error: unknown): A11yFinding[] {
  const message = error instanceof Error ? error.message : String(error);
  if (/destroyed|closed|detached|navigat|Target page/i.test(message)) return [];
  throw error;
}

/** One check at a time on a page (axe refuses a second run in a frame while one is running). */
const queues = new WeakMap<Page, Promise<unknown>>();

/** Serious and critical WCAG 2.1 AA violations on a page and each of its frames. */
export function axeCheck(page: Page): Promise<A11yFinding[]> {
  const check = (queues.get(page) ?? Promise.resolve()).catch(() => {}).then(() => checkPage(page));
  queues.set(page, check);
  return check;
}

/** Contexts made with `javaScriptEnabled: false`, and how to make a context of the same browser unwatched. */
const scriptless = new WeakSet<BrowserContext>();
const unwatchedContext = new WeakMap<Browser, Browser['newContext']>();

/**
 * A page whose context runs no script cannot run axe either: the page's timers never fire, so
 * axe (and the wait for animations) never answers (no-dead-taps' JavaScript-off journey hung
 * there until the 30 s bound). What such a player sees is the page's DOM with no script run: it
 * is served again, as it stands, to a page of a twin context (same viewport) whose scripts are
 * allowed but forbidden to the page by its Content-Security-Policy, and checked there. Its
 * `noscript` content is unwrapped (a browser without scripts renders it).
 */
async function checkWithoutScripts(page: Page): Promise<A11yFinding[]> {
  const url = page.url();
  if (!url.startsWith('http')) return [];
  const html = (await page.content()).replace(/<\/?noscript>/g, '');
  const browser = page.context().browser();
  if (!browser) return [];
  const newContext = unwatchedContext.get(browser) ?? browser.newContext.bind(browser);
  const twin = await newContext({ viewport: page.viewportSize() });
  try {
    const copy = await twin.newPage();
    await copy.route('**/*', (route) =>
      route.request().isNavigationRequest()
        ? route.fulfill({
            contentType: 'text/html',
            headers: { 'content-security-policy': "script-src 'none'" },
            body: html,
          })
        : route.continue(),
    );
    await copy.goto(url);
    return (await checkFrame(copy.mainFrame())).map((finding) => ({ ...finding, url }));
  } finally {
    await twin.close();
  }
}

async function checkPage(page: Page): Promise<A11yFinding[]> {
  if (scriptless.has(page.context())) return checkWithoutScripts(page);
  const found: A11yFinding[] = [];
  for (const frame of page.frames()) {
    // A frame that navigates or goes away meanwhile is checked on its next load; any other
    // failure of the check fails the journey (a check that cannot run must not pass).
    found.push(...(await checkFrame(frame).catch(ifGone)));
  }
  return found;
}

/** One line per violation: rule, impact, where, what to do. */
export function formatFindings(findings: A11yFinding[]): string {
  return findings
    .map(
      (f) =>
        `- ${f.rule} (${f.impact}) at ${f.target} on ${new URL(f.url).pathname}: ${f.help}\n    ${f.detail}`,
    )
    .join('\n');
}

const collected = new Map<string, A11yFinding>();
const running = new Set<Promise<unknown>>();

/**
 * The journeys' switch (README, ADR 049): `journeys` (the default) watches the accessibility
 * journeys only; `report` and `fail` watch every journey; `off` none.
 */
export const A11Y_MODE = process.env.A11Y_CHECK ?? 'journeys';
/** The accessibility journeys: watched in every mode but `off`, and failed on a finding. */
export const A11Y_JOURNEY = /(a11y[^/]*|keyboard)\.spec\.ts$/;

/** The test file being run (the worker's, when vitest has not set the expect state yet). */
export function currentTestFile(): string {
  const worker = (globalThis as { __vitest_worker__?: { filepath?: string } }).__vitest_worker__;
  return expect.getState().testPath ?? worker?.filepath ?? '';
}

/** No check may hold a journey: one that has not answered after this long is a failure. */
const CHECK_LIMIT_MS = 30_000;

function bounded<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not finish in ${CHECK_LIMIT_MS} ms`)),
      CHECK_LIMIT_MS,
    );
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

function keep(findings: A11yFinding[]) {
  for (const finding of findings) {
    const key = `${finding.rule} ${finding.target}`;
    if (!collected.has(key)) collected.set(key, finding);
  }
}

/** A check that could not run is a failure of its own (never a silent pass). */
function keepFailure(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  keep([
    {
      rule: 'axe-failed',
      impact: 'critical',
      target: message.slice(0, 80),
      help: 'the accessibility check could not run',
      url: 'about:blank',
      detail: message.slice(0, 400),
    },
  ]);
}

function track(check: Promise<unknown>) {
  running.add(check);
  void check.finally(() => running.delete(check));
}

async function checkNow(page: Page) {
  if (page.isClosed()) return;
  keep(await bounded(axeCheck(page), `axe on ${page.url()}`));
}

/** After the page's load, once its preloader has gone (the shell's first paint is behind it). */
async function checkAfterLoad(page: Page) {
  if (!scriptless.has(page.context())) {
    await page
      .waitForFunction(() => !document.querySelector('#preloader:not(.is-hidden)'), null, {
        timeout: 5_000,
      })
      .catch(() => {});
  }
  await checkNow(page);
}

function watchPage(page: Page) {
  page.on('load', () => track(checkAfterLoad(page).catch(keepFailure)));
}

async function checkPages(context: BrowserContext) {
  await Promise.all(context.pages().map((page) => checkNow(page).catch(keepFailure)));
}

function watchContext(context: BrowserContext, options?: { javaScriptEnabled?: boolean }) {
  if (options?.javaScriptEnabled === false) scriptless.add(context);
  context.on('page', watchPage);
  const close = context.close.bind(context);
  context.close = async (options) => {
    await checkPages(context);
    return close(options);
  };
  return context;
}

/** Every context and page `browser` makes is checked (see above); returns `browser`. */
export function watchBrowser(browser: Browser): Browser {
  if (A11Y_MODE === 'off') return browser;
  if (A11Y_MODE === 'journeys' && !A11Y_JOURNEY.test(currentTestFile())) return browser;
  const newContext = browser.newContext.bind(browser);
  unwatchedContext.set(browser, newContext);
  browser.newContext = async (options) => watchContext(await newContext(options), options);
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    watchContext(page.context(), options);
    watchPage(page);
    const closePage = page.close.bind(page);
    page.close = async (closeOptions) => {
      await checkNow(page).catch(keepFailure);
      return closePage(closeOptions);
    };
    return page;
  };
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    await Promise.all(browser.contexts().map(checkPages));
    return close(options);
  };
  return browser;
}

/** The violations found since the last call (after the checks under way have ended). */
export async function takeFindings(): Promise<A11yFinding[]> {
  const until = Date.now() + CHECK_LIMIT_MS;
  while (running.size > 0 && Date.now() < until) {
    await Promise.race([
      Promise.allSettled([...running]),
      new Promise((resolve) => setTimeout(resolve, until - Date.now())),
    ]);
  }
  if (running.size > 0) {
    keepFailure(
      new Error(`${running.size} accessibility check(s) still running after ${CHECK_LIMIT_MS} ms`),
    );
    running.clear();
  }
  const findings = [...collected.values()];
  collected.clear();
  return findings;
}

/** Throws with the list when any serious or critical violation was found since the last call. */
export async function assertNoFindings() {
  const findings = await takeFindings();
  if (findings.length > 0) {
    throw new Error(
      `axe: ${findings.length} serious or critical WCAG 2.1 AA violation(s):\n${formatFindings(findings)}`,
    );
  }
}
