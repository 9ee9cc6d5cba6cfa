import type { Browser, Page } from 'playwright-core';
import { registerPlayer } from '../e2e/support/players.ts';
import { sessionCookies } from '../e2e/support/session.ts';
import {
  FAST_ARGON2,
  launchBrowser,
  PHONE,
  type RunningSite,
  startSite,
} from '../e2e/support/site.ts';
import { responseTime } from '../e2e/support/tap-timing.ts';

/**
 * Tap → visible after hydration on a 390x844 phone (issue 13 target: 100 ms): from the click
 * event to the first animation frame that shows the answer, for Sign up, Sign in and the Menu
 * drawer (guest) and Deposit (player), on the built site (run `npm run build` first) in this
 * process on a seeded PGlite, driven by Debian's Chromium. Each tap runs BENCH_RUNS (10) times on
 * a freshly loaded, hydrated and settled page; medians and maxima are printed beside the
 * baseline: a bare page whose button shows a dialog element, measured the same way in the same
 * run (one frame of this machine's browser).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 10);

type Control = 'signUp' | 'signIn' | 'menu' | 'deposit' | 'baseline';

async function hydratedPage(browser: Browser, site: RunningSite, cookies: object[]) {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  await context.addCookies([
    { name: 'cookie-consent', value: '1', url: site.url },
    ...(cookies as []),
  ]);
  const page = await context.newPage();
  await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="menu-button"]')?.getAttribute('aria-expanded'),
  );
  return page;
}

async function bare(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  await page.setContent(`<button id="open">Open</button><div role="dialog" hidden>Hello</div>
<script>document.getElementById('open').onclick=function(){document.querySelector('[role=dialog]').hidden=false}</script>`);
  return page;
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0 };
}

const site = await startSite({ ...FAST_ARGON2, RATE_LIMIT_REGISTER_PER_MINUTE: 1000 });
const browser = await launchBrowser();
try {
  const player = await registerPlayer(site.url, 'taps');
  const times: Record<Control, number[]> = {
    signUp: [],
    signIn: [],
    menu: [],
    deposit: [],
    baseline: [],
  };
  for (let run = 0; run < RUNS; run++) {
    const guest = await hydratedPage(browser, site, []);
    times.signUp.push(
      await responseTime(guest, guest.getByRole('link', { name: 'Sign up' }), 'dialog'),
    );
    await guest.context().close();
    const again = await hydratedPage(browser, site, []);
    times.signIn.push(
      await responseTime(again, again.getByRole('link', { name: 'Sign in' }), 'dialog'),
    );
    await again.context().close();
    const third = await hydratedPage(browser, site, []);
    times.menu.push(await responseTime(third, third.getByTestId('menu-button'), 'drawer'));
    await third.context().close();
    const signedIn = await hydratedPage(browser, site, sessionCookies(site.url, player));
    times.deposit.push(
      await responseTime(signedIn, signedIn.getByTestId('deposit-button'), 'dialog'),
    );
    await signedIn.context().close();
    const baseline = await bare(browser);
    times.baseline.push(await responseTime(baseline, baseline.locator('#open'), 'dialog'));
    await baseline.context().close();
  }
  const base = summary(times.baseline).median;
  console.log(`tap → visible after hydration, 390x844, ${RUNS} runs each (target 100 ms)`);
  for (const [control, values] of Object.entries(times)) {
    const { median, max } = summary(values);
    const ratio = control === 'baseline' ? '' : `  (${(median / base).toFixed(1)}x baseline)`;
    console.log(
      `${control.padEnd(9)} median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms${ratio}`,
    );
  }
} finally {
  await browser.close();
  await site.close();
}
