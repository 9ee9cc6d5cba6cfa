import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPhone } from './support/phone.ts';
import { registerPlayer } from './support/players.ts';
import { TEST_PASSWORD } from './support/session.ts';
import { FAST_ARGON2, hasChromium, type RunningSite, useSiteAndBrowser } from './support/site.ts';

/**
 * Issue 35, passkeys on a phone: a player who has an authenticator app adds a passkey in the
 * profile (Chromium's virtual authenticator stands in for the phone's), signs out, is refused a
 * wrong app code at the next sign-in and signs in with the passkey instead; the sessions list
 * says how.
 */
describe.skipIf(!hasChromium)('passkeys for players (issue 35)', () => {
  let site: RunningSite;
  let browser: Browser;

  useSiteAndBrowser(FAST_ARGON2, (started) => {
    ({ site, browser } = started);
  });

  const hydrated = (page: Page) =>
    page.getByTestId('menu-button').getAttribute('aria-expanded', { timeout: 1000 });
  const settled = (page: Page) => expect.poll(() => hydrated(page)).toBe('false');

  it('adds a passkey in the profile and signs in with it after a wrong app code', async () => {
    const player = await registerPlayer(site.url, 'passkey');
    // The authenticator app is on already (set up over the API, as two-factor.spec.ts does it
    // in the page): the player has both factors.
    const api = (path: string, body: object) =>
      fetch(`${site.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${player.accessToken}`,
        },
        body: JSON.stringify(body),
      });
    const { secret } = (await (
      await api('/api/player/two-factor/totp', { password: TEST_PASSWORD })
    ).json()) as {
      secret: string;
    };
    const confirmed = await api('/api/player/two-factor/totp/confirm', {
      code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }),
    });
    expect(confirmed.status).toBe(200);

    // NOTE: a browser takes no IP address as a passkey's site: the sandbox on 127.0.0.1 names
    // its passkeys `localhost`, where the phone opens it.
    const url = site.url.replace('127.0.0.1', 'localhost');
    const { context, page } = await openPhone(browser, url, { player });
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    await page.goto(`${url}/profile/info`);
    await settled(page);
    const card = page.getByRole('region', { name: 'Two-step sign-in' });
    await card.getByText('No passkeys yet.').waitFor();
    await card.getByRole('button', { name: 'Add a passkey' }).tap();
    await card.getByLabel('Passkey name').fill('My test phone');
    await card.getByLabel('Your password').fill(TEST_PASSWORD);
    await card.getByRole('button', { name: 'Add passkey' }).tap();
    const listed = card.getByTestId('passkey');
    await listed.first().waitFor();
    expect(await listed.count()).toBe(1);
    expect(await listed.first().textContent()).toContain('My test phone');
    expect(await listed.first().textContent()).toContain('Not used yet');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);

    // Signed out on the same phone (its authenticator keeps the passkey).
    await context.clearCookies();
    await context.addCookies([{ name: 'cookie-consent', value: '1', url }]);
    await page.goto(`${url}/?sign-in`);
    await settled(page);
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email', { exact: true }).fill(player.email);
    await dialog.getByLabel('Password').fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).tap();
    const code = dialog.getByLabel('Security code');
    await code.waitFor();

    // A wrong app code is refused; the passkey signs in.
    await code.fill('000000');
    await dialog.getByRole('button', { name: 'Continue', exact: true }).tap();
    await dialog.getByText('This code is wrong or was already used.').waitFor();
    expect(await page.getByTestId('user-menu').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Use a passkey' }).tap();
    await page.getByTestId('user-menu').waitFor();

    // The sessions list tells this sign-in apart; the passkey shows it was used.
    await page.goto(`${url}/profile/history/sessions`);
    const factors = page.getByTestId('session-factor');
    await factors.first().waitFor();
    expect(await factors.allTextContents()).toContain('Password and passkey');
    await page.goto(`${url}/profile/info`);
    const used = page.getByRole('region', { name: 'Two-step sign-in' }).getByTestId('passkey');
    await used.first().waitFor();
    expect(await used.first().textContent()).toContain('Last used');
    await context.close();
  });
});
