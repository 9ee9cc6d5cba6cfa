import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator, totp } from './support/backoffice.ts';
import { mailedLink } from './support/mailbox.ts';
import {
  DESKTOP,
  FAST_ARGON2,
  freePort,
  hasChromium,
  launchBrowser,
  PHONE,
  type RunningSite,
  seededPgliteDir,
  startSite,
} from './support/site.ts';

const run = promisify(execFile);
const ROOT = new URL('..', import.meta.url).pathname;
const SHOTS = 'screenshots/backoffice';
const SMALL_PHONE = { width: 360, height: 640 };
const ADMIN_EMAIL = 'first-admin@ops.test';
const ADMIN_PASSWORD = 'first admin passphrase';

/**
 * Issue 27's operator screens as operators meet them (docs/decisions/015, 023): the first admin
 * made by `npm run operator:create-admin` sets up through the printed link, an operator changes
 * their own password, and an admin's "Reset 2FA" mails a link to choose a new one.
 */
describe.skipIf(!hasChromium)('back-office operators in a browser', () => {
  let site: RunningSite;
  let browser: Browser;
  let dir: string;
  let setupLink: string;

  beforeAll(async () => {
    // The CLI runs as the README says, against the database the site then boots on (PGlite is
    // single-process: the command first, the server after), with the site's PUBLIC_URL.
    dir = await seededPgliteDir();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const made = await run(
      'npm',
      ['run', '--silent', 'operator:create-admin', '--', '--email', ADMIN_EMAIL],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: dir, PUBLIC_URL: url } },
    );
    expect(made.stdout).toContain(`admin ${ADMIN_EMAIL} created`);
    setupLink = /one-time setup link \(works once, until \S+\): (\S+)/.exec(made.stdout)![1]!;
    expect(setupLink.startsWith(`${url}/backoffice/#setup=`)).toBe(true);
    // As after `npm run serve` in sandbox mode: the demo admin exists beside the CLI's admin.
    [site, browser] = await Promise.all([
      startSite(FAST_ARGON2, { port, databaseDir: dir }),
      launchBrowser(),
    ]);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The page at phone, small phone and desktop sizes, back at desktop afterwards. */
  async function shoot(page: Page, name: string) {
    for (const [size, viewport] of [
      ['390', PHONE],
      ['360', SMALL_PHONE],
      ['1440', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
    }
  }

  /** From the enrolment step: a code from the key shown, the recovery codes, then signed in. */
  async function enrolOnScreen(page: Page) {
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByLabel('Code').fill(await totp(secret));
    await page.getByRole('button', { name: 'Enrol' }).click();
    const codes = page.getByTestId('recovery-codes').locator('li');
    await expect.poll(() => codes.count()).toBe(10);
    const recoveryCodes = (await codes.allTextContents()).map((c) => c.trim());
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Log out' }).count()).toBe(1);
    return { secret, recoveryCodes };
  }

  /** The sign-in form: email and password; what the page says next (alert or step). */
  async function signIn(page: Page, email: string, password: string) {
    await page.goto(`${site.url}/backoffice/`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  /** Signs in with a password and a recovery code (a TOTP code works once per 30 s step). */
  async function signInWithRecovery(page: Page, email: string, password: string, code: string) {
    await signIn(page, email, password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Log out' }).count()).toBe(1);
  }

  const alertOf = (page: Page) => page.getByRole('alert').textContent();
  /** After a reload: the sign-in form (no session) or the back office (a session). */
  async function signedInAfterReload(page: Page) {
    await page.reload();
    const out = page.getByRole('button', { name: 'Continue' });
    const inside = page.getByRole('button', { name: 'Log out' });
    await expect.poll(async () => (await out.count()) + (await inside.count())).toBe(1);
    return (await inside.count()) === 1;
  }

  let admin: Page;
  const contexts: BrowserContext[] = [];
  const newPage = async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    return context.newPage();
  };
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it("the CLI's setup link: choose a password, enrol an app, in the back office; the link again is refused", async () => {
    admin = await newPage();
    await admin.goto(setupLink);
    await expect
      .poll(() => admin.getByRole('heading', { name: 'Choose your password' }).count())
      .toBe(1);
    await shoot(admin, 'setup-link');
    // A typo in the repeated password is caught before the link is spent.
    await admin.getByLabel('New password', { exact: true }).fill(ADMIN_PASSWORD);
    await admin.getByLabel('New password again').fill(`${ADMIN_PASSWORD}.`);
    await admin.getByRole('button', { name: 'Set password' }).click();
    await expect.poll(() => alertOf(admin)).toBe('The passwords differ');
    await shoot(admin, 'setup-link-differ');
    await admin.getByLabel('New password again').fill(ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'Set password' }).click();
    await expect.poll(() => admin.getByTestId('totp-secret').count()).toBe(1);
    // The spent secret left the address bar.
    expect(admin.url()).not.toContain('setup=');
    await expect.poll(() => admin.getByAltText('QR code of the authenticator key').count()).toBe(1);
    await shoot(admin, 'setup-enrol');
    await enrolOnScreen(admin);
    await expect
      .poll(() => admin.getByRole('button', { name: 'Operators & keys' }).count())
      .toBe(1);
    expect(await admin.getByText(`${ADMIN_EMAIL} · admin`).count()).toBe(1);

    // Someone opening the same link later (another browser) is told it is spent.
    const later = await newPage();
    await later.goto(setupLink);
    await later.getByLabel('New password', { exact: true }).fill('someone else passphrase');
    await later.getByLabel('New password again').fill('someone else passphrase');
    await later.getByRole('button', { name: 'Set password' }).click();
    await expect
      .poll(() => alertOf(later))
      .toBe(
        'This setup link was used already or has expired. Sign in with the password chosen through it, or ask for a new link.',
      );
    expect(await later.getByTestId('totp-secret').count()).toBe(0);
    expect(later.url()).not.toContain('setup=');
    await shoot(later, 'setup-link-spent');
    // The sign-in form is offered there: the password chosen through the link signs in.
    await later.getByLabel('Email').fill(ADMIN_EMAIL);
    await later.getByLabel('Password').fill(ADMIN_PASSWORD);
    await later.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => later.getByLabel('Code from your authenticator app').count()).toBe(1);
  }, 180_000);

  const operatorEmail = `support${Date.now()}@ops.test`;
  let operatorPassword = '';
  let operatorCodes: string[] = [];
  let operator: Page;

  it('"My password": the operator changes it, their other session ends, the old one is refused', async () => {
    const firstPassword = await addOperator(admin, operatorEmail, 'support');
    operator = await newPage();
    await signIn(operator, operatorEmail, firstPassword);
    ({ recoveryCodes: operatorCodes } = await enrolOnScreen(operator));
    // A second session of the same operator (another device).
    const otherDevice = await newPage();
    await signInWithRecovery(otherDevice, operatorEmail, firstPassword, operatorCodes[0]!);

    await operator.getByRole('button', { name: 'My password' }).click();
    await expect.poll(() => operator.getByRole('heading', { name: 'My password' }).count()).toBe(1);
    await shoot(operator, 'my-password');
    const form = operator.locator('form', {
      has: operator.getByRole('button', { name: 'Change password' }),
    });
    operatorPassword = 'my own new passphrase';
    // A wrong current password is refused under the form.
    await form.getByLabel('Current password').fill('not the password');
    await form.getByLabel('New password', { exact: true }).fill(operatorPassword);
    await form.getByLabel('New password again').fill(operatorPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => alertOf(operator)).toBe('The current password is not right');
    await shoot(operator, 'my-password-refused');

    await form.getByLabel('Current password').fill(firstPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => operator.getByRole('status').textContent())
      .toBe('Password changed. Your other sessions were signed out.');
    await shoot(operator, 'my-password-changed');
    // This session stays; the other device is signed out.
    expect(await signedInAfterReload(operator)).toBe(true);
    expect(await signedInAfterReload(otherDevice)).toBe(false);

    // The old password is refused, the new one signs in.
    await signIn(otherDevice, operatorEmail, firstPassword);
    await expect.poll(() => alertOf(otherDevice)).toBe('The email or password is not right');
    await signInWithRecovery(otherDevice, operatorEmail, operatorPassword, operatorCodes[1]!);
    expect(await otherDevice.getByText(`${operatorEmail} · support`).count()).toBe(1);
  }, 180_000);

  it("an admin resets an operator's 2FA: the mailed link chooses a new password, the app is enrolled again", async () => {
    // The Operators screen, opened anew (it lists operators as they were when it opened).
    const operatorsScreen = async () => {
      await admin.getByRole('button', { name: 'Dashboard' }).click();
      await admin.getByRole('button', { name: 'Operators & keys' }).click();
    };
    await operatorsScreen();
    const row = admin.locator('tr', { hasText: operatorEmail });
    await expect.poll(() => row.textContent()).toContain('enrolled');
    admin.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Reset 2FA' }).click();
    await expect.poll(() => row.textContent()).toContain('at first login');
    // The operator is signed out at once, and neither password nor recovery code lets them in.
    expect(await signedInAfterReload(operator)).toBe(false);
    await signIn(operator, operatorEmail, operatorPassword);
    await expect.poll(() => alertOf(operator)).toBe('The email or password is not right');

    const link = await mailedLink(site.url, operatorEmail, '/backoffice/#reset=');
    await operator.goto(link);
    await expect
      .poll(() => operator.getByRole('heading', { name: 'Choose a new password' }).count())
      .toBe(1);
    await shoot(operator, 'reset-link');
    const chosen = 'chosen after the reset';
    await operator.getByLabel('New password', { exact: true }).fill(chosen);
    await operator.getByLabel('New password again').fill(`${chosen}!`);
    await operator.getByRole('button', { name: 'Save password' }).click();
    await expect.poll(() => alertOf(operator)).toBe('The passwords differ');
    await shoot(operator, 'reset-link-differ');
    await operator.getByLabel('New password again').fill(chosen);
    await operator.getByRole('button', { name: 'Save password' }).click();

    // Back on the sign-in form, without the link in the address bar: the new password, then
    // a new authenticator app.
    await expect
      .poll(() => operator.getByRole('status').textContent())
      .toBe('Password saved. Sign in with it; you then enrol your authenticator app again.');
    expect(operator.url()).not.toContain('reset=');
    await shoot(operator, 'reset-link-saved');
    await operator.getByLabel('Email').fill(operatorEmail);
    await operator.getByLabel('Password').fill(chosen);
    await operator.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => operator.getByTestId('totp-secret').count()).toBe(1);
    await enrolOnScreen(operator);
    expect(await operator.getByText(`${operatorEmail} · support`).count()).toBe(1);
    await operatorsScreen();
    await expect.poll(() => row.textContent()).toContain('enrolled');

    // The link works once.
    const again = await newPage();
    await again.goto(link);
    await again.getByLabel('New password', { exact: true }).fill('a second try here');
    await again.getByLabel('New password again').fill('a second try here');
    await again.getByRole('button', { name: 'Save password' }).click();
    await expect.poll(() => alertOf(again)).toBe('This link is not valid any more; ask an admin');
  }, 180_000);
});
