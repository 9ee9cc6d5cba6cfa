/** Browser helpers of scripts/audit/site-pages.ts (how to run it is in its header). */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type WebSocket,
} from 'playwright-core';

export const BASE = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
export const MAINTENANCE = process.argv[3]?.replace(/\/$/, '');
export const PASSWORD = 'Audit-pass-1';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const lines: { id: string; pass: boolean }[] = [];

export function report(id: string, expected: string, seen: string, pass: boolean) {
  lines.push({ id, pass });
  const clean = (text: string) => text.replace(/\s+/g, ' ').slice(0, 240);
  console.log(`${id} | ${clean(expected)} | ${clean(seen)} | ${pass ? 'PASS' : 'FAIL'}`);
}

export interface Seen {
  seen: string;
  pass: boolean;
}

/** One row: its check runs with a time limit; an exception is that row's FAIL, not the run's. */
export async function row(id: string, expected: string, check: () => Promise<Seen>) {
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out after 60 s')), 60_000);
      }),
    ]);
    report(id, expected, result.seen, result.pass);
  } catch (error) {
    report(id, expected, `error: ${(error as Error).message.split('\n')[0]}`, false);
  } finally {
    clearTimeout(timer);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns true or `ms` pass; the last value. */
export async function until(probe: () => Promise<boolean>, ms = 8000): Promise<boolean> {
  const started = Date.now();
  for (;;) {
    const value = await probe().catch(() => false);
    if (value || Date.now() - started > ms) return value;
    await sleep(150);
  }
}

// ---------------------------------------------------------------------------------------------
// Players, made through the site's own API (as the sign-up form would) and signed in by cookies.

export interface Player {
  email: string;
  accessToken: string;
  refreshToken: string;
}

export async function api(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  // biome-ignore lint/suspicious/noExplicitAny: the audit reads whatever JSON the site answers
  return { status: response.status, body: json as any, headers: response.headers };
}

export async function newPlayer(
  prefix = 'site',
  currency = 'USD',
  country = 'US',
): Promise<Player> {
  const email = `audit-${prefix}-${Date.now()}-${randomUUID().slice(0, 6)}@example.com`;
  const reply = await api('POST', '/api/player/register', undefined, {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    currency,
    country,
    agreements: true,
  });
  if (reply.status !== 201)
    throw new Error(`register ${reply.status} ${JSON.stringify(reply.body)}`);
  return { email, ...reply.body };
}

/** A sandbox card deposit of `amount` minor units, paid on the hosted checkout; waits for it. */
export async function fund(player: Player, amount: number, bonusCode?: string) {
  const created = await api('POST', '/api/payment/invoices/deposit', player.accessToken, {
    method: 'sandbox-card',
    currency: 'USD',
    amount,
    idempotencyKey: randomUUID(),
    ...(bonusCode ? { bonusCode } : {}),
  });
  if (created.status !== 200) throw new Error(`deposit ${created.status}`);
  const paid = await fetch(created.body.redirectUrl, {
    method: 'POST',
    body: new URLSearchParams({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      name: 'Ada L',
    }),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`checkout ${paid.status}`);
  const credited = await until(async () => {
    const accounts = await api('GET', '/api/wallet/accounts', player.accessToken);
    return (accounts.body?.items?.[0]?.realBalance ?? accounts.body?.items?.[0]?.balance) >= amount;
  }, 20_000);
  if (!credited) throw new Error('deposit not credited');
  return created.body.invoice.id as string;
}

export function sessionCookies(player: Player) {
  const { hostname: domain } = new URL(BASE);
  const exp = JSON.parse(
    Buffer.from(player.accessToken.split('.')[1]!, 'base64url').toString(),
  ).exp;
  const base = {
    domain,
    sameSite: 'Lax' as const,
    expires: Math.floor(Date.now() / 1000) + 86_400,
  };
  return [
    { ...base, name: 'access_token', value: player.accessToken, path: '/', httpOnly: true },
    {
      ...base,
      name: 'refresh_token',
      value: player.refreshToken,
      path: '/api/player/sessions/refresh',
      httpOnly: true,
    },
    { ...base, name: 'session', value: String(exp), path: '/' },
  ];
}

// ---------------------------------------------------------------------------------------------
// Browser helpers

let browser: Browser;

export async function launchBrowser() {
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  return browser;
}

export interface PhoneOptions {
  player?: Player;
  viewport?: { width: number; height: number };
  /** Leave the cookie popup up (it is accepted beforehand otherwise). */
  withCookiePopup?: boolean;
  base?: string;
}

export async function phone(
  options: PhoneOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const isDesktop = options.viewport === DESKTOP;
  const context = await browser.newContext({
    viewport: options.viewport ?? PHONE,
    hasTouch: !isDesktop,
    isMobile: !isDesktop,
    userAgent: isDesktop ? undefined : PHONE_UA,
  });
  const base = options.base ?? BASE;
  if (!options.withCookiePopup)
    await context.addCookies([{ name: 'cookie-consent', value: '1', url: base }]);
  if (options.player) await context.addCookies(sessionCookies(options.player));
  return { context, page: await context.newPage() };
}

/** The bottom bar's Menu button gets aria-expanded from the script only: the page is hydrated. */
export async function hydrated(page: Page) {
  const done = await until(
    async () =>
      (await page.getByTestId('menu-button').getAttribute('aria-expanded', { timeout: 500 })) !==
      null,
    15_000,
  );
  if (!done) throw new Error(`not hydrated at ${page.url()}`);
}

/** Opens `path` on a fresh phone, waits for hydration, runs `body`, closes the phone. */
export async function onPhone<T>(
  path: string,
  body: (page: Page, context: BrowserContext) => Promise<T>,
  options: PhoneOptions & { noHydration?: boolean } = {},
): Promise<T> {
  const { context, page } = await phone(options);
  try {
    await page.goto(`${options.base ?? BASE}${path}`);
    if (!options.noHydration) await hydrated(page);
    return await body(page, context);
  } finally {
    await context.close();
  }
}

export const text = async (page: Page, selector: string) =>
  (
    (await page
      .locator(selector)
      .first()
      // biome-ignore lint/performance/useDomNodeTextContent: the words a player sees, hidden ones left out
      .innerText({ timeout: 3000 })
      .catch(() => null)) ?? ''
  )
    .replace(/\s+/g, ' ')
    .trim();
export const h1 = (page: Page) => text(page, 'h1');
export const visible = (page: Page, selector: string, ms = 6000) =>
  until(() => page.locator(selector).first().isVisible(), ms);
export const testId = (id: string) => `[data-testid="${id}"]`;
export const dialogName = async (page: Page) => {
  const dialog = page.locator('[role=dialog]:visible, dialog[open]').first();
  if (!(await dialog.count())) return '';
  const label = await dialog.getAttribute('aria-label');
  if (label) return label;
  const by = await dialog.getAttribute('aria-labelledby');
  if (by) return ((await page.locator(`[id="${by}"]`).textContent()) ?? '').trim();
  return (
    (await dialog
      .locator('h2')
      .first()
      .textContent()
      .catch(() => '')) ?? ''
  ).trim();
};
export const hasDialog = (page: Page, ms = 5000) =>
  until(async () => (await dialogName(page)) !== '', ms);
export const noDialog = async (page: Page) => {
  await sleep(1200);
  return (await dialogName(page)) === '';
};
export const toastText = (page: Page) => text(page, '.toasts');

/** Status and the first heading of a page loaded in a fresh phone. */
export async function pageAt(path: string, options: PhoneOptions = {}) {
  const { context, page } = await phone(options);
  try {
    const response = await page.goto(`${options.base ?? BASE}${path}`);
    await page.waitForLoadState('networkidle').catch(() => {});
    return {
      status: response?.status() ?? 0,
      url: page.url().replace(options.base ?? BASE, ''),
      h1: await h1(page),
      title: await page.title(),
      lang: (await page.getAttribute('html', 'lang')) ?? '',
      body: (
        (await page
          .locator('main, #content')
          .first()
          .textContent()
          .catch(() => '')) ?? ''
      )
        .replace(/\s+/g, ' ')
        .trim(),
    };
  } finally {
    await context.close();
  }
}

export async function httpStatus(path: string, base = BASE) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  return `${response.status}${response.headers.get('location') ? ` -> ${response.headers.get('location')}` : ''}`;
}

/** Channels the page's realtime client subscribes to (centrifuge JSON frames). */
export function watchSockets(page: Page) {
  const sent: string[] = [];
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => {
    sockets.push(socket);
    socket.on('framesent', (frame) => sent.push(String(frame.payload)));
  });
  return {
    sockets,
    sent,
    channels: () =>
      sent.flatMap((frame) =>
        frame
          .split('\n')
          .map((part) => {
            try {
              return JSON.parse(part)?.subscribe?.channel as string | undefined;
            } catch {
              return undefined;
            }
          })
          .filter((channel): channel is string => Boolean(channel)),
      ),
  };
}

export async function signInThroughModal(page: Page, email: string, password = PASSWORD) {
  const dialog = page.locator('[role=dialog]').first();
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A single-use autologin link state made by the CLI against the site's database. */
export async function autologinState(email: string) {
  const databaseUrl = process.env.AUDIT_DATABASE_URL;
  if (!databaseUrl) throw new Error('AUDIT_DATABASE_URL not set (the autologin CLI needs it)');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['apps/server/src/cli.ts', 'autologin', email],
    { env: { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_URL: BASE } },
  );
  const state = /state=([^\s&]+)/.exec(stdout)?.[1];
  if (!state) throw new Error(`no state in: ${stdout}`);
  return state;
}

export async function mailedLink(email: string, part: string) {
  let link: string | undefined;
  await until(async () => {
    const mails = await api('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    link = (mails.body?.items ?? [])
      .flatMap((mail: { links: string[] }) => mail.links)
      .find((l: string) => l.includes(part));
    return Boolean(link);
  }, 10_000);
  if (!link) throw new Error(`no mailed link with ${part}`);
  return link;
}

/** At Aurora ID's own pages (the embedded identity provider): create an account and come back. */
export async function atProvider(page: Page, email: string) {
  await page.waitForURL(/\/idp\/interaction\//);
  await page.getByRole('link', { name: 'Create an Aurora ID' }).click();
  await page.getByLabel('Name').fill('Audit Social');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill('provider-pass');
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** The count per section (the row id's part before the dot); true when every line passed. */
export function summary(): boolean {
  const sections = new Map<string, { pass: number; fail: string[] }>();
  for (const line of lines) {
    const section = line.id.split('.')[0]!;
    const entry = sections.get(section) ?? { pass: 0, fail: [] };
    if (line.pass) entry.pass += 1;
    else entry.fail.push(line.id);
    sections.set(section, entry);
  }
  console.log('');
  for (const [section, entry] of sections)
    console.log(
      `section ${section}: ${entry.pass + entry.fail.length} checks, ${entry.pass} PASS, ${entry.fail.length} FAIL${entry.fail.length ? `: ${entry.fail.join(' ')}` : ''}`,
    );
  const failed = lines.filter((line) => !line.pass);
  console.log(
    `${lines.length} checks, ${lines.length - failed.length} PASS, ${failed.length} FAIL`,
  );
  return failed.length === 0;
}

/** Whether the line of `id` printed so far passed. */
export function lastPass(id: string): boolean {
  return lines.findLast((line) => line.id === id)?.pass ?? false;
}

/** Opens the support chat: the floating button on wide screens, the drawer's entry on phones. */
export async function openChat(page: Page) {
  const fab = page.getByTestId('chat-fab');
  if (await fab.isVisible()) await fab.click();
  else {
    await page.getByTestId('menu-button').click();
    await page.getByTestId('drawer-chat').click();
  }
  return until(() => page.getByTestId('chat-panel').isVisible());
}

/** Logs out through the header's user menu, as a player would. */
export async function logoutByMenu(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.locator('details[open] button.lang__item--button').click();
}
