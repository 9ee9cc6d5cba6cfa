// The conformance kit's drivers: each speaks one wallet dialect the way its aggregator does
// (envelope, signature, amounts) and reads the answer back as a canonical outcome. Written
// apart from the server's adapters on purpose: the kit checks them, it does not share them.
import { createHash, createHmac, createPrivateKey, randomBytes, sign } from 'node:crypto';

/** A canonical outcome: `RS_OK` or the refusal's canonical status (docs/decisions/045). */
export interface Outcome {
  status: string;
  /** Minor units, when the answer carries one. */
  balance?: number;
  /** What came back on the wire (replays must match it byte for byte). */
  http: number;
  body: string;
}

export interface KitSession {
  user: string;
  currency: string;
  game: string;
  token: string;
  expiredToken: string;
  accessToken: string;
  signingKey: string;
}

export interface Money {
  transaction: string;
  round: string;
  amount: number;
  currency?: string;
  token?: string;
}

export interface CallOptions {
  /** Signs with a wrong key. */
  badSignature?: boolean;
  /** Signs as if the sender's clock were this many seconds off (dialects that sign a time). */
  skewSeconds?: number;
  /** The how-manieth sending of the same call (0: the first); dialects with a counter send it. */
  attempt?: number;
}

export interface Driver {
  name: string;
  /** Whether the dialect's signature covers a time (clock skew can be refused). */
  signsTime: boolean;
  /** Whether its rollback can name a win (not only a bet). */
  rollsBackWins: boolean;
  balance(s: KitSession, options?: CallOptions): Promise<Outcome>;
  bet(s: KitSession, money: Money, options?: CallOptions): Promise<Outcome>;
  win(s: KitSession, money: Money & { bet: string }, options?: CallOptions): Promise<Outcome>;
  /** Reverses bets of one round, in one call where the dialect takes a list. */
  rollback(
    s: KitSession,
    round: string,
    rollbacks: { transaction: string; bet: string }[],
    options?: CallOptions,
  ): Promise<Outcome[]>;
  /** A bet and its win in one call where the dialect can (else two calls). */
  betAndWin(s: KitSession, round: string, bet: Money, win: Money): Promise<Outcome[]>;
}

type Post = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

export function httpPost(baseUrl: string): Post {
  return async (path, body, headers) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    return { status: response.status, body: await response.text() };
  };
}

const parse = (text: string): Record<string, unknown> => {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
};
/** A bet, then its win, where the dialect has no batched call (a refused bet pays nothing). */
async function betThenWin(driver: Driver, s: KitSession, bet: Money, win: Money) {
  const staked = await driver.bet(s, bet);
  if (staked.status !== 'RS_OK') return [staked];
  return [staked, await driver.win(s, { ...win, bet: bet.transaction })];
}

/** A list of rollbacks where the dialect names one per call: one call each, in order. */
async function oneByOne<T>(items: T[], send: (item: T) => Promise<Outcome>) {
  const answers: Outcome[] = [];
  for (const item of items) answers.push(await send(item));
  return answers;
}

const digitsOf = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits ?? 2;

/** Hub88: the canonical shape, RSA-SHA256 (base64) of the body, amounts ×100 000, always HTTP 200. */
export function hub88Driver(post: Post, prefix = '/api/aggregators/hub88'): Driver {
  const scale = (currency: string) => 100_000 / 10 ** digitsOf(currency);
  const wrongKey = () =>
    // A key of another party: a valid signature, not Hub88's.
    createHmac('sha256', 'not-the-key').update('x').digest('base64');
  const call = async (
    s: KitSession,
    path: string,
    payload: Record<string, unknown>,
    o: CallOptions = {},
  ) => {
    const body = JSON.stringify({ request_uuid: crypto.randomUUID(), user: s.user, ...payload });
    const signature = o.badSignature
      ? wrongKey()
      : sign('sha256', Buffer.from(body), createPrivateKey(s.signingKey)).toString('base64');
    const res = await post(`${prefix}${path}`, body, { 'x-hub88-signature': signature });
    const json = parse(res.body);
    const currency = typeof json.currency === 'string' ? json.currency : s.currency;
    return {
      status: String(json.status ?? `HTTP ${res.status}`),
      balance: typeof json.balance === 'number' ? json.balance / scale(currency) : undefined,
      http: res.status,
      // The request_uuid is echoed: a replay is compared without it.
      body: JSON.stringify({ ...json, request_uuid: undefined }),
    };
  };
  const moneyBody = (s: KitSession, m: Money) => ({
    token: m.token ?? s.token,
    game_code: s.game,
    transaction_uuid: m.transaction,
    round: m.round,
    amount: m.amount * scale(m.currency ?? s.currency),
    currency: m.currency ?? s.currency,
  });
  const driver: Driver = {
    name: 'hub88',
    signsTime: false,
    rollsBackWins: true,
    balance: (s, o) => call(s, '/user/balance', { token: s.token, game_code: s.game }, o),
    bet: (s, m, o) => call(s, '/transaction/bet', moneyBody(s, m), o),
    win: (s, m, o) =>
      call(
        s,
        '/transaction/win',
        { ...moneyBody(s, m), reference_transaction_uuid: m.bet, round_closed: true },
        o,
      ),
    // Hub88 names one transaction per rollback: a list is several calls.
    rollback: (s, round, rollbacks) =>
      oneByOne(rollbacks, (r) =>
        call(s, '/transaction/rollback', {
          token: s.token,
          game_code: s.game,
          transaction_uuid: r.transaction,
          round,
          reference_transaction_uuid: r.bet,
        }),
      ),
    betAndWin: (s, _round, bet, win) => betThenWin(driver, s, bet, win),
  };
  return driver;
}

/** SoftSwiss errors back to canonical statuses (the adapter's table, read from the wire). */
function softswissStatus(http: number, code: unknown): string {
  if (http === 200) return 'RS_OK';
  const byCode: Record<string, string> = {
    '412:100': 'RS_ERROR_NOT_ENOUGH_MONEY',
    '412:101': 'RS_ERROR_INVALID_TOKEN',
    '412:106': 'RS_ERROR_BET_LIMIT',
    '412:107': 'RS_ERROR_INVALID_GAME',
    '412:110': 'RS_ERROR_USER_DISABLED',
    '403:403': 'RS_ERROR_INVALID_SIGNATURE',
    '400:400': 'RS_ERROR_WRONG_SYNTAX',
    '404:404': 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    '409:409': 'RS_ERROR_CONFLICT',
    '422:422': 'RS_ERROR_AMOUNT_REFUSED',
  };
  return byCode[`${http}:${code}`] ?? `HTTP ${http} code ${String(code)}`;
}

/** SoftSwiss: `/play` with actions[], `/rollback` with a list, HMAC-SHA256 hex of the body. */
export function softswissDriver(post: Post, prefix = '/api/aggregators/softswiss'): Driver {
  const call = async (
    s: KitSession,
    path: string,
    payload: Record<string, unknown>,
    o: CallOptions = {},
  ) => {
    const body = JSON.stringify({
      user_id: s.user,
      session_id: s.token,
      currency: s.currency,
      game: s.game,
      ...payload,
    });
    const key = o.badSignature ? 'not-the-auth-token' : s.signingKey;
    const res = await post(`${prefix}${path}`, body, {
      'x-request-sign': createHmac('sha256', key).update(body).digest('hex'),
    });
    const json = parse(res.body);
    return {
      status: softswissStatus(res.status, json.code),
      balance: typeof json.balance === 'number' ? json.balance : undefined,
      http: res.status,
      body: res.body,
    };
  };
  /** One action of a round in a `/play` call (the case's currency or token over the session's). */
  const play = (m: Money, action: 'bet' | 'win', finished: boolean) => ({
    ...(m.currency ? { currency: m.currency } : {}),
    ...(m.token ? { session_id: m.token } : {}),
    game_id: m.round,
    finished,
    actions: [{ action, action_id: m.transaction, amount: m.amount }],
  });
  return {
    name: 'softswiss',
    signsTime: false,
    rollsBackWins: true,
    balance: (s, o) => call(s, '/play', { game_id: crypto.randomUUID() }, o),
    bet: (s, m, o) => call(s, '/play', play(m, 'bet', false), o),
    win: (s, m, o) => call(s, '/play', play(m, 'win', true), o),
    async rollback(s, round, rollbacks) {
      return [
        await call(s, '/rollback', {
          game_id: round,
          actions: rollbacks.map((r) => ({
            action: 'rollback',
            action_id: r.transaction,
            original_action_id: r.bet,
          })),
        }),
      ];
    },
    async betAndWin(s, round, bet, win) {
      return [
        await call(s, '/play', {
          game_id: round,
          finished: true,
          actions: [
            { action: 'bet', action_id: bet.transaction, amount: bet.amount },
            { action: 'win', action_id: win.transaction, amount: win.amount },
          ],
        }),
      ];
    },
  };
}

/** Slotegrator's error descriptions back to canonical statuses (read from the wire). */
const SLOTEGRATOR_STATUS: Record<string, string> = {
  'Not enough money to continue playing': 'RS_ERROR_NOT_ENOUGH_MONEY',
  'Session not found': 'RS_ERROR_INVALID_TOKEN',
  'Session expired': 'RS_ERROR_TOKEN_EXPIRED',
  'Wrong currency': 'RS_ERROR_WRONG_CURRENCY',
  'Player is blocked': 'RS_ERROR_USER_DISABLED',
  'Invalid signature': 'RS_ERROR_INVALID_SIGNATURE',
  'Bad request': 'RS_ERROR_WRONG_SYNTAX',
  'Transaction not found': 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'Duplicate transaction': 'RS_ERROR_DUPLICATE_TRANSACTION',
  'Transaction rolled back': 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'Round closed': 'RS_ERROR_ROUND_CLOSED',
};

/**
 * Slotegrator: one form-encoded callback named by `action`, amounts as decimal strings in major
 * units, X-Sign the hex HMAC-SHA1 of the params and the X-Merchant-Id, X-Timestamp and X-Nonce
 * headers sorted by key and form-encoded; every answer HTTP 200, errors by code and description.
 * A retry is re-signed (new nonce and time) and carries its counter in `retry`.
 */
export function slotegratorDriver(post: Post, prefix = '/api/aggregators/slotegrator'): Driver {
  const major = (minor: number, currency: string) =>
    (minor / 10 ** digitsOf(currency)).toFixed(digitsOf(currency));
  const call = async (s: KitSession, params: [string, string][], o: CallOptions = {}) => {
    const pairs: [string, string][] = [
      ['player_id', s.user],
      ['session_id', s.token],
      ['currency', s.currency],
      ...params,
      ...(o.attempt ? ([['retry', String(o.attempt)]] as [string, string][]) : []),
    ];
    // A later pair of the same key wins (a case's token or currency over the session's).
    const byKey = new Map(pairs);
    const sent = [...byKey.entries()];
    const headers = {
      'x-merchant-id': 'conformance-kit',
      'x-timestamp': String(Math.floor(Date.now() / 1000) + (o.skewSeconds ?? 0)),
      'x-nonce': randomBytes(16).toString('hex'),
    };
    const top = (key: string) => key.split('[', 1)[0]!;
    const signed = [
      ...sent,
      ['X-Merchant-Id', headers['x-merchant-id']],
      ['X-Timestamp', headers['x-timestamp']],
      ['X-Nonce', headers['x-nonce']],
    ] as [string, string][];
    // Stable: the pairs of one key (a list's items) keep their order.
    signed.sort(([a], [b]) => (top(a) < top(b) ? -1 : top(a) > top(b) ? 1 : 0));
    const key = o.badSignature ? 'not-the-merchant-key' : s.signingKey;
    const res = await post(prefix, new URLSearchParams(sent).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
      'x-sign': createHmac('sha1', key)
        .update(new URLSearchParams(signed).toString())
        .digest('hex'),
    });
    const json = parse(res.body);
    const description = String(json.error_description ?? '');
    const status =
      res.status !== 200
        ? `HTTP ${res.status}`
        : json.error_code === undefined
          ? 'RS_OK'
          : json.error_code === 'INSUFFICIENT_FUNDS'
            ? 'RS_ERROR_NOT_ENOUGH_MONEY'
            : (SLOTEGRATOR_STATUS[description.split(':', 1)[0]!] ??
              `INTERNAL_ERROR ${description}`);
    return {
      status,
      balance:
        typeof json.balance === 'number'
          ? Math.round(json.balance * 10 ** digitsOf(s.currency))
          : undefined,
      http: res.status,
      body: res.body,
    };
  };
  const money = (s: KitSession, m: Money): [string, string][] => [
    ['game_uuid', s.game],
    ['amount', major(m.amount, m.currency ?? s.currency)],
    ['transaction_id', m.transaction],
    ['round_id', m.round],
    ...(m.currency ? ([['currency', m.currency]] as [string, string][]) : []),
    ...(m.token ? ([['session_id', m.token]] as [string, string][]) : []),
  ];
  const driver: Driver = {
    name: 'slotegrator',
    signsTime: true,
    rollsBackWins: true,
    balance: (s, o) =>
      call(
        s,
        [
          ['action', 'balance'],
          ['game_uuid', s.game],
        ],
        o,
      ),
    bet: (s, m, o) => call(s, [['action', 'bet'], ...money(s, m), ['type', 'bet']], o),
    win: (s, m, o) =>
      call(s, [['action', 'win'], ...money(s, m), ['type', 'win'], ['finished', '1']], o),
    async rollback(s, round, rollbacks, o) {
      return [
        await call(
          s,
          [
            ['action', 'rollback'],
            ['game_uuid', s.game],
            ['transaction_id', `rb-${rollbacks.map((r) => r.transaction).join('-')}`.slice(0, 90)],
            ['round_id', round],
            ['type', 'rollback'],
            ...rollbacks.flatMap((r, i): [string, string][] => [
              [`rollback_transactions[${i}][action]`, 'bet'],
              [`rollback_transactions[${i}][amount]`, '0.00'],
              [`rollback_transactions[${i}][transaction_id]`, r.bet],
              [`rollback_transactions[${i}][type]`, 'bet'],
            ]),
          ],
          o,
        ),
      ];
    },
    // Slotegrator has no batched call: the bet, then its win.
    betAndWin: (s, _round, bet, win) => betThenWin(driver, s, bet, win),
  };
  return driver;
}

const SEAMLESS_STATUS: Record<string, string> = {
  invalid_signature: 'RS_ERROR_INVALID_SIGNATURE',
  invalid_token: 'RS_ERROR_INVALID_TOKEN',
  token_expired: 'RS_ERROR_TOKEN_EXPIRED',
  insufficient_funds: 'RS_ERROR_NOT_ENOUGH_MONEY',
  bet_refused: 'RS_ERROR_USER_DISABLED',
  transaction_conflict: 'RS_ERROR_DUPLICATE_TRANSACTION',
  transaction_rolled_back: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  round_not_found: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  round_closed: 'RS_ERROR_ROUND_CLOSED',
  round_paid: 'RS_ERROR_ROUND_CLOSED',
};

/** The built-in provider's seamless wallet: HMAC-SHA256 of `{timestamp}.{body}`, minor units. */
export function builtinDriver(post: Post, prefix = '/api/seamless/builtin'): Driver {
  const call = async (
    s: KitSession,
    path: string,
    payload: Record<string, unknown>,
    o: CallOptions = {},
  ) => {
    const body = JSON.stringify(payload);
    const timestamp = Math.floor(Date.now() / 1000) + (o.skewSeconds ?? 0);
    const key = o.badSignature ? 'not-the-builtin-secret' : s.signingKey;
    const res = await post(`${prefix}/${path}`, body, {
      'x-seamless-timestamp': String(timestamp),
      'x-seamless-signature': createHmac('sha256', key)
        .update(`${timestamp}.${body}`)
        .digest('hex'),
    });
    const json = parse(res.body);
    const error = json.error as { code?: string; message?: string } | undefined;
    const code = error?.code ?? '';
    const status =
      res.status === 200
        ? 'RS_OK'
        : code === 'bad_request' && error?.message?.startsWith('currency')
          ? 'RS_ERROR_WRONG_CURRENCY'
          : code === 'bad_request'
            ? 'RS_ERROR_WRONG_SYNTAX'
            : (SEAMLESS_STATUS[code] ?? `HTTP ${res.status} ${code}`);
    return {
      status,
      balance: typeof json.balance === 'number' ? json.balance : undefined,
      http: res.status,
      body: res.body,
    };
  };
  const moneyBody = (s: KitSession, m: Money) => ({
    token: m.token ?? s.token,
    transactionId: m.transaction,
    roundId: m.round,
    gameIdentity: s.game,
    amount: m.amount,
    currency: m.currency ?? s.currency,
  });
  const driver: Driver = {
    name: 'builtin',
    signsTime: true,
    rollsBackWins: true,
    balance: (s, o) => call(s, 'balance', { token: s.token }, o),
    bet: (s, m, o) => call(s, 'bet', moneyBody(s, m), o),
    win: (s, m, o) => call(s, 'win', { ...moneyBody(s, m), roundClosed: true }, o),
    rollback: (s, round, rollbacks) =>
      oneByOne(rollbacks, (r) =>
        call(s, 'rollback', {
          token: s.token,
          transactionId: r.transaction,
          roundId: round,
          gameIdentity: s.game,
          referenceTransactionId: r.bet,
        }),
      ),
    betAndWin: (s, _round, bet, win) => betThenWin(driver, s, bet, win),
  };
  return driver;
}

/** EveryMatrix return codes back to canonical statuses (the dialect's table, read from the wire). */
const EVERYMATRIX_STATUS: Record<number, string> = {
  0: 'RS_OK',
  101: 'RS_ERROR_TOKEN_EXPIRED',
  103: 'RS_ERROR_INVALID_TOKEN',
  104: 'RS_ERROR_NOT_ENOUGH_MONEY',
  105: 'RS_ERROR_BET_LIMIT',
  106: 'RS_ERROR_USER_DISABLED',
  107: 'RS_ERROR_WRONG_CURRENCY',
  108: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  109: 'RS_ERROR_INVALID_GAME',
  110: 'RS_ERROR_WRONG_SYNTAX',
  111: 'RS_ERROR_INVALID_SIGNATURE',
  112: 'RS_ERROR_DUPLICATE_TRANSACTION',
  113: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  114: 'RS_ERROR_ROUND_CLOSED',
  115: 'RS_ERROR_AMOUNT_REFUSED',
};

/**
 * EveryMatrix: one endpoint, `Request` naming the call, `Hash` the hex SHA-256 of the other
 * fields' values (sorted by name, joined with `|`) and `|secret`; decimal amounts; HTTP 200
 * with a `ReturnCode`.
 */
export function everymatrixDriver(
  post: Post,
  path = '/api/aggregators/everymatrix/wallet',
): Driver {
  const hashOf = (fields: Record<string, unknown>, secret: string) =>
    createHash('sha256')
      .update(
        [
          ...Object.keys(fields)
            .sort()
            .map((k) => String(fields[k])),
          secret,
        ].join('|'),
      )
      .digest('hex');
  const call = async (fields: Record<string, unknown>, s: KitSession, o: CallOptions = {}) => {
    const secret = o.badSignature ? 'not-the-everymatrix-secret' : s.signingKey;
    const body = JSON.stringify({ ...fields, Hash: hashOf(fields, secret) });
    const res = await post(path, body, {});
    const json = parse(res.body);
    const code = typeof json.ReturnCode === 'number' ? json.ReturnCode : -1;
    const currency = typeof json.Currency === 'string' ? json.Currency : s.currency;
    return {
      status: EVERYMATRIX_STATUS[code] ?? `HTTP ${res.status} ReturnCode ${code}`,
      balance:
        typeof json.Balance === 'number'
          ? Math.round(json.Balance * 10 ** digitsOf(currency))
          : undefined,
      http: res.status,
      body: res.body,
    };
  };
  const major = (minor: number, currency: string) => minor / 10 ** digitsOf(currency);
  const money = (s: KitSession, m: Money) => ({
    Token: m.token ?? s.token,
    ExternalId: m.transaction,
    RoundId: m.round,
    GameId: s.game,
    Amount: major(m.amount, m.currency ?? s.currency),
    Currency: m.currency ?? s.currency,
  });
  const driver: Driver = {
    name: 'everymatrix',
    signsTime: false,
    rollsBackWins: false,
    balance: (s, o) => call({ Request: 'GetBalance', Token: s.token, GameId: s.game }, s, o),
    bet: (s, m, o) =>
      call({ Request: 'WalletDebit', TransactionType: 'Wager', ...money(s, m) }, s, o),
    win: (s, m, o) =>
      call(
        {
          Request: 'WalletCredit',
          TransactionType: 'Result',
          ...money(s, m),
          BetExternalId: m.bet,
          RoundEnd: true,
        },
        s,
        o,
      ),
    // One rollback per call: a list is several calls.
    rollback: (s, round, rollbacks) =>
      oneByOne(rollbacks, (r) =>
        call(
          {
            Request: 'WalletCredit',
            TransactionType: 'Rollback',
            ...money(s, { transaction: r.transaction, round, amount: 0 }),
            BetExternalId: r.bet,
          },
          s,
        ),
      ),
    betAndWin: (s, _round, bet, win) => betThenWin(driver, s, bet, win),
  };
  return driver;
}
