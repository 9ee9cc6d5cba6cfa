import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAdminOf, enrolOperator } from './support/backoffice.ts';
import { fundByCard, registerPlayer } from './support/players.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  hasChromium,
  PHONE,
  type RunningSite,
  useSiteAndBrowser,
} from './support/site.ts';

const SHOTS = 'screenshots/backoffice';

describe.skipIf(!hasChromium)('back office player card: bonuses and chat', () => {
  let site: RunningSite;
  let browser: Browser;
  // The sandbox demo admin exists (as after `npm run serve`).
  useSiteAndBrowser(FAST_ARGON2, (started) => {
    ({ site, browser } = started);
  });

  it('shows the granted bonus and the chat, cancels the bonus with a note and opens the conversation', async () => {
    // A player deposits 50 USD with the AURORA code (50 % bonus) and writes to support.
    const player = await registerPlayer(site.url, 'bobonus');
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${player.accessToken}`,
    };
    const applied = await fetch(`${site.url}/api/game/bonuses/bonuscodes`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ bonusCode: 'AURORA', trigger: 3 }),
    });
    expect(applied.status).toBe(200);
    // 50 USD real and 25 USD bonus.
    await fundByCard(site.url, player.accessToken, 5_000, 7_500);
    const sent = await fetch(`${site.url}/api/support/conversation/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ body: 'Is my reload bonus active?' }),
    });
    expect(sent.status).toBe(200);
    const { conversation } = (await sent.json()) as { conversation: { id: string } };
    const profile = await fetch(`${site.url}/api/player/profile`, { headers });
    const { id } = (await profile.json()) as { id: string };

    const context = await browser.newContext({ viewport: DESKTOP });
    const admin = await context.newPage();
    await enrolOperator(
      admin,
      site.url,
      demoAdminOf(site.url).email,
      demoAdminOf(site.url).password,
    );
    await admin.goto(`${site.url}/backoffice/players/${id}`);
    const bonuses = admin.getByTestId('player-bonuses');
    const bonus = bonuses.getByTestId('player-bonus');
    await expect.poll(() => bonus.count()).toBe(1);
    expect(await bonus.textContent()).toContain('active');
    const chats = admin.getByTestId('player-chats');
    await expect.poll(() => chats.textContent()).toContain('Is my reload bonus active?');
    await admin.screenshot({ path: `${SHOTS}/player-bonuses-1440.png`, fullPage: true });
    await admin.setViewportSize(PHONE);
    await admin.screenshot({ path: `${SHOTS}/player-bonuses-390.png`, fullPage: true });
    await admin.setViewportSize(DESKTOP);

    // The cancel needs a note; the bonus ends canceled and the bonus balance is gone.
    await bonus.getByRole('button', { name: 'Cancel bonus' }).click();
    await bonus.getByLabel('Cancel note').fill('Reload code used twice');
    await bonus.getByRole('button', { name: 'Confirm cancel' }).click();
    await expect.poll(() => bonus.textContent()).toContain('canceled');
    expect(await bonus.getByRole('button', { name: 'Cancel bonus' }).count()).toBe(0);
    await expect
      .poll(() => admin.locator('.card', { hasText: 'Accounts' }).textContent())
      .toContain('0.00 USD bonus');

    // The conversation link opens the support screen on it.
    await chats.getByRole('link').first().click();
    await expect.poll(() => admin.url()).toContain(`/backoffice/support/${conversation.id}`);
    await expect
      .poll(() => admin.getByText('Is my reload bonus active?').count())
      .toBeGreaterThan(0);
  });
});
