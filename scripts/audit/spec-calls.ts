/**
 * Re-runnable audit of player-site-spec.md sections 7 (calls), 8 (errors), 9 (constants),
 * 3 (entities) and 5 (validation) against a RUNNING site (issue 29).
 *
 *   npm run build && PORT=3400 GAME_ORIGIN_PORT=3401 PUBLIC_URL=http://127.0.0.1:3400 \
 *     GEO_COUNTRY_HEADER=cf-ipcountry RATE_LIMIT_REGISTER_PER_MINUTE=100 RATE_LIMIT_CONTACT_PER_HOUR=100 \
 *     RATE_LIMIT_RESEND_PER_MINUTE=100 DATABASE_URL=/tmp/audit-db \
 *     MAILBOX_DIR=/tmp/audit-mail DEMO_ADMIN_FILE=/tmp/audit-admin.txt npm run serve
 *   npm exec -- node scripts/audit/spec-calls.ts http://127.0.0.1:3400
 *
 * With BUILTIN_PROVIDER_SECRET=<32+ chars> on the server and the same value in
 * AUDIT_PROVIDER_SECRET here, the script also plays a real round over the signed seamless wallet
 * (winners publication, a bet refused by a bet limit); without it those two lines fail.
 *
 * Run the server with GEO_COUNTRY_HEADER=cf-ipcountry (ADR 018: no geo header is believed
 * unless named) so that 7.86 sees the country; without it the line fails with country null.
 *
 * Registers two players through the API: one used bearer-only (as the spec's client calls),
 * one through the cookies the site itself uses. Prints one line per spec item:
 * `id | expected | seen | PASS/FAIL`, then a count. Exit code 1 when any line fails.
 * The realtime rows use the real `centrifuge` client (and a raw WebSocket for the connect reply).
 */
// biome-ignore-all lint/suspicious/noExplicitAny: the audit reads whatever JSON the running site answers and checks its shape itself
import { createHmac, randomUUID } from 'node:crypto';
import { SITE_LOCALES } from '@casino/contracts/locale';
import { Centrifuge } from 'centrifuge';
import { EventSource } from 'eventsource';

const BASE = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const PASSWORD = 'Audit-pass-1';
const lines: { id: string; pass: boolean }[] = [];

function report(id: string, expected: string, seen: string, pass: boolean) {
  lines.push({ id, pass });
  const clean = (text: string) => text.replace(/\s+/g, ' ').slice(0, 220);
  console.log(`${id} | ${clean(expected)} | ${clean(seen)} | ${pass ? 'PASS' : 'FAIL'}`);
}

interface Reply {
  status: number;
  body: any;
  text: string;
  headers: Headers;
}

interface CallOptions {
  token?: string;
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
  csrf?: boolean;
}

async function call(method: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.cookie && options.csrf !== false) headers['x-requested-with'] = 'casino';
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${BASE}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: any = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed, text, headers: response.headers };
}

const short = (reply: Reply) =>
  `${reply.status} ${reply.text.length > 160 ? `${reply.text.slice(0, 160)}…` : reply.text}`;
const has = (value: unknown, keys: string[]) =>
  value !== null && typeof value === 'object' && keys.every((key) => key in (value as object));
const missing = (value: unknown, keys: string[]) =>
  keys.filter((key) => !(value !== null && typeof value === 'object' && key in (value as object)));
const fieldNames = (reply: Reply) => Object.keys(reply.body?.error?.fields ?? {}).sort();
const fieldText = (reply: Reply, name: string) =>
  (reply.body?.error?.fields?.[name] ?? []).join('; ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectStatus(id: string, what: string, reply: Reply, status: number, extra = true) {
  report(id, `${what} -> ${status}`, short(reply), reply.status === status && extra);
}

function cookiesOf(reply: Reply): string {
  return reply.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function register(prefix: string, extra: Record<string, unknown> = {}) {
  const email = `${prefix}-${Date.now()}-${randomUUID().slice(0, 6)}@example.com`;
  const reply = await call('POST', '/api/player/register', {
    body: {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      currency: 'USD',
      country: 'US',
      agreements: true,
      ...extra,
    },
  });
  return { email, reply };
}

async function payByCard(token: string, amount: number, extra: Record<string, unknown> = {}) {
  const created = await call('POST', '/api/payment/invoices/deposit', {
    token,
    body: {
      method: 'sandbox-card',
      currency: 'USD',
      amount,
      idempotencyKey: randomUUID(),
      ...extra,
    },
  });
  if (created.status !== 200) return created;
  // The checkout URL is built on PUBLIC_URL; send it to the audited site whatever that says.
  const checkout = new URL(created.body.redirectUrl, BASE);
  const target = checkout.pathname.startsWith('/')
    ? `${BASE}${checkout.pathname}${checkout.search}`
    : checkout.href;
  const paid = await fetch(target, {
    method: 'POST',
    body: new URLSearchParams({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      name: 'Ada L',
    }),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`sandbox checkout answered ${paid.status}`);
  return created;
}

/** Confirms the player's email with the link of the registration mail (sandbox mailbox). */
async function confirmEmail(email: string) {
  const link = await waitFor(async () => {
    const mails = await call('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    return ((mails.body?.items ?? []) as { links: string[] }[])
      .flatMap((mail) => mail.links)
      .find((href) => href.includes('/verify/'));
  }, Boolean);
  if (!link) return call('GET', '/api/dev/mailbox');
  return call('POST', '/api/player/profile/confirmations/email', {
    body: { confirmCode: link.split('/verify/')[1] },
  });
}

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000) {
  const started = Date.now();
  let value = await read();
  while (!ok(value) && Date.now() - started < ms) {
    await sleep(200);
    value = await read();
  }
  return value;
}

const wsUrl = `${BASE.replace(/^http/, 'ws')}/api/connection/websocket`;

/** The raw JSON-protocol connect reply of the realtime server. */
async function rawConnect(token: string): Promise<{ reply?: any; closeCode?: number }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(wsUrl);
    const timer = setTimeout(() => {
      socket.close();
      resolve({});
    }, 5000);
    socket.onopen = () => socket.send(JSON.stringify({ id: 1, connect: { token, name: 'audit' } }));
    socket.onmessage = (event) => {
      const first = String(event.data).split('\n')[0];
      clearTimeout(timer);
      socket.close();
      resolve({ reply: JSON.parse(first ?? 'null') });
    };
    socket.onclose = (event) => {
      clearTimeout(timer);
      resolve({ closeCode: event.code });
    };
  });
}

interface Channel {
  name: string;
  subscribed: boolean;
  error?: { code: number; message: string };
  publications: any[];
}

function openClient(token: string | undefined, transports?: 'emulation') {
  const client =
    transports === 'emulation'
      ? new Centrifuge(
          [
            { transport: 'http_stream', endpoint: `${BASE}/api/connection/http_stream` },
            { transport: 'sse', endpoint: `${BASE}/api/connection/sse` },
          ],
          {
            token: token ?? '',
            emulationEndpoint: `${BASE}/api/connection/emulation`,
            // Node has no EventSource of its own (browsers do).
            eventsource: EventSource,
          },
        )
      : new Centrifuge(wsUrl, { token: token ?? '' });
  const state = {
    client,
    connected: undefined as undefined | { client: string; transport: string; data?: unknown },
    disconnected: undefined as undefined | { code: number; reason: string },
    errors: [] as { code?: number; message?: string }[],
    channels: new Map<string, Channel>(),
  };
  client.on('connected', (context) => {
    state.connected = context;
  });
  client.on('disconnected', (context) => {
    state.disconnected = context;
  });
  client.on('error', (context) => {
    state.errors.push({ code: context.error?.code, message: context.error?.message });
  });
  return {
    ...state,
    get state() {
      return state;
    },
    subscribe(name: string): Channel {
      const channel: Channel = { name, subscribed: false, publications: [] };
      const sub = client.newSubscription(name);
      sub.on('subscribed', () => {
        channel.subscribed = true;
      });
      sub.on('error', (context) => {
        channel.error = { code: context.error.code, message: context.error.message };
      });
      sub.on('unsubscribed', (context) => {
        channel.error ??= { code: context.code, message: context.reason };
      });
      sub.on('publication', (context) => {
        channel.publications.push(context.data);
      });
      sub.subscribe();
      state.channels.set(name, channel);
      return channel;
    },
  };
}

async function main() {
  // ---------- players ----------
  const bearer = await register('audit-bearer');
  const bearerToken: string = bearer.reply.body?.accessToken;
  const bearerRefresh: string = bearer.reply.body?.refreshToken;
  const playerId: string = bearer.reply.body?.profile?.id;
  const cookieReg = await register('audit-cookie');
  const cookie = cookiesOf(cookieReg.reply);
  if (!bearerToken || !cookie) {
    console.log(`cannot register: ${short(bearer.reply)} / ${short(cookieReg.reply)}`);
    process.exit(2);
  }

  // ---------- 7a conventions ----------
  {
    const bearerOnly = await call('GET', '/api/player/profile', { token: bearerToken });
    report(
      '7.1a',
      'authenticated call with bearer, no cookies -> 200',
      short(bearerOnly),
      bearerOnly.status === 200,
    );
    const cookieOnly = await call('GET', '/api/player/profile', { cookie });
    const setCookies = cookieReg.reply.headers.getSetCookie().map((line) => line.split('=')[0]);
    report(
      '7.1b',
      'spec: the client sends bearer and no cookies (site: HttpOnly cookies by design, ADR 016)',
      `register sets cookies [${setCookies.join(', ')}]; cookie-only GET profile ${cookieOnly.status}`,
      cookieOnly.status === 200,
    );
    const noCsrf = await call('PUT', '/api/player/profile', {
      cookie,
      csrf: false,
      body: { firstName: 'Csrf' },
    });
    expectStatus('7.1c', 'cookie PUT without x-requested-with', noCsrf, 403);
    const games = await call('GET', '/api/game/games?providerId[]=builtin&perPage=5');
    const providers = new Set(
      (games.body?.items ?? []).map((game: any) => game.providerId ?? game.provider?.id),
    );
    report(
      '7.2a',
      'GET /api/game/games?providerId[]=builtin -> 200, only builtin games',
      `${games.status}; providers ${[...providers].join(',')}; ${games.body?.items?.length} items`,
      games.status === 200 && (games.body?.items?.length ?? 0) > 0,
    );
    const bonuses = await call('GET', '/api/game/player-bonuses?status[]=1&status[]=2', {
      token: bearerToken,
    });
    expectStatus('7.2b', 'GET /api/game/player-bonuses?status[]=1&status[]=2', bonuses, 200);
    const invoices = await call('GET', '/api/payment/invoices?status[]=1&status[]=2', {
      token: bearerToken,
    });
    expectStatus('7.2c', 'GET /api/payment/invoices?status[]=1&status[]=2', invoices, 200);
  }

  // ---------- 7b settings, 3.1, 3.15, 3.16, 3.21-3.29, 9.x ----------
  const currencies = await call('GET', '/api/settings/currencies?visible=true');
  {
    const items: any[] = currencies.body?.items ?? currencies.body ?? [];
    expectStatus(
      '7.4',
      'GET /api/settings/currencies?visible=true',
      currencies,
      200,
      items.length > 0,
    );
    const keys = [
      'code',
      'type',
      'subCurrencies',
      'subunitToUnit',
      'rate',
      'symbol',
      'isEnabled',
      'isBase',
    ];
    const lacking = items.flatMap((item) =>
      missing(item, keys).map((key) => `${item.code}.${key}`),
    );
    const rateOk = items.every((item) => typeof item.rate?.rate === 'number');
    report(
      '3.1',
      `currency fields ${keys.join(',')}, rate.rate`,
      lacking.length ? `missing ${lacking.join(',')}` : `all present; rate.rate numeric ${rateOk}`,
      !lacking.length && rateOk,
    );
    const milli = items
      .filter((item) => (item.subCurrencies ?? []).length)
      .map(
        (item) =>
          `${item.code}:${item.subCurrencies.map((sub: any) => `${sub.code}=${sub.subunitToUnit}`).join('/')}`,
      );
    report(
      '9.3',
      'only BTC and ETH have a milli-unit, subunitToUnit 1000',
      milli.join(' '),
      milli.join(' ') === 'BTC:mBTC=1000 ETH:mETH=1000',
    );
    const base = items.filter((item) => item.isBase).map((item) => item.code);
    const disabled = items.filter((item) => !item.isEnabled).map((item) => item.code);
    report(
      '9.14',
      'visible=true lists enabled currencies only; exactly one isBase',
      `base [${base}] disabled listed [${disabled}] codes ${items.map((item) => item.code).join(',')}`,
      base.length === 1 && disabled.length === 0,
    );
  }
  {
    const locales = await call('GET', '/api/settings/locales');
    const items: any[] = locales.body?.items ?? locales.body ?? [];
    expectStatus('7.5', 'GET /api/settings/locales', locales, 200, items.length > 0);
    const lacking = items.flatMap((item) => missing(item, ['code', 'isDefault']));
    report(
      '3.15',
      'locale: code, isDefault',
      `${items.map((item) => `${item.code}${item.isDefault ? '*' : ''}`).join(',')}${lacking.length ? ` missing ${lacking}` : ''}`,
      !lacking.length,
    );
    const defaults = items.filter((item) => item.isDefault).map((item) => item.code);
    report(
      '9.13',
      'default language en',
      `default ${defaults.join(',')}`,
      defaults.join(',') === 'en',
    );
  }
  {
    const countries = await call('GET', '/api/settings/countries?withStates=true');
    const items: any[] = countries.body?.items ?? countries.body ?? [];
    const withStates = items.filter((item) => Array.isArray(item.states) && item.states.length);
    expectStatus(
      '7.6',
      'GET /api/settings/countries?withStates=true, states included',
      countries,
      200,
      withStates.length > 0,
    );
    const lacking = [
      ...new Set(items.flatMap((item) => missing(item, ['name', 'code', 'locale']))),
    ];
    report(
      '3.16',
      'country: name, code, locale',
      `${items.length} countries; ${withStates.length} with states${lacking.length ? `; missing ${lacking}` : ''}`,
      items.length > 0 && !lacking.length,
    );
    const without = await call('GET', '/api/settings/countries');
    const anyStates = (without.body?.items ?? []).some((item: any) => item.states?.length);
    report(
      '7.6b',
      'without withStates: no states',
      `${without.status}; states present ${anyStates}`,
      without.status === 200 && !anyStates,
    );
  }
  const constants = await call('GET', '/api/settings/constants');
  {
    const c = constants.body ?? {};
    const get = (path: string) => path.split('.').reduce((value: any, key) => value?.[key], c);
    expectStatus('7.7', 'GET /api/settings/constants', constants, 200);
    const zones: any[] = get('player.timeZone') ?? [];
    report(
      '3.21',
      'player.timeZone [{id,name}]',
      `${zones.length} zones; first ${JSON.stringify(zones[0])}`,
      zones.length > 0 && has(zones[0], ['id', 'name']),
    );
    for (const [id, path] of [
      ['3.22', 'player.playerStatuses'],
      ['3.23', 'player.document.status'],
      ['3.24', 'payment.invoiceStatuses'],
      ['3.25', 'payment.invoiceTypes'],
      ['3.26', 'game.bet.status'],
    ] as const) {
      const value = get(path);
      report(
        id,
        `${path} present`,
        JSON.stringify(value)?.slice(0, 150) ?? 'absent',
        value !== undefined && value !== null,
      );
    }
    const invoiceTypes = get('payment.invoiceTypes');
    report(
      '3.25b',
      'invoiceTypes deposit 1, withdrawal 2',
      JSON.stringify(invoiceTypes),
      invoiceTypes?.deposit === 1 && invoiceTypes?.withdrawal === 2,
    );
    const invoiceStatuses = get('payment.invoiceStatuses');
    report(
      '3.7b',
      'invoice status 2 = success',
      JSON.stringify(invoiceStatuses)?.slice(0, 150),
      Object.entries(invoiceStatuses ?? {}).some(
        ([key, value]) => value === 2 && /success/i.test(key),
      ),
    );
    const pb = get('game.playerBonus');
    report(
      '3.27',
      'game.playerBonus.status 1-3 and result 1-5',
      JSON.stringify(pb),
      Object.keys(pb?.status ?? {}).length === 3 && Object.keys(pb?.result ?? {}).length === 5,
    );
    const pf = get('game.playerFreespin');
    report(
      '3.28',
      'game.playerFreespin.status 1-3 and result 1-4 (no lost)',
      JSON.stringify(pf),
      Object.keys(pf?.status ?? {}).length === 3 && Object.keys(pf?.result ?? {}).length === 4,
    );
    const limit = get('player.limit');
    report(
      '3.29',
      'player.limit: cash, cooling-off, self-exclusion periods',
      JSON.stringify(limit)?.slice(0, 200),
      limit !== undefined && Object.keys(limit).length >= 3,
    );
    report(
      '9.1',
      'limit definitions 1-5; periods daily, weekly, monthly',
      JSON.stringify({
        definitions: get('player.limit.definitions') ?? get('player.limitDefinitions'),
        periods: get('player.limit.periods') ?? get('player.limitPeriods'),
      }).slice(0, 200),
      JSON.stringify(c).includes('daily') && JSON.stringify(c).includes('monthly'),
    );
  }
  {
    const phone = await call('GET', '/api/player/init', {
      headers: {
        'cf-ipcountry': 'BR',
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      },
    });
    const desk = await call('GET', '/api/player/init', {
      headers: { 'cf-ipcountry': 'DE', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' },
    });
    expectStatus('7.8', 'GET /api/player/init', phone, 200);
    report(
      '7.86',
      'country from cf-ipcountry (server run with GEO_COUNTRY_HEADER=cf-ipcountry, ADR 018), isMobile from UA',
      `BR+iPhone -> ${phone.body?.country}/${phone.body?.isMobile}; DE+desktop -> ${desk.body?.country}/${desk.body?.isMobile}`,
      phone.body?.country === 'BR' &&
        phone.body?.isMobile === true &&
        desk.body?.country === 'DE' &&
        desk.body?.isMobile === false,
    );
  }

  // ---------- 7c wallet and payment ----------
  {
    const accounts = await call('GET', '/api/wallet/accounts', { token: bearerToken });
    const items: any[] = accounts.body?.items ?? [];
    expectStatus('7.9', 'GET /api/wallet/accounts {items}', accounts, 200, items.length === 1);
    report(
      '3.2',
      'account: id, currency, balance, status (1 = active)',
      JSON.stringify(items[0])?.slice(0, 200),
      has(items[0], ['id', 'currency', 'balance', 'status']) && items[0]?.status === 1,
    );
    // Account changes on the cookie player (the site's way).
    const added = await call('POST', '/api/wallet/accounts', { cookie, body: { currency: 'EUR' } });
    expectStatus('7.10', 'POST /api/wallet/accounts {currency: EUR} (cookie)', added, 201);
    const bad = await call('POST', '/api/wallet/accounts', { cookie, body: { currency: 'XXX' } });
    report(
      '7.10b',
      'POST accounts {currency: XXX} -> 4xx naming currency',
      short(bad),
      bad.status >= 400 && bad.status < 500 && /currency/i.test(bad.text),
    );
    const twice = await call('POST', '/api/wallet/accounts', { cookie, body: { currency: 'EUR' } });
    report(
      '7.10c',
      'POST accounts EUR again -> 4xx (already there)',
      short(twice),
      twice.status >= 400 && twice.status < 500,
    );
    const mine = (await call('GET', '/api/wallet/accounts', { cookie })).body?.items ?? [];
    const eur = mine.find((item: any) => item.currency === 'EUR');
    const usd = mine.find((item: any) => item.currency === 'USD');
    const switched = await call('PUT', `/api/wallet/accounts/${eur?.id}/switch`, { cookie });
    const after = (await call('GET', '/api/wallet/accounts', { cookie })).body?.items ?? [];
    const statuses = after.map((item: any) => `${item.currency}:${item.status}`).join(',');
    expectStatus(
      '7.11',
      `PUT accounts/{EUR}/switch; then ${statuses}`,
      switched,
      200,
      after.find((item: any) => item.currency === 'EUR')?.status === 1,
    );
    const unknownSwitch = await call('PUT', `/api/wallet/accounts/${randomUUID()}/switch`, {
      cookie,
    });
    expectStatus('7.11b', 'PUT accounts/{unknown}/switch', unknownSwitch, 404);
    const hideActive = await call('PUT', `/api/wallet/accounts/${eur?.id}/hide`, { cookie });
    report(
      '7.12b',
      'hide the active account -> 422 account_active',
      short(hideActive),
      hideActive.status === 422 && hideActive.body?.error?.code === 'account_active',
    );
    const hide = await call('PUT', `/api/wallet/accounts/${usd?.id}/hide`, { cookie });
    expectStatus(
      '7.12',
      'PUT accounts/{inactive USD}/hide -> status 3',
      hide,
      200,
      (hide.body?.status ?? hide.body?.account?.status) === 3,
    );
  }
  {
    const methods = await call('GET', '/api/payment/methods/deposit?currency=USD', {
      token: bearerToken,
    });
    const items: any[] = methods.body?.items ?? methods.body ?? [];
    expectStatus(
      '7.13',
      'GET /api/payment/methods/deposit?currency=USD',
      methods,
      200,
      items.length > 0,
    );
    report(
      '3.6',
      'payment method: method, fields',
      JSON.stringify(items[0])?.slice(0, 160),
      has(items[0], ['method', 'fields']),
    );
    const noCurrency = await call('GET', '/api/payment/methods/deposit', { token: bearerToken });
    report(
      '7.13b',
      'methods/deposit without currency -> 400 naming currency',
      short(noCurrency),
      noCurrency.status === 400 && fieldNames(noCurrency).includes('currency'),
    );
    const wMethods = await call('GET', '/api/payment/methods/withdrawal?currency=USD', {
      token: bearerToken,
    });
    expectStatus('7.15', 'GET /api/payment/methods/withdrawal?currency=USD', wMethods, 200);
  }
  let depositId = '';
  {
    const body = { method: 'sandbox-card', currency: 'USD', amount: 1500 };
    const first = await call('POST', '/api/payment/invoices/deposit', { token: bearerToken, body });
    const second = await call('POST', '/api/payment/invoices/deposit', {
      token: bearerToken,
      body,
    });
    depositId = first.body?.invoice?.id;
    expectStatus(
      '7.14',
      'POST invoices/deposit without key, twice -> same invoice',
      first,
      200,
      second.body?.invoice?.id === depositId,
    );
    const bad = await call('POST', '/api/payment/invoices/deposit', {
      token: bearerToken,
      body: { method: 'nope', currency: 'USD', amount: -5 },
    });
    report(
      '7.14b',
      'deposit {method: nope, amount: -5} -> 400 naming amount and method',
      `${bad.status} fields ${fieldNames(bad)}`,
      bad.status === 400 &&
        fieldNames(bad).includes('amount') &&
        fieldNames(bad).includes('method'),
    );
  }
  // Fund the bearer player: card deposit through the hosted checkout.
  await payByCard(bearerToken, 5000);
  const funded = await waitFor(
    () => call('GET', '/api/wallet/accounts', { token: bearerToken }),
    (reply) => (reply.body?.items?.[0]?.balance ?? 0) >= 5000,
  );
  report(
    '7.14c',
    'card deposit 5000 through the sandbox checkout credits the account',
    `balance ${funded.body?.items?.[0]?.balance}`,
    (funded.body?.items?.[0]?.balance ?? 0) >= 5000,
  );
  let withdrawalId = '';
  {
    const confirmed = await confirmEmail(bearer.email);
    report(
      '7.16a',
      'email confirmed with the mailed /verify/ link (withdrawals need it)',
      short(confirmed),
      confirmed.status === 200,
    );
    const body = {
      method: 'sandbox-card',
      currency: 'USD',
      amount: 1000,
      fields: { cardNumber: '4242 4242 4242 4242' },
    };
    const first = await call('POST', '/api/payment/invoices/withdrawal', {
      token: bearerToken,
      body,
    });
    const second = await call('POST', '/api/payment/invoices/withdrawal', {
      token: bearerToken,
      body,
    });
    withdrawalId = first.body?.invoice?.id;
    const balance = (await call('GET', '/api/wallet/accounts', { token: bearerToken })).body
      ?.items?.[0]?.balance;
    expectStatus(
      '7.16',
      `POST invoices/withdrawal 1000 without key, twice -> one reservation (balance now ${balance})`,
      first,
      200,
      second.body?.invoice?.id === withdrawalId,
    );
    const bad = await call('POST', '/api/payment/invoices/withdrawal', {
      token: bearerToken,
      body: { method: 'sandbox-card', currency: 'USD', amount: 0, fields: { cardNumber: '1' } },
    });
    report(
      '7.16b',
      'withdrawal amount 0, card "1" -> 400 naming amount and the card',
      `${bad.status} ${JSON.stringify(bad.body?.error?.fields)}`,
      bad.status === 400 &&
        fieldNames(bad).includes('amount') &&
        fieldNames(bad).some((name) => /card/i.test(name)),
    );
    const badCard = await call('POST', '/api/payment/invoices/withdrawal', {
      token: bearerToken,
      body: { method: 'sandbox-card', currency: 'USD', amount: 1000, fields: { cardNumber: '1' } },
    });
    report(
      '7.16c',
      'withdrawal to card "1" -> 400 naming the card',
      short(badCard),
      badCard.status === 400 && fieldNames(badCard).some((name) => /card/i.test(name)),
    );
  }
  {
    const byNumber = await call('GET', '/api/payment/invoices?type=1', { token: bearerToken });
    const byName = await call('GET', '/api/payment/invoices?type=deposit', { token: bearerToken });
    const items: any[] = byNumber.body?.items ?? [];
    expectStatus(
      '7.17',
      'GET /api/payment/invoices?type=1 and ?type=deposit',
      byNumber,
      200,
      byName.status === 200 && items.every((item) => item.type === 'deposit'),
    );
    const keys = ['createdAt', 'amount', 'currency', 'status', 'number', 'playerId', 'type'];
    report(
      '3.7',
      `invoice: ${keys.join(', ')}`,
      `missing [${missing(items[0], keys)}]; statuses ${items.map((item) => item.status)}`,
      items.length > 0 &&
        missing(items[0], keys).length === 0 &&
        items.some((item) => item.status === 2),
    );
    const badType = await call('GET', '/api/payment/invoices?type=9', { token: bearerToken });
    report(
      '7.17b',
      'GET invoices?type=9 -> 400 naming type',
      short(badType),
      badType.status === 400 && fieldNames(badType).includes('type'),
    );
  }
  {
    const decline = await call('PUT', `/api/payment/invoices/${withdrawalId}/decline`, {
      token: bearerToken,
    });
    const balance = (await call('GET', '/api/wallet/accounts', { token: bearerToken })).body
      ?.items?.[0]?.balance;
    expectStatus(
      '7.18',
      `PUT invoices/{pending withdrawal}/decline (balance after ${balance})`,
      decline,
      200,
      balance === 5000,
    );
    const unknown = await call('PUT', `/api/payment/invoices/${randomUUID()}/decline`, {
      token: bearerToken,
    });
    expectStatus('7.18b', 'PUT invoices/{unknown}/decline', unknown, 404);
    const paid = await call('PUT', `/api/payment/invoices/${depositId}/decline`, {
      token: bearerToken,
    });
    report(
      '7.18c',
      'decline an open deposit invoice -> 200 or 4xx, never 5xx',
      short(paid),
      paid.status < 500,
    );
  }
  expectStatus(
    '7.19',
    'GET /api/payment/player/methods',
    await call('GET', '/api/payment/player/methods', { token: bearerToken }),
    200,
  );
  expectStatus(
    '7.20',
    'GET /api/payment/invoices/player-turnover?currency=USD',
    await call('GET', '/api/payment/invoices/player-turnover?currency=USD', { token: bearerToken }),
    200,
  );
  {
    const q = 'currency=USD&amount=1000&method=sandbox-card';
    const two = await call('GET', `/api/payment/invoices/player-fees?${q}&invoiceType=2`, {
      token: bearerToken,
    });
    const name = await call(
      'GET',
      `/api/payment/invoices/player-fees?${q}&invoiceType=withdrawal`,
      { token: bearerToken },
    );
    expectStatus(
      '7.21',
      'GET player-fees invoiceType=2 and =withdrawal',
      two,
      200,
      name.status === 200,
    );
    const bad = await call(
      'GET',
      '/api/payment/invoices/player-fees?currency=USD&amount=abc&invoiceType=2&method=sandbox-card',
      { token: bearerToken },
    );
    report(
      '7.21b',
      'player-fees amount=abc -> 400 naming amount',
      short(bad),
      bad.status === 400 && fieldNames(bad).includes('amount'),
    );
  }

  // ---------- 7d player, 3.4, 3.17-3.19, 5.x ----------
  {
    const profile = await call('GET', '/api/player/profile', { token: bearerToken });
    expectStatus('7.22', 'GET /api/player/profile', profile, 200);
    const keys = [
      'id',
      'email',
      'nickname',
      'firstName',
      'lastName',
      'freshchatRestoreId',
      'segments',
    ];
    report(
      '3.4',
      `profile: ${keys.join(', ')}; register reply isNewlyRegistered`,
      `missing [${missing(profile.body, keys)}]; isNewlyRegistered ${bearer.reply.body?.isNewlyRegistered ?? bearer.reply.body?.profile?.isNewlyRegistered}`,
      missing(profile.body, keys).length === 0,
    );
    const updated = await call('PUT', '/api/player/profile', {
      cookie,
      body: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    expectStatus(
      '7.23',
      'PUT /api/player/profile {firstName, lastName} (cookie)',
      updated,
      200,
      updated.body?.firstName === 'Ada',
    );
    const before = (await call('GET', '/api/player/profile', { cookie })).body;
    const bad = await call('PUT', '/api/player/profile', {
      cookie,
      body: {
        firstName: 'A',
        lastName: 'B',
        personalIdNumber: 'X',
        phone: '+49',
        phoneFull: '12',
        dateOfBirth: '2001-02-29',
        birthdate: '0999-01-01',
        age: 'x',
        cpf_number: '11111111111',
        email: 'bad',
      },
    });
    const after = (await call('GET', '/api/player/profile', { cookie })).body;
    const named = fieldNames(bad);
    report(
      '7.23b',
      'PUT profile with 10 bad fields -> one 400 naming each, nothing changed',
      `${bad.status} fields [${named}]; unchanged ${JSON.stringify(before) === JSON.stringify(after)}`,
      bad.status === 400 && JSON.stringify(before) === JSON.stringify(after),
    );
    const rule = (id: string, field: string, expected: string, pattern: RegExp) =>
      report(
        id,
        `${field}: ${expected}`,
        fieldText(bad, field) || `(not named; ${bad.status})`,
        pattern.test(fieldText(bad, field)),
      );
    rule('5.6', 'firstName', "'A' -> at least 2 characters", /at least 2/);
    rule('5.6b', 'lastName', "'B' -> at least 2 characters", /at least 2/);
    rule('5.7', 'personalIdNumber', "'X' -> at least 2 characters", /at least 2/);
    rule('5.9', 'phone', "'+49' -> not a valid phone", /phone|short|TOO_SHORT|number/i);
    rule(
      '5.10',
      'phoneFull',
      "'12' -> not a valid phone",
      /phone|short|TOO_SHORT|number|NOT_A_NUMBER|country/i,
    );
    rule('5.11', 'dateOfBirth', "'2001-02-29' -> not a real day", /.+/);
    rule('5.12', 'birthdate', "'0999-01-01' -> year out of 1000-3000", /.+/);
    rule('5.13', 'age', "'x' -> Value is not an integer", /integer/i);
    rule('5.14', 'cpf_number', "'11111111111' -> not a valid CPF", /cpf/i);
    const goodDates = await call('PUT', '/api/player/profile', {
      cookie,
      body: { dateOfBirth: '2000-02-29', cpf_number: '529.982.247-25', phone: '+4915112345678' },
    });
    report(
      '5.11b',
      'dateOfBirth 2000-02-29, CPF 529.982.247-25, phone +4915112345678 accepted',
      short(goodDates),
      goodDates.status === 200,
    );
    const phoneCodes = await call('PUT', '/api/player/profile', { cookie, body: { phone: 'abc' } });
    report(
      '8.14',
      'phone parse errors NOT_A_NUMBER / TOO_SHORT / TOO_LONG / INVALID_COUNTRY',
      `'abc' -> ${fieldText(phoneCodes, 'phone')}; '+49' -> ${fieldText(bad, 'phone')}`,
      phoneCodes.status === 400,
    );
  }
  {
    const german = await call('POST', '/api/player/sessions', {
      body: { email: 'x@example.com', password: 12 },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    report(
      '5.17c',
      'a field of the wrong type, in the request language (de): the default message, no validator text',
      fieldText(german, 'password') || short(german),
      fieldText(german, 'password') === 'Dieser Wert ist ungültig',
    );
    const registration = await call('GET', '/api/player/fields/validations?scenario=registration');
    const profile = await call('GET', '/api/player/fields/validations?scenario=profile');
    const wrong = await call('GET', '/api/player/fields/validations?scenario=nope');
    expectStatus(
      '7.24',
      'GET fields/validations?scenario=registration and =profile',
      registration,
      200,
      profile.status === 200,
    );
    report(
      '7.24b',
      'scenario=nope -> 400 naming scenario',
      short(wrong),
      wrong.status === 400 && fieldNames(wrong).includes('scenario'),
    );
    report(
      '5.20',
      'registration validations fetched with scenario registration (isRequired flags)',
      JSON.stringify(registration.body)?.slice(0, 160),
      registration.status === 200 && JSON.stringify(registration.body).includes('isRequired'),
    );
  }
  {
    expectStatus('7.25', 'POST /api/player/register', bearer.reply, 201);
    report(
      '3.18',
      'login/register reply: accessToken, refreshToken, profile',
      `keys ${Object.keys(bearer.reply.body ?? {})}`,
      has(bearer.reply.body, ['accessToken', 'refreshToken', 'profile']),
    );
    const claims = JSON.parse(
      Buffer.from(bearerToken.split('.')[1] ?? '', 'base64url').toString() || '{}',
    );
    report(
      '3.17',
      'session token carries exp; refresh token separate',
      `claims ${Object.keys(claims)}; ttl ${claims.exp - claims.iat}s`,
      typeof claims.exp === 'number' && !!bearerRefresh,
    );
    const taken = await call('POST', '/api/player/register', {
      body: {
        email: bearer.email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        currency: 'USD',
        country: 'US',
        agreements: true,
      },
    });
    report(
      '7.25b',
      'register the same email -> 409 email_taken',
      short(taken),
      taken.status === 409 && taken.body?.error?.code === 'email_taken',
    );
    const bad = await call('POST', '/api/player/register', {
      body: {
        email: 'bad',
        password: '12',
        password_confirmation: '13',
        currency: 'USD',
        country: 'US',
        agreements: true,
        firstName: 'A',
      },
    });
    report(
      '5.1',
      "password '12' -> at least 8 characters (ADR 016 by design; the spec says 6)",
      fieldText(bad, 'password') || short(bad),
      /at least 8 characters/.test(fieldText(bad, 'password')),
    );
    report(
      '5.2',
      'password_confirmation differs -> The value must be equal to the password value',
      fieldText(bad, 'password_confirmation') || short(bad),
      /equal to the password/i.test(fieldText(bad, 'password_confirmation')),
    );
    report(
      '5.8',
      "email 'bad' -> Value is not a valid email address",
      fieldText(bad, 'email') || short(bad),
      fieldText(bad, 'email').includes('Value is not a valid email address'),
    );
    const noConfirm = await call('POST', '/api/player/register', {
      body: {
        email: `x${Date.now()}@example.com`,
        password: '123456',
        currency: 'USD',
        country: 'US',
        agreements: true,
      },
    });
    report(
      '5.2b',
      'password_confirmation missing -> Value is required',
      fieldText(noConfirm, 'password_confirmation') || short(noConfirm),
      /Value is required/.test(fieldText(noConfirm, 'password_confirmation')),
    );
    const names = await call('PUT', '/api/player/profile', { cookie, body: { firstName: 'A' } });
    report(
      '9.5',
      'password min 8 (ADR 016; spec 6); names min 2 (register password 12; PUT profile firstName A)',
      `password: ${fieldText(bad, 'password')} firstName: ${fieldText(names, 'firstName')}`,
      /8/.test(fieldText(bad, 'password')) && /2/.test(fieldText(names, 'firstName')),
    );
    const ignored = bad.body?.error?.fields?.firstName;
    report(
      '9.5b',
      'register with firstName A: named, or refused as unknown (not silently dropped)',
      ignored
        ? `named: ${ignored}`
        : 'not named (the register body has no firstName; dropped without a word)',
      !!ignored,
    );
    const cookieLines = cookieReg.reply.headers
      .getSetCookie()
      .filter((line) => /^(access_token|refresh_token)=/.test(line));
    report(
      '9.12',
      'token cookies live 1 year (Max-Age 31536000)',
      cookieLines
        .map((line) =>
          line
            .split(';')
            .filter((part) => /max-age|expires|^(access|refresh)_token/i.test(part.trim()))
            .map((part) => part.trim().replace(/=.{20,}/, '=…'))
            .join(' '),
        )
        .join(' / '),
      cookieLines.length === 2 && cookieLines.every((line) => /max-age=31536000/i.test(line)),
    );
    report(
      '3.31',
      'cookies access_token and refresh_token',
      cookieLines.map((line) => line.split('=')[0]).join(','),
      cookieLines.length === 2,
    );
  }
  {
    const wrong = await call('PUT', '/api/player/passwords', {
      token: bearerToken,
      body: {
        currentPassword: 'wrong-one',
        newPassword: 'NewPass-2',
        repeatNewPassword: 'NewPass-2',
      },
    });
    expectStatus('7.26', 'PUT /api/player/passwords wrong current', wrong, 400);
    const bad = await call('PUT', '/api/player/passwords', {
      token: bearerToken,
      body: { currentPassword: '', newPassword: '12', repeatNewPassword: '13' },
    });
    report(
      '5.3',
      "currentPassword '' -> Value is required",
      fieldText(bad, 'currentPassword') || short(bad),
      /Value is required/.test(fieldText(bad, 'currentPassword')),
    );
    report(
      '5.4',
      "newPassword '12' -> at least 8 characters (ADR 016; spec 6)",
      fieldText(bad, 'newPassword') || short(bad),
      /at least 8/.test(fieldText(bad, 'newPassword')),
    );
    report(
      '5.5',
      "repeatNewPassword '13' -> must be equal to the newPassword value",
      fieldText(bad, 'repeatNewPassword') || short(bad),
      /equal to the newPassword/i.test(fieldText(bad, 'repeatNewPassword')),
    );
    const reset = await call('POST', '/api/player/passwords/reset', {
      body: { email: bearer.email },
    });
    expectStatus('7.27', 'POST /api/player/passwords/reset (no auth)', reset, 200);
    const confirm = await call('POST', '/api/player/passwords/reset/confirm', {
      body: { resetCode: 'bogus', password: 'Abcdef-12', password_confirmation: 'Abcdef-12' },
    });
    report(
      '7.28',
      'POST passwords/reset/confirm with a bogus code -> 400 invalid_code',
      short(confirm),
      confirm.status === 400,
    );
  }
  let second = '';
  {
    const login = await call('POST', '/api/player/sessions', {
      body: { email: bearer.email, password: PASSWORD },
    });
    second = login.body?.accessToken;
    expectStatus(
      '7.31',
      'POST /api/player/sessions (login)',
      login,
      200,
      has(login.body, ['accessToken', 'refreshToken', 'profile']),
    );
    const wrong = await call('POST', '/api/player/sessions', {
      body: { email: bearer.email, password: 'nope-nope' },
    });
    report(
      '7.31b',
      'login with a wrong password -> 401 invalid_credentials',
      short(wrong),
      wrong.status === 401 && wrong.body?.error?.code === 'invalid_credentials',
    );
    const list = await call('GET', '/api/player/sessions?page=1&perPage=10', {
      token: bearerToken,
    });
    const items: any[] = list.body?.items ?? [];
    expectStatus(
      '7.29',
      `GET /api/player/sessions?page=1&perPage=10 (${items.length} sessions)`,
      list,
      200,
      items.length >= 2,
    );
    const secondSid = JSON.parse(
      Buffer.from(second.split('.')[1] ?? '', 'base64url').toString(),
    ).sid;
    const close = await call('PUT', `/api/player/sessions/${secondSid}/close`, {
      token: bearerToken,
    });
    const closedUse = await call('GET', '/api/player/profile', { token: second });
    expectStatus(
      '7.30',
      `PUT sessions/{other}/close; its token then -> ${closedUse.status}`,
      close,
      200,
      closedUse.status === 401,
    );
    const token = await call('POST', '/api/player/sessions/token', {
      body: { token: 'bogus', autologin: true },
    });
    report(
      '7.32',
      'POST sessions/token {token: bogus, autologin} -> 401 invalid_token',
      short(token),
      token.status === 401,
    );
    const refresh = await call('POST', '/api/player/sessions/refresh', {
      token: bearerToken,
      body: { refreshToken: bearerRefresh },
    });
    expectStatus(
      '7.33',
      'POST sessions/refresh (bearer + body refreshToken)',
      refresh,
      200,
      has(refresh.body, ['accessToken', 'refreshToken']),
    );
    report(
      '3.19',
      'refresh reply: accessToken, refreshToken',
      `keys ${Object.keys(refresh.body ?? {})}`,
      has(refresh.body, ['accessToken', 'refreshToken']),
    );
    const badRefresh = await call('POST', '/api/player/sessions/refresh', {
      body: { refreshToken: 'bogus' },
    });
    report(
      '8.5',
      'refresh with a bogus refresh token -> 401 or 403',
      short(badRefresh),
      badRefresh.status === 401 || badRefresh.status === 403,
    );
    // Keep the renewed tokens for the rest.
    if (refresh.body?.accessToken) {
      (globalThis as any).auditToken = refresh.body.accessToken;
    }
  }
  const token: string = (globalThis as any).auditToken ?? bearerToken;
  {
    const social = await call('POST', '/api/player/sessions/social', { body: {} });
    report(
      '7.35',
      'POST /api/player/sessions/social {} -> 400 naming state',
      short(social),
      social.status === 400 && fieldNames(social).includes('state'),
    );
    const noTx = await call('POST', '/api/player/sessions/social', {
      body: { state: 'abc', code: 'def' },
    });
    report(
      '5.24',
      "callback without a stored transaction -> missing_transaction 'Invalid state'",
      short(noTx),
      noTx.body?.error?.code === 'missing_transaction',
    );
    const providers = await call('GET', '/api/player/social/providers');
    const providerId = providers.body?.items?.[0]?.id;
    const authorize = await call('POST', '/api/player/social/authorize', { body: { providerId } });
    report(
      '7.74',
      'POST /api/player/social/authorize -> provider authorize URL',
      `${authorize.status} ${authorize.body?.url?.slice(0, 100)}`,
      authorize.status === 200 && /^https?:\/\//.test(authorize.body?.url ?? ''),
    );
    const tx = cookiesOf(authorize);
    const mismatch = await call('POST', '/api/player/sessions/social', {
      cookie: tx,
      body: { state: 'not-the-state', code: 'x' },
    });
    report(
      '5.25',
      'state differs from the stored one -> state_mismatch',
      short(mismatch),
      mismatch.body?.error?.code === 'state_mismatch',
    );
    const authorize2 = await call('POST', '/api/player/social/authorize', { body: { providerId } });
    const state = new URL(authorize2.body?.url ?? 'http://x').searchParams.get('state') ?? '';
    const providerError = await call('POST', '/api/player/sessions/social', {
      cookie: cookiesOf(authorize2),
      body: { state, error: 'login_required', errorDescription: 'Login needed' },
    });
    report(
      '5.26',
      'provider error returned with its description (login_required)',
      short(providerError),
      providerError.body?.error?.code === 'login_required',
    );
    report(
      '8.15',
      'login errors state_mismatch, missing_transaction, login_required answered',
      `${mismatch.body?.error?.code}, ${noTx.body?.error?.code}, ${providerError.body?.error?.code}`,
      mismatch.body?.error?.code === 'state_mismatch' &&
        noTx.body?.error?.code === 'missing_transaction' &&
        providerError.body?.error?.code === 'login_required',
    );
  }
  expectStatus(
    '7.36',
    'POST profile/confirmations/email/resend (unconfirmed cookie player)',
    await call('POST', '/api/player/profile/confirmations/email/resend', { cookie }),
    200,
  );
  {
    const again = await call('POST', '/api/player/profile/confirmations/email/resend', { token });
    report(
      '7.36b',
      'resend for a confirmed email -> 409 already_confirmed',
      short(again),
      again.status === 409,
    );
  }
  {
    const list = await call('GET', '/api/player/documents', { token });
    expectStatus('7.37', 'GET /api/player/documents', list, 200);
    const form = new FormData();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    form.append('referenceId', 'audit-ref');
    form.append('file', new Blob([png], { type: 'image/png' }), 'id.png');
    const upload = await call('POST', '/api/player/documents', { token, body: form });
    const uploaded = upload.body?.items?.[0] ?? upload.body?.document ?? upload.body;
    report(
      '7.38',
      'POST /api/player/documents multipart + referenceId -> 2xx',
      short(upload),
      upload.status >= 200 && upload.status < 300,
    );
    report(
      '3.20',
      'document keeps the optional referenceId',
      JSON.stringify(uploaded)?.slice(0, 160),
      JSON.stringify(upload.body ?? {}).includes('audit-ref'),
    );
    const notMultipart = await call('POST', '/api/player/documents', {
      token,
      body: { referenceId: 'x' },
    });
    report(
      '7.38b',
      'POST documents without multipart -> 400/415',
      short(notMultipart),
      notMultipart.status === 400 || notMultipart.status === 415,
    );
    const unknown = await call('DELETE', `/api/player/documents/${randomUUID()}`, { token });
    expectStatus('7.39', 'DELETE /api/player/documents/{unknown}', unknown, 404);
    if (uploaded?.id) {
      const removed = await call('DELETE', `/api/player/documents/${uploaded.id}`, { token });
      report(
        '7.39b',
        'DELETE the uploaded pending document -> 2xx',
        short(removed),
        removed.status >= 200 && removed.status < 300,
      );
    }
  }
  {
    const sumsub = await call('POST', '/api/player/sumsub/token', { token });
    report(
      '7.42',
      'POST /api/player/sumsub/token -> 404 not enabled (sandbox adapter)',
      short(sumsub),
      sumsub.status === 404,
    );
    const zendesk = await call('GET', '/api/player/zendesk/token', { token });
    report(
      '7.43',
      'GET /api/player/zendesk/token -> 404 zendesk_not_configured',
      short(zendesk),
      zendesk.status === 404 && zendesk.body?.error?.code === 'zendesk_not_configured',
    );
    const fresh = await call('PUT', '/api/player/profile', {
      token,
      body: { freshchatRestoreId: 'restore-audit' },
    });
    report(
      '7.87',
      'PUT profile {freshchatRestoreId} stored',
      `${fresh.status} freshchatRestoreId=${fresh.body?.freshchatRestoreId}`,
      fresh.status === 200 && fresh.body?.freshchatRestoreId === 'restore-audit',
    );
  }

  // ---------- 7e game and bonus ----------
  {
    const bonuses = await call('GET', '/api/game/player-bonuses?status[]=1&status[]=2', { token });
    expectStatus('7.44', 'GET /api/game/player-bonuses?status[]=1&status[]=2', bonuses, 200);
    const spins = await call('GET', '/api/game/player-freespins?status[]=1&status[]=2', { token });
    expectStatus('7.45', 'GET /api/game/player-freespins?status[]=1&status[]=2', spins, 200);
    const badStatus = await call('GET', '/api/game/player-bonuses?status[]=9', { token });
    report(
      '7.44b',
      'player-bonuses?status[]=9 -> 400 naming status',
      short(badStatus),
      badStatus.status === 400 && fieldNames(badStatus).some((name) => name.startsWith('status')),
    );
    for (const [id, path] of [
      ['7.46', 'player-bonuses/{unknown}/activate'],
      ['7.47', 'player-bonuses/{unknown}/cancel'],
      ['7.48', 'player-freespins/{unknown}/activate'],
      ['7.49', 'player-freespins/{unknown}/cancel'],
    ] as const) {
      const reply = await call('PUT', `/api/game/${path.replace('{unknown}', randomUUID())}`, {
        token,
      });
      expectStatus(id, `PUT /api/game/${path}`, reply, 404);
    }
    const codes = await call('GET', '/api/game/bonuses/bonuscodes?trigger=3', { token });
    expectStatus('7.50', 'GET /api/game/bonuses/bonuscodes?trigger=3', codes, 200);
    const applied = await call('POST', '/api/game/bonuses/bonuscodes', {
      token,
      body: { bonusCode: 'NO-SUCH-CODE', trigger: 3 },
    });
    const code = applied.body?.playerBonusCode ?? applied.body;
    expectStatus(
      '7.51',
      'POST bonuscodes {bonusCode: unknown, trigger: 3} -> status 3 (incorrect)',
      applied,
      200,
      code?.status === 3,
    );
    report(
      '3.10',
      'bonus code: status, trigger',
      JSON.stringify(code)?.slice(0, 160),
      has(code, ['status', 'trigger']),
    );
    report(
      '9.10',
      'deposit bonus code trigger 3 accepted and echoed',
      `trigger ${code?.trigger}`,
      code?.trigger === 3,
    );
    // The deposit code of the seed (AURORA, trigger 3): applied, then offered for the deposit.
    const depositCode = await call('POST', '/api/game/bonuses/bonuscodes', {
      token,
      body: { bonusCode: 'AURORA', trigger: 3 },
    });
    const codeOffers = await call('GET', '/api/game/bonuses?currency=USD&amount=4000', { token });
    const offered = (codeOffers.body?.items ?? []).map((item: any) => item.bonusCode);
    report(
      '9.10b',
      'deposit code with trigger 3 -> status 1 (waits for the deposit) and offered for it',
      `status ${depositCode.body?.status} trigger ${depositCode.body?.trigger}; offers [${offered}]`,
      depositCode.body?.status === 1 &&
        depositCode.body?.trigger === 3 &&
        offered.some((code: string) => /^aurora$/i.test(code)),
    );
    const badTrigger = await call('POST', '/api/game/bonuses/bonuscodes', {
      token,
      body: { bonusCode: 'X', trigger: 'deposit' },
    });
    report(
      '7.51b',
      "POST bonuscodes {trigger: 'deposit'} -> 400 naming trigger",
      short(badTrigger),
      badTrigger.status === 400 && fieldNames(badTrigger).includes('trigger'),
    );
    const removeUnknown = await call(
      'DELETE',
      `/api/game/bonuses/bonuscodes?playerBonusCodeId=${randomUUID()}`,
      { token },
    );
    expectStatus('7.52', 'DELETE bonuscodes?playerBonusCodeId={unknown}', removeUnknown, 404);
    const offers = await call('GET', '/api/game/bonuses?currency=USD&amount=5000', { token });
    expectStatus('7.53', 'GET /api/game/bonuses?currency=USD&amount=5000', offers, 200);
  }
  let gameId = '';
  let gameIdentity = '';
  {
    const collections = await call('GET', '/api/game/collections');
    const items: any[] = collections.body?.items ?? [];
    expectStatus('7.54', 'GET /api/game/collections', collections, 200, items.length > 0);
    report(
      '3.13',
      'collection: countries list',
      JSON.stringify(items[0])?.slice(0, 160),
      Array.isArray(items[0]?.countries),
    );
    const providers = await call('GET', `/api/game/providers?collectionId=${items[0]?.id ?? ''}`);
    expectStatus('7.55', 'GET /api/game/providers?collectionId=…', providers, 200);
    const providerKey = providers.body?.items?.[0]?.id ?? 'builtin';
    const provider = await call('GET', `/api/game/providers/${providerKey}`);
    expectStatus('7.56', `GET /api/game/providers/${providerKey}`, provider, 200);
    const unknownProvider = await call('GET', '/api/game/providers/no-such-provider');
    expectStatus('7.56b', 'GET /api/game/providers/{unknown}', unknownProvider, 404);
    const games = await call('GET', '/api/game/games?page=1&perPage=5&search=&sort=popular');
    const list = await call('GET', '/api/game/games?page=1&perPage=5');
    const first = list.body?.items?.[0];
    gameId = first?.id;
    gameIdentity = first?.identity;
    expectStatus(
      '7.57',
      'GET /api/game/games?page=1&perPage=5',
      list,
      200,
      list.body?.items?.length === 5,
    );
    report(
      '7.57b',
      'GET games with sort=popular',
      short(games),
      games.status === 200 || games.status === 400,
    );
    const badPage = await call('GET', '/api/game/games?perPage=abc');
    report(
      '7.57c',
      'GET games?perPage=abc -> 400 naming perPage',
      short(badPage),
      badPage.status === 400 && fieldNames(badPage).includes('perPage'),
    );
    report(
      '3.11',
      'game: identity, name',
      JSON.stringify({ identity: first?.identity, name: first?.name }),
      has(first, ['identity', 'name']),
    );
    const categories = await call('GET', '/api/game/categories');
    report(
      '3.12',
      'game category: identity',
      `${categories.status} ${JSON.stringify(categories.body?.items?.[0])?.slice(0, 100)}`,
      has(categories.body?.items?.[0], ['identity']),
    );
    const byId = await call('GET', `/api/game/games/${gameId}`);
    const byIdentity = await call('GET', `/api/game/games/${gameIdentity}`);
    expectStatus(
      '7.58',
      'GET /api/game/games/{id} and /{identity}',
      byId,
      200,
      byIdentity.status === 200,
    );
    expectStatus(
      '7.58b',
      'GET /api/game/games/{unknown}',
      await call('GET', '/api/game/games/no-such-game'),
      404,
    );
    const demo = await call('POST', `/api/game/games/${gameIdentity}/play`, { body: {} });
    expectStatus('7.59', 'POST games/{id}/play {} as guest (demo)', demo, 200);
    const real = await call('POST', `/api/game/games/${gameIdentity}/play`, {
      cookie,
      body: { real: true },
    });
    report(
      '7.59b',
      'real play with an empty active account -> 422 no_funds',
      short(real),
      real.status === 422,
    );
    const fav = await call('POST', `/api/game/games/${gameId}/favorite`, { token });
    const favs = await call('GET', '/api/game/games/favorites', { token });
    const listed = JSON.stringify(favs.body).includes(gameId);
    expectStatus('7.61', 'POST games/{id}/favorite, then it is listed', fav, 204, listed);
    expectStatus('7.60', 'GET /api/game/games/favorites', favs, 200);
    const unfav = await call('DELETE', `/api/game/games/${gameId}/favorite`, { token });
    const favsAfter = await call('GET', '/api/game/games/favorites', { token });
    expectStatus(
      '7.62',
      'DELETE games/{id}/favorite, then not listed',
      unfav,
      204,
      !JSON.stringify(favsAfter.body).includes(gameId),
    );
    // A real round so spins, bets, played have something.
    const realPlay = await call('POST', `/api/game/games/${gameIdentity}/play`, {
      token,
      body: { real: true },
    });
    report(
      '7.59c',
      'real play with a funded account -> 200 launch url',
      `${realPlay.status} ${JSON.stringify(realPlay.body)?.slice(0, 100)}`,
      realPlay.status === 200,
    );
    expectStatus(
      '7.63',
      'GET /api/game/spins?page=1&perPage=10',
      await call('GET', '/api/game/spins?page=1&perPage=10', { token }),
      200,
    );
    const bets = await call('GET', '/api/game/bets?page=1&perPage=10', { token });
    expectStatus(
      '7.64',
      'GET /api/game/bets?page=1&perPage=10 (isSettled default true)',
      bets,
      200,
    );
    const unsettled = await call('GET', '/api/game/bets?page=1&perPage=10&isSettled=false', {
      token,
    });
    expectStatus('7.64b', 'GET /api/game/bets?isSettled=false', unsettled, 200);
    const winners = await call('GET', '/api/game/spins/winners');
    const winnerItems: any[] = winners.body?.items ?? [];
    expectStatus(
      '7.65',
      `GET /api/game/spins/winners (${winnerItems.length} items, max 12)`,
      winners,
      200,
      winnerItems.length <= 12,
    );
    report(
      '9.6',
      'latest winners list at most 12 items',
      `${winnerItems.length}`,
      winnerItems.length <= 12,
    );
    expectStatus(
      '7.66',
      'GET /api/game/games/played',
      await call('GET', '/api/game/games/played', { token }),
      200,
    );
  }

  // ---------- 7f notification ----------
  {
    const good = await call('POST', '/api/notification/communications', {
      body: {
        firstName: 'Ada',
        email: 'ada@example.com',
        subject: 'payments',
        message: 'Where is my deposit, please?',
      },
    });
    expectStatus('7.67', 'POST /api/notification/communications', good, 201);
    const bad = await call('POST', '/api/notification/communications', {
      body: { firstName: '', email: 'bad', subject: 'nope', message: '' },
    });
    report(
      '7.67b',
      'contact with 4 bad fields -> 400 naming firstName, email, subject, message',
      `${bad.status} fields [${fieldNames(bad)}]`,
      bad.status === 400 &&
        ['email', 'firstName', 'message', 'subject'].every((name) =>
          fieldNames(bad).includes(name),
        ),
    );
    const missed = await call('GET', '/api/notification/notifications', { token });
    const items: any[] = missed.body?.items ?? [];
    expectStatus(
      '7.68',
      `GET /api/notification/notifications (${items.length} items)`,
      missed,
      200,
    );
    report(
      '3.30',
      'missed notification data.event e.g. invoice.deposit.updated',
      items
        .map((item) => item.data?.event)
        .join(',')
        .slice(0, 200),
      items.some((item) => item.data?.event === 'invoice.deposit.updated'),
    );
    const cleared = await call('DELETE', '/api/notification/notifications', { token });
    const afterClear = await call('GET', '/api/notification/notifications', { token });
    expectStatus(
      '7.69',
      'DELETE /api/notification/notifications (no params) clears the buffer',
      cleared,
      200,
      (afterClear.body?.items ?? []).length === 0,
    );
  }

  // ---------- 7g other ----------
  {
    const groups = ['alerts', 'fields-settings', 'global-components', 'layout', 'modals'];
    const de = await call('GET', `/api/content/groups?locale=de&groups=${groups.join(',')}`);
    const present = groups.filter((group) => JSON.stringify(de.body ?? {}).includes(`"${group}"`));
    expectStatus(
      '7.70',
      `GET /api/content/groups?locale=de: groups ${present.join(',')}`,
      de,
      200,
      present.length === groups.length,
    );
    const alerts = JSON.stringify(de.body ?? {});
    const keys = ['successRegistration', 'resentVerification', 'somethingWrong'];
    report(
      '8.8',
      'alerts profile.successRegistration, profile.resentVerification, global.somethingWrong (de)',
      keys.map((key) => `${key}:${alerts.includes(key)}`).join(' '),
      keys.every((key) => alerts.includes(key)),
    );
    const wallet = ['depositSuccess', 'depositError', 'withdrawSuccess', 'withdrawError'];
    report(
      '8.9',
      'alerts wallet.depositSuccess/depositError/withdrawSuccess/withdrawError',
      wallet.map((key) => `${key}:${alerts.includes(key)}`).join(' '),
      wallet.every((key) => alerts.includes(key)),
    );
    const bonus = ['incorrect', 'unavailable'];
    report(
      '8.10',
      'alerts bonusCode.incorrect / unavailable',
      bonus.map((key) => `${key}:${alerts.includes(key)}`).join(' '),
      bonus.every((key) => alerts.includes(key)),
    );
    const latest = await call('GET', '/assets/builds/latest.json');
    const buildId = latest.body?.buildId ?? latest.body?.id;
    expectStatus(
      '7.71',
      `GET /assets/builds/latest.json (buildId ${buildId})`,
      latest,
      200,
      !!buildId,
    );
    const meta = await call('GET', `/assets/builds/meta/${buildId}.json`);
    expectStatus('7.72', 'GET /assets/builds/meta/{buildId}.json', meta, 200);
    const data = await call('GET', '/games.data');
    expectStatus('7.73', 'GET /games.data (per-route payload)', data, 200);
    const plainWs = await call('GET', '/api/connection/websocket');
    report(
      '7.76a',
      'plain GET /api/connection/websocket -> 426 (upgrade required)',
      short(plainWs),
      plainWs.status === 426,
    );
    const home = await call('GET', '/');
    report(
      '7.85',
      'sportsbook SDK not in the home page HTML (injected on demand)',
      `home ${home.status}; sportsbook script ${/sportsbook[^"']*\.js/.test(home.text)}`,
      home.status === 200 && !/sportsbook-sdk|sportsbook[^"']*sdk[^"']*\.js/i.test(home.text),
    );
    for (const [path, status] of [
      ['/de', 200],
      ['/pt-br/games', 200],
      ['/pt-BR/games', 404],
      ['/xx/games', 404],
      ['/en/games', 301],
    ] as const) {
      const page = await call('GET', path);
      report(
        '9.20',
        `locale prefix: ${path} -> ${status}`,
        `${page.status}`,
        page.status === status,
      );
    }
    const missing404 = await call('GET', '/no-such-page-audit');
    report(
      '8.16',
      'unknown page -> 404 error page (HTML)',
      `${missing404.status} html ${/<html/i.test(missing404.text)}`,
      missing404.status === 404 && /<html/i.test(missing404.text),
    );
  }

  // ---------- 5.15-5.17, 5.30, 3.32 ----------
  {
    const spec: Record<string, string> = {
      required: 'Value is required',
      alpha: 'The value is not alphabetical',
      alphaNum: 'The value must be alpha-numeric',
      numeric: 'Value must be numeric',
      integer: 'Value is not an integer',
      decimal: 'Value must be decimal',
      email: 'Value is not a valid email address',
      url: 'The value is not a valid URL address',
      minLength: 'This field should be at least {min} characters long',
      maxLength: 'The maximum length allowed is {max}',
      minValue: 'The minimum value allowed is {min}',
      maxValue: 'The maximum value allowed is {max}',
      between: 'The value must be between {min} and {max}',
      sameAs: 'The value must be equal to the {other} value',
    };
    const texts = async (locale: string) => {
      const reply = await call('GET', `/api/content/groups?locale=${locale}`);
      const group = reply.body?.groups?.['fields-settings'] ?? {};
      return Object.fromEntries(
        Object.entries(group).map(([key, value]: [string, any]) => [
          key.replace(/^validation\./, ''),
          { text: value?.data?.text, locale: value?.locale },
        ]),
      ) as Record<string, { text?: string; locale?: string }>;
    };
    const en = await texts('en');
    const differ = Object.keys(spec).filter((key) => en[key]?.text !== spec[key]);
    report(
      '5.17',
      'the 14 default messages equal the spec texts (content fields-settings, en)',
      differ.length
        ? `differ: ${differ.map((key) => `${key}="${en[key]?.text}"`).join('; ')}`
        : '14 equal',
      differ.length === 0,
    );
    // Every site language but English (packages/contracts/src/locale.ts).
    for (const { code: locale } of SITE_LOCALES.filter(({ code }) => code !== 'en')) {
      const own = await texts(locale);
      const english = Object.keys(spec).filter(
        (key) => own[key]?.locale !== locale || own[key]?.text === en[key]?.text,
      );
      report(
        '5.16',
        `validation messages in ${locale}, own locale, placeholders kept`,
        english.length
          ? `not translated: ${english.join(',')}`
          : `${Object.keys(own).length} texts; minLength "${own.minLength?.text}"`,
        english.length === 0 && (own.minLength?.text ?? '').includes('{min}'),
      );
    }
    const loginNoPassword = await call('POST', '/api/player/sessions', {
      body: { email: 'x@example.com' },
    });
    report(
      '5.17b',
      "a required field left out -> 'Value is required' (login without password)",
      fieldText(loginNoPassword, 'password') || short(loginNoPassword),
      fieldText(loginNoPassword, 'password') === 'Value is required',
    );
    const registration = await call('GET', '/api/player/fields/validations?scenario=registration');
    const required = Object.entries(registration.body?.fields ?? {})
      .filter(([, value]: [string, any]) => value.isRequired)
      .map(([key]) => key);
    const empty = await call('POST', '/api/player/register', {
      body: {
        email: '',
        password: '',
        password_confirmation: '',
        currency: '',
        country: '',
        agreements: false,
      },
    });
    const unnamed = required.filter((name) => !fieldNames(empty).includes(name));
    report(
      '5.15',
      'fields the server marks isRequired are refused when empty',
      `required [${required}]; not named on an empty register [${unnamed}] (${empty.status})`,
      empty.status === 400 && unnamed.length === 0,
    );
    for (const path of [
      '/profile/history/nope',
      '/auth/callback',
      '/auth/autologin',
      '/de/profile/history/nope',
    ]) {
      const page = await call('GET', path);
      report(
        '5.30',
        `route with a failing rule ${path} -> 404 page`,
        `${page.status}`,
        page.status === 404,
      );
    }
    const chosen = await call('GET', '/', { headers: { cookie: 'user-language=de' } });
    report(
      '3.32',
      'user-language=de cookie: / -> 302 /de',
      `${chosen.status} ${chosen.headers.get('location')}`,
      chosen.status === 302 && /\/de$/.test(chosen.headers.get('location') ?? ''),
    );
  }

  // ---------- 8.2 / 8.1 API side ----------
  {
    const bad = await call('GET', '/api/player/profile', { token: 'not-a-token' });
    report('8.2', 'authenticated call with a bad bearer -> 401', short(bad), bad.status === 401);
    // Site side: a page loaded with the cookies of a session ended on the server.
    const ended = await register('audit-ended', { country: 'DE', currency: 'EUR' });
    const endedCookie = cookiesOf(ended.reply);
    await call('POST', '/api/player/sessions/logout', { token: ended.reply.body?.accessToken });
    const page = await call('GET', '/de/profile/info', {
      headers: { cookie: `${endedCookie}; user-language=de` },
    });
    const cleared = page.headers
      .getSetCookie()
      .filter(
        (line) => /^(access_token|refresh_token|session)=;/.test(line) && /Max-Age=0/i.test(line),
      )
      .map((line) => line.split('=')[0]);
    report(
      '8.2b',
      'page with an ended session cookie -> localized home, session cookies cleared',
      `${page.status} ${page.headers.get('location')} cleared [${cleared.join(', ')}]`,
      page.status === 302 &&
        page.headers.get('location') === '/de' &&
        ['access_token', 'refresh_token', 'session'].every((name) => cleared.includes(name)),
    );
  }

  // ---------- realtime (real centrifuge client) ----------
  {
    const raw = await rawConnect(token);
    const connect = raw.reply?.connect ?? {};
    const keys = ['client', 'session', 'node', 'expires', 'ttl', 'ping', 'pong', 'subs', 'data'];
    report(
      '3.41',
      `connect reply: ${keys.join(', ')}`,
      `keys [${Object.keys(connect)}] missing [${missing(connect, keys)}]`,
      missing(connect, keys).length === 0,
    );
    const badRaw = await rawConnect('bad-token');
    report(
      '7.76b',
      'connect with a bad token -> close 3500',
      `close ${badRaw.closeCode ?? JSON.stringify(badRaw.reply).slice(0, 100)}`,
      badRaw.closeCode === 3500 || raw.reply?.error !== undefined,
    );

    // The site's way (ADR 016): page script cannot read the access cookie, so it asks for a
    // connection token of the same session with its cookies.
    const connection = await call('GET', '/api/connection/token', { cookie });
    const connectionToken: string = connection.body?.token ?? '';
    const viaCookie = await rawConnect(connectionToken);
    report(
      '7.76c',
      'cookie GET /api/connection/token -> a token the websocket accepts',
      `${connection.status}; connect reply ${viaCookie.reply?.connect ? 'connect' : JSON.stringify(viaCookie).slice(0, 80)}`,
      connection.status === 200 && !!viaCookie.reply?.connect,
    );
    const apiWithIt = await call('GET', '/api/player/profile', { token: connectionToken });
    report(
      '7.76d',
      'the connection token is refused by the HTTP API',
      short(apiWithIt),
      apiWithIt.status === 401,
    );
    const ws = openClient(token);
    const channels = {
      accounts: ws.subscribe(`wallet:accounts#${playerId}`),
      invoices: ws.subscribe(`payment:invoices#${playerId}`),
      codes: ws.subscribe(`bonus:player-bonus-codes#${playerId}`),
      bonuses: ws.subscribe(`bonus:player-bonuses#${playerId}`),
      freespins: ws.subscribe(`bonus:player-freespins#${playerId}`),
      bets: ws.subscribe(`game:bets#${playerId}`),
      foreign: ws.subscribe(`wallet:accounts#${randomUUID()}`),
      winners: ws.subscribe('game:winners'),
    };
    ws.client.connect();
    await waitFor(
      async () =>
        Object.values(channels).filter((channel) => channel.subscribed || channel.error).length,
      (count) => count === 8,
      8000,
    );
    report(
      '7.76',
      'centrifuge client connects over websocket with the session token',
      `connected ${!!ws.state.connected} transport ${ws.state.connected?.transport}`,
      ws.state.connected?.transport === 'websocket',
    );
    report(
      '4.40',
      "foreign player's # channel refused (103)",
      JSON.stringify(channels.foreign.error ?? 'subscribed'),
      channels.foreign.error?.code === 103,
    );
    report(
      '7.84',
      'game:winners subscribed',
      `subscribed ${channels.winners.subscribed}`,
      channels.winners.subscribed,
    );
    // Trigger: a deposit (accounts, invoices), a bonus code (codes).
    await payByCard(token, 700);
    await call('POST', '/api/game/bonuses/bonuscodes', {
      token,
      body: { bonusCode: 'NO-SUCH-CODE-2', trigger: 3 },
    });
    await waitFor(
      async () => channels.accounts.publications.length && channels.invoices.publications.length,
      Boolean,
      10_000,
    );
    await waitFor(async () => channels.codes.publications.length, Boolean, 3000);
    const acc = channels.accounts.publications[0];
    report(
      '7.78',
      'wallet:accounts#{playerId} publication data.account',
      `${channels.accounts.subscribed} ${JSON.stringify(acc)?.slice(0, 140)}`,
      channels.accounts.subscribed && has(acc, ['account']),
    );
    const inv = channels.invoices.publications.find(
      (data) => data?.event === 'invoice.deposit.updated',
    );
    report(
      '7.79',
      'payment:invoices#{playerId} data.event invoice.deposit.updated, data.invoice',
      `${channels.invoices.subscribed} events [${channels.invoices.publications.map((data) => data?.event)}] invoice ${has(inv, ['invoice'])}`,
      !!inv && has(inv, ['invoice']),
    );
    const pbc = channels.codes.publications[0];
    report(
      '7.80',
      'bonus:player-bonus-codes#{playerId} data.playerBonusCode',
      `${channels.codes.subscribed} ${JSON.stringify(pbc)?.slice(0, 140)}`,
      channels.codes.subscribed && has(pbc, ['playerBonusCode']),
    );
    // A deposit with the first offer (the welcome step: a bonus and free spins).
    const offers = await call('GET', '/api/game/bonuses?currency=USD&amount=2000', { token });
    const offer = offers.body?.items?.[0];
    await payByCard(token, 2000, { bonusCode: offer?.bonusCode });
    await waitFor(
      async () => channels.bonuses.publications.length && channels.freespins.publications.length,
      Boolean,
      10_000,
    );
    const pb = channels.bonuses.publications[0];
    report(
      '7.81',
      `bonus:player-bonuses#{playerId} data.playerBonus (deposit with ${offer?.bonusCode})`,
      `${channels.bonuses.subscribed} ${JSON.stringify(pb)?.slice(0, 160)}`,
      has(pb, ['playerBonus']),
    );
    const pf = channels.freespins.publications[0];
    report(
      '7.82',
      'bonus:player-freespins#{playerId} data.playerFreespin',
      `${channels.freespins.subscribed} ${JSON.stringify(pf)?.slice(0, 160)}`,
      has(pf, ['playerFreespin']),
    );
    const bonusList = await call('GET', '/api/game/player-bonuses?status[]=1&status[]=2', {
      token,
    });
    const bonus = bonusList.body?.items?.[0];
    report(
      '3.8',
      'player bonus: id, currency, amount, status, result',
      JSON.stringify(bonus)?.slice(0, 180),
      has(bonus, ['id', 'currency', 'amount', 'status', 'result']),
    );
    const spinList = await call('GET', '/api/game/player-freespins?status[]=1&status[]=2', {
      token,
    });
    const spin = spinList.body?.items?.[0];
    report(
      '3.9',
      'player free spin: id, currency, count, gameId, status, result',
      JSON.stringify(spin)?.slice(0, 180),
      has(spin, ['id', 'currency', 'count', 'gameId', 'status', 'result']),
    );
    if (spin?.id) {
      const activate = await call('PUT', `/api/game/player-freespins/${spin.id}/activate`, {
        token,
      });
      const activated = activate.body?.playerFreespin ?? activate.body;
      report(
        '7.48b',
        'PUT player-freespins/{issued}/activate -> 200, status 2',
        `${activate.status} status ${activated?.status}`,
        activate.status === 200 && activated?.status === 2,
      );
      const cancel = await call('PUT', `/api/game/player-freespins/${spin.id}/cancel`, { token });
      const cancelled = cancel.body?.playerFreespin ?? cancel.body;
      report(
        '7.49b',
        'PUT player-freespins/{id}/cancel -> 200, status 3 result 3',
        `${cancel.status} status ${cancelled?.status} result ${cancelled?.result}`,
        cancel.status === 200 && cancelled?.status === 3 && cancelled?.result === 3,
      );
    }
    if (bonus?.id) {
      const activate = await call('PUT', `/api/game/player-bonuses/${bonus.id}/activate`, {
        token,
      });
      const activated = activate.body?.playerBonus ?? activate.body;
      report(
        '7.46b',
        'PUT player-bonuses/{issued}/activate -> 200, status 2',
        `${activate.status} status ${activated?.status} ${activate.status === 200 ? '' : activate.text.slice(0, 120)}`,
        activate.status === 200 && activated?.status === 2,
      );
      const cancel = await call('PUT', `/api/game/player-bonuses/${bonus.id}/cancel`, { token });
      const cancelled = cancel.body?.playerBonus ?? cancel.body;
      report(
        '7.47b',
        'PUT player-bonuses/{id}/cancel -> 200, status 3 result 3',
        `${cancel.status} status ${cancelled?.status} result ${cancelled?.result}`,
        cancel.status === 200 && cancelled?.status === 3 && cancelled?.result === 3,
      );
    }
    if (bonus?.id) {
      const finished = await call('GET', '/api/game/player-bonuses?status[]=3', { token });
      const open = await call('GET', '/api/game/player-bonuses?status[]=1&status[]=2', { token });
      const inFinished = JSON.stringify(finished.body).includes(bonus.id);
      const inOpen = JSON.stringify(open.body).includes(bonus.id);
      report(
        '7.2d',
        'status[]=3 lists the cancelled bonus; status[]=1&status[]=2 does not (bracket params filter)',
        `status[]=3 ${finished.status} has it ${inFinished}; status[]=1&2 ${open.status} has it ${inOpen}`,
        inFinished && !inOpen,
      );
      const oneForm = await call('GET', '/api/game/player-bonuses?status=3', { token });
      report(
        '7.2e',
        'status=3 (no brackets) also filters, or is refused',
        `${oneForm.status} has it ${JSON.stringify(oneForm.body).includes(bonus.id)} items ${oneForm.body?.items?.length}`,
        oneForm.status === 400 || JSON.stringify(oneForm.body).includes(bonus.id),
      );
    }
    const paidOnly = await call('GET', '/api/payment/invoices?status[]=2', { token });
    const statuses = [...new Set((paidOnly.body?.items ?? []).map((item: any) => item.status))];
    report(
      '7.2f',
      'GET invoices?status[]=2 lists only status 2',
      `${paidOnly.status} statuses [${statuses}]`,
      paidOnly.status === 200 && statuses.length === 1 && statuses[0] === 2,
    );
    const secret = process.env.AUDIT_PROVIDER_SECRET;
    if (!secret) {
      report(
        '7.83',
        'game:bets#{playerId} data.gameIdentity (needs AUDIT_PROVIDER_SECRET)',
        `subscribed ${channels.bets.subscribed}; no bet placed`,
        channels.bets.subscribed,
      );
      report(
        '7.84b',
        'winners publication data.winner (needs AUDIT_PROVIDER_SECRET)',
        'not run',
        false,
      );
    } else {
      const slots = await call('GET', '/api/game/games?category=slots&perPage=1');
      const slot = slots.body?.items?.[0]?.identity;
      const launch = await call('POST', `/api/game/games/${slot}/play`, {
        token,
        body: { real: true, locale: 'en' },
      });
      const gameToken = new URL(launch.body?.url ?? 'http://x').searchParams.get('token');
      const seamless = async (kind: 'bet' | 'win', body: object) => {
        const payload = JSON.stringify(body);
        const stamp = Math.floor(Date.now() / 1000);
        const signature = createHmac('sha256', secret)
          .update(`${stamp}.`)
          .update(payload)
          .digest('hex');
        return fetch(`${BASE}/api/seamless/builtin/${kind}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-seamless-timestamp': String(stamp),
            'x-seamless-signature': signature,
          },
          body: payload,
        });
      };
      const round = {
        token: gameToken,
        transactionId: randomUUID(),
        roundId: randomUUID(),
        gameIdentity: slot,
        amount: 100,
        currency: 'USD',
      };
      const bet = await seamless('bet', round);
      const win = await seamless('win', {
        ...round,
        transactionId: `${round.transactionId}-w`,
        amount: 5000,
        roundClosed: true,
      });
      await waitFor(async () => channels.winners.publications.length, Boolean, 5000);
      const winner = channels.winners.publications[0];
      report(
        '7.84b',
        'a real win publishes on game:winners data.winner (gameId)',
        `bet ${bet.status} win ${win.status}; ${JSON.stringify(winner)?.slice(0, 160)}`,
        has(winner, ['winner']) && has(winner?.winner, ['gameId']),
      );
      const listed = (await call('GET', '/api/game/spins/winners')).body?.items?.[0];
      report(
        '3.14',
        'winner (latest winners list after the win): gameId',
        JSON.stringify(listed)?.slice(0, 160),
        has(listed, ['gameId']),
      );
      const publicName = `Player •••${playerId.replaceAll('-', '').slice(-4)}`;
      const shown = winner?.winner?.nickname;
      report(
        '9.4',
        `winner without nickname: '${publicName}' (ADR 018 public names; spec: masked email, kept for the own account)`,
        `nickname ${JSON.stringify(shown)}`,
        shown === publicName && !JSON.stringify(winner).includes(bearer.email),
      );
      const limit = await call('POST', '/api/player/limits', {
        token,
        body: { action: 'set', definition: 1, period: 'daily', currency: 'USD', amount: 100 },
      });
      const refused = await seamless('bet', {
        ...round,
        transactionId: randomUUID(),
        roundId: randomUUID(),
        amount: 500,
      });
      await waitFor(async () => channels.bets.publications.length, Boolean, 5000);
      const betEvent = channels.bets.publications[0];
      report(
        '7.83',
        'game:bets#{playerId}: a bet over the bet limit is refused and published with data.gameIdentity',
        `limit ${limit.status}; bet ${refused.status}; ${JSON.stringify(betEvent)?.slice(0, 160)}`,
        betEvent?.gameIdentity === slot,
      );
    }
    ws.client.disconnect();

    const bad = openClient('bad-token');
    bad.client.connect();
    await waitFor(async () => bad.state.disconnected, Boolean, 5000);
    report(
      '4.39',
      'centrifuge client with a bad token: disconnected 3500, no reconnect',
      JSON.stringify(bad.state.disconnected),
      bad.state.disconnected?.code === 3500,
    );
    bad.client.disconnect();

    const emu = openClient(token, 'emulation');
    const emuChannel = emu.subscribe(`wallet:accounts#${playerId}`);
    emu.client.connect();
    await waitFor(async () => emuChannel.subscribed || emuChannel.error, Boolean, 8000);
    report(
      '7.77',
      'fallback /api/connection/emulation (http_stream) connects and subscribes',
      `transport ${emu.state.connected?.transport}; subscribed ${emuChannel.subscribed}; errors ${JSON.stringify(emu.state.errors).slice(0, 100)}`,
      emu.state.connected?.transport === 'http_stream' && emuChannel.subscribed,
    );
    emu.client.disconnect();

    const defaults = (new Centrifuge(wsUrl) as any)._config;
    report(
      '9.8',
      'centrifuge defaults: reconnect 500-20000 ms, timeout 5000, maxServerPingDelay 10000',
      JSON.stringify({
        min: defaults.minReconnectDelay,
        max: defaults.maxReconnectDelay,
        timeout: defaults.timeout,
        ping: defaults.maxServerPingDelay,
      }),
      defaults.minReconnectDelay === 500 &&
        defaults.maxReconnectDelay === 20000 &&
        defaults.timeout === 5000 &&
        defaults.maxServerPingDelay === 10000,
    );
  }
  {
    const limits = await call('GET', '/api/player/limits', { token });
    expectStatus('7.40', 'GET /api/player/limits', limits, 200);
    const bad = await call('POST', '/api/player/limits', {
      token,
      body: { action: 'set', definition: 3, period: 'yearly', currency: 'USD', amount: -1 },
    });
    report(
      '7.41b',
      'POST limits {period: yearly, amount: -1} -> 400 naming period and amount',
      `${bad.status} fields [${fieldNames(bad)}] ${JSON.stringify(bad.body?.error?.fields ?? {}).slice(0, 120)}`,
      bad.status === 400 &&
        fieldNames(bad).includes('period') &&
        fieldNames(bad).includes('amount'),
    );
    const set = await call('POST', '/api/player/limits', {
      token,
      body: { action: 'set', definition: 3, period: 'daily', currency: 'USD', amount: 100 },
    });
    expectStatus('7.41', 'POST limits set deposit daily 1.00 USD', set, 200);
    const list = await call('GET', '/api/player/limits', { token });
    const text = JSON.stringify(list.body);
    const limit = (list.body?.items ?? []).find((item: any) => item.definition === 3);
    report(
      '3.3',
      'limit: definition, period, status (1 = active), currency',
      JSON.stringify(limit)?.slice(0, 180),
      has(limit, ['definition', 'period', 'status', 'currency']) && limit?.status === 1,
    );
    const methods = await call('GET', '/api/payment/methods/deposit?currency=USD', { token });
    const deposit = await call('POST', '/api/payment/invoices/deposit', {
      token,
      body: { method: 'sandbox-card', currency: 'USD', amount: 5000 },
    });
    report(
      '8.3',
      'deposit limit reached: methods/deposit and deposit answer 13100',
      `methods ${short(methods)}; deposit ${deposit.status} ${JSON.stringify(deposit.body?.error?.code)}`,
      String(methods.body?.error?.code) === '13100' &&
        String(deposit.body?.error?.code) === '13100',
    );
    void text;
  }
  {
    const logout = await call('POST', '/api/player/sessions/logout', { token });
    const afterLogout = await call('GET', '/api/player/profile', { token });
    expectStatus(
      '7.34',
      `POST sessions/logout; the token then -> ${afterLogout.status}`,
      logout,
      200,
      afterLogout.status === 401,
    );
  }

  const failed = lines.filter((line) => !line.pass);
  console.log(
    `\n${lines.length} checks, ${lines.length - failed.length} PASS, ${failed.length} FAIL: ${failed.map((line) => line.id).join(' ')}`,
  );
  process.exit(failed.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
