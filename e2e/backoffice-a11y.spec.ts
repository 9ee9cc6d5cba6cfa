import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type AxeProblem,
  describeAxeProblems,
  seriousAxeProblems,
} from './support/axe-backoffice.ts';
import { demoAdminOf, totp } from './support/backoffice.ts';
import { registerPlayer } from './support/players.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

/**
 * Issue 35 (WCAG 2.1 AA, back office): every screen of the demo admin, the sign-in and
 * enrolment included, at desktop and phone size, with axe's WCAG 2.0/2.1 A and AA rules finding
 * nothing serious or critical; and a search done by keyboard alone with the focus always seen.
 */

/** Every API call the page made has answered (an event stream left open is not waited for). */
function trackRequests(page: Page) {
  const open = new Set<unknown>();
  page.on('request', (r) => {
    if (r.resourceType() !== 'eventsource') open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return async () => {
    await page.waitForTimeout(150);
    await expect.poll(() => open.size, { timeout: 10_000 }).toBe(0);
    // React renders what the last answer brought.
    await page.waitForTimeout(100);
  };
}

/** A screen of the nav and the button on it that opens an editor. */
const OPEN_FORMS = [
  ['Bonuses', 'New offer'],
  ['Quests & wheels', 'New quest'],
  ['Quests & wheels', 'New wheel'],
  ['Tournaments', 'New tournament'],
] as const;

/** What the keyboard focus is on, and the outline it shows. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      name:
        el?.getAttribute('aria-label') ?? el?.getAttribute('name') ?? el?.textContent?.trim() ?? '',
      outline: style ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : '',
    };
  });

/**
 * Tab (Shift+Tab with `back`) until the focus is on what `is` accepts; every control passed on
 * the way shows a solid outline at least 2 px wide.
 */
async function tabTo(page: Page, is: (f: Awaited<ReturnType<typeof focused>>) => boolean) {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now.tag === 'body') continue;
    const [style, width] = now.outline.split(' ');
    expect({ ...now, visible: style === 'solid' && Number.parseFloat(width!) >= 2 }).toMatchObject({
      visible: true,
    });
    if (is(now)) return now;
  }
  throw new Error('the keyboard never reached the control');
}

/** Sign-in, enrolment and recovery codes of the demo admin, each screen checked on the way. */
async function signIn(page: Page, siteUrl: string, check: (where: string) => Promise<void>) {
  const admin = demoAdminOf(siteUrl);
  await page.goto(`${siteUrl}/backoffice/`);
  await page.getByLabel('Email').waitFor();
  await check('sign-in');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await check('enrolment');
  await page.getByLabel('Code').fill(await totp(secret));
  await page.getByRole('button', { name: 'Enrol' }).click();
  await expect.poll(() => page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
  await check('recovery codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  return secret;
}

describe.skipIf(!hasChromium)('back office accessibility (WCAG 2.1 AA)', () => {
  let site: RunningSite;
  let browser: Browser;
  let secret: string | undefined;
  useSiteAndBrowser(FAST_ARGON2, (started) => {
    ({ site, browser } = started);
  });

  it('axe finds nothing serious or critical on any screen, its tabs, a player card and an open form, at 1440x900 and 390x844', async () => {
    const player = await registerPlayer(site.url, 'a11y');
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const settled = trackRequests(page);
    const found: Array<{ where: string; problems: AxeProblem[] }> = [];
    let size = '1440';
    const check = async (where: string) => {
      await settled();
      const problems = await seriousAxeProblems(page);
      if (problems.length > 0) found.push({ where: `${where} @${size}`, problems });
    };

    secret = await signIn(page, site.url, check);
    for (const viewport of [DESKTOP, PHONE]) {
      size = String(viewport.width);
      await page.setViewportSize(viewport);
      const nav = page.locator('.shell header nav button');
      const screens = await nav.count();
      expect(screens).toBeGreaterThan(20);
      for (let i = 0; i < screens; i++) {
        await nav.nth(i).click();
        const name = (await nav.nth(i).textContent())!.trim();
        await check(name);
        // Each tab of a screen with tabs.
        const tabs = page.locator('main [role="tab"]');
        for (let t = 1; t < (await tabs.count()); t++) {
          await tabs.nth(t).click();
          await check(`${name} / ${(await tabs.nth(t).textContent())!.trim()}`);
        }
      }
      // A player's card, found by a search.
      await page.getByRole('button', { name: 'Players', exact: true }).click();
      await page.getByLabel('Email, id, nickname, phone or name').fill(player.email);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: player.email }).click();
      await page.getByRole('heading', { name: player.email }).waitFor();
      await check('player card');
      // A content entry's editor, opened from the list.
      await page.getByRole('button', { name: 'Content', exact: true }).click();
      await settled();
      await page.locator('main tbody button.link').first().click();
      await check('content entry editor');
      // The editors the "New …" buttons open.
      for (const [screen, button] of OPEN_FORMS) {
        // From another screen, so the screen opens on its list (not the editor left open).
        await page.getByRole('button', { name: 'Dashboard', exact: true }).click();
        await page.getByRole('button', { name: screen, exact: true }).click();
        await page.getByRole('button', { name: button, exact: true }).click();
        await check(`${screen} / ${button}`);
      }
      await page.getByRole('button', { name: 'My password' }).click();
      await check('my password');
    }
    const report = found.map((f) => describeAxeProblems(f.where, f.problems)).join('\n');
    if (report) console.log(report);
    const count = (rule: string) =>
      found.reduce(
        (n, f) =>
          n + f.problems.filter((p) => p.rule === rule).reduce((k, p) => k + p.targets.length, 0),
        0,
      );
    const rules = [...new Set(found.flatMap((f) => f.problems.map((p) => p.rule)))];
    expect(Object.fromEntries(rules.map((r) => [r, count(r)])), report).toEqual({});
  });

  it('an operator signs in, finds a player and opens the card by keyboard alone, the focus ring always shown', async () => {
    const player = await registerPlayer(site.url, 'keys');
    const page = await browser.newPage({ viewport: DESKTOP });
    secret ??= await signIn(page, site.url, async () => {});
    if (await page.getByRole('button', { name: 'Log out' }).count()) {
      await page.getByRole('button', { name: 'Log out' }).click();
    }
    const admin = demoAdminOf(site.url);
    await page.goto(`${site.url}/backoffice/`);
    await page.getByLabel('Email').waitFor();
    await tabTo(page, (f) => f.name === 'email');
    await page.keyboard.type(admin.email);
    await tabTo(page, (f) => f.name === 'password');
    await page.keyboard.type(admin.password);
    await page.keyboard.press('Enter');
    await page.getByLabel('Code from your authenticator app').waitFor();
    // The code's field took the focus: no Tab needed to come back to the form.
    await expect.poll(async () => (await focused(page)).name).toBe('code');
    await page.keyboard.type(await totp(secret, 1));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Log out' }).waitFor();

    // Through the navigation to Players, then its search, then the player's row.
    await tabTo(page, (f) => f.tag === 'button' && f.name === 'Players');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Players' }).waitFor();
    await tabTo(page, (f) => f.tag === 'input' && f.name.startsWith('Email, id'));
    await page.keyboard.type(player.email);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: player.email }).waitFor();
    const row = await tabTo(page, (f) => f.name === player.email);
    expect(row.outline).toMatch(/^solid 3px /);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: player.email }).waitFor();
    await page.close();
  });
});
