import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BonusCodeSchema, PlayerBonusSchema, PlayerFreespinSchema } from './bonus.ts';
import { ErrorResponseSchema, paginated } from './common.ts';
import { GameCollectionSchema, GameSchema, WinnerSchema } from './game.ts';
import { MissedNotificationSchema } from './notification.ts';
import { InvoiceSchema, PaymentMethodSchema } from './payment.ts';
import { LimitSchema, LoginResponseSchema, ProfileSchema } from './player.ts';
import { ConnectReplySchema } from './realtime.ts';
import {
  ConstantsSchema,
  CountrySchema,
  CurrencySchema,
  LocaleSchema,
  PlayerInitSchema,
} from './settings.ts';
import { AccountSchema } from './wallet.ts';

type Path = (string | number)[];

/** A deep copy of `sample` with the value at `path` replaced, or removed when `value` is absent. */
function withValue(sample: unknown, path: Path, ...value: [unknown?]): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value.length === 0) delete node[last];
  else node[last] = value[0];
  return copy;
}

const profile = {
  id: 'p1',
  email: 'player@example.com',
  nickname: null,
  firstName: 'Ada',
  lastName: null,
  freshchatRestoreId: null,
  segments: [{ name: 'vip' }],
};

const locale = {
  code: 'pt-br',
  name: 'Portuguese (Brazil)',
  nativeName: 'Português (Brasil)',
  isDefault: false,
  isEnabled: true,
};

const period = { id: 'daily', name: 'Daily', days: 1 };

interface Case {
  name: string;
  schema: z.ZodType;
  valid: unknown;
  /** Each bad value and the issue path that must name it. */
  invalid: { path: Path; value?: unknown; remove?: true }[];
}

const cases: Case[] = [
  {
    name: 'Currency',
    schema: CurrencySchema,
    valid: {
      code: 'BTC',
      name: 'Bitcoin',
      type: 'crypto',
      symbol: '₿',
      subunitToUnit: 100_000_000,
      subCurrencies: [{ code: 'mBTC', subunitToUnit: 1000 }],
      rate: { rate: 65000, updatedAt: '2026-01-01T00:00:00.000Z' },
      isEnabled: true,
      isBase: false,
      isVisible: true,
      sortOrder: 10,
    },
    invalid: [
      { path: ['type'], value: 'paper' },
      { path: ['code'], value: 'btc' },
      { path: ['rate', 'rate'], value: -1 },
      { path: ['subCurrencies', 0, 'subunitToUnit'], value: 0 },
      { path: ['isBase'], remove: true },
    ],
  },
  {
    name: 'Locale',
    schema: LocaleSchema,
    valid: locale,
    invalid: [
      { path: ['code'], value: 'EN' },
      { path: ['code'], value: 'de_DE' },
      { path: ['isDefault'], value: 'yes' },
    ],
  },
  {
    name: 'Country',
    schema: CountrySchema,
    valid: {
      code: 'US',
      name: 'United States',
      locale: 'en',
      states: [{ code: 'CA', name: 'California' }],
    },
    invalid: [
      { path: ['code'], value: 'USA' },
      { path: ['code'], value: 'us' },
      { path: ['states', 0, 'name'], remove: true },
    ],
  },
  {
    name: 'Constants',
    schema: ConstantsSchema,
    valid: {
      player: {
        timeZone: [{ id: 'Europe/Berlin', name: '(UTC+01:00) Europe/Berlin' }],
        playerStatuses: { active: 1 },
        document: { status: { pending: 1 } },
        limit: {
          definitions: { bet: 1 },
          statuses: { active: 1 },
          periods: ['daily', 'weekly', 'monthly'],
          cashPeriods: [period],
          coolingOffPeriods: [period],
          selfExclusionPeriods: [period],
        },
      },
      wallet: { accountStatuses: { active: 1 } },
      payment: { invoiceStatuses: { success: 2 }, invoiceTypes: { deposit: 1 } },
      game: {
        bet: { status: { placed: 1 } },
        playerBonus: { status: { issued: 1 }, result: { lost: 5 } },
        playerFreespin: { status: { issued: 1 }, result: { played: 2 } },
        bonusCode: { status: { applied: 1 }, trigger: { deposit: 3 } },
      },
    },
    invalid: [
      { path: ['player', 'limit', 'periods', 0], value: 'yearly' },
      { path: ['payment', 'invoiceStatuses', 'success'], value: 'two' },
      { path: ['player', 'timeZone', 0, 'name'], remove: true },
      { path: ['game', 'playerFreespin'], remove: true },
    ],
  },
  {
    name: 'PlayerInit',
    schema: PlayerInitSchema,
    valid: {
      country: null,
      isCountryRestricted: false,
      isMobile: false,
      isMaintenance: false,
      isGuestChatEnabled: true,
      isSportsbookEnabled: false,
      defaultLocale: 'en',
      locales: [locale],
      baseCurrency: 'USD',
      buildId: 'dev',
      siteUrl: 'https://casino.example',
      siteMode: 'sandbox',
      jurisdiction: {
        profile: 'gb',
        minRoundIntervalMs: { slot: 2_500, dice: 5_000 },
        isAutoplayAllowed: false,
        isTurboAllowed: false,
        mayCelebrateNetLoss: false,
        showsNetPositionAndClock: true,
        maxStake: { slot: 500 },
        currency: 'GBP',
        requiresLimitChoice: true,
        hasPanicButton: false,
        realityCheckMinutes: null,
        isBonusOptIn: true,
      },
    },
    invalid: [
      { path: ['siteUrl'], value: 'not a url' },
      { path: ['siteMode'], value: 'demo' },
      { path: ['jurisdiction', 'profile'], value: 'uk' },
      { path: ['isMobile'], value: 'false' },
      { path: ['locales', 0, 'code'], value: 'xx-yyy' },
    ],
  },
  {
    name: 'Profile',
    schema: ProfileSchema,
    valid: profile,
    invalid: [
      { path: ['email'], value: 'not-an-email' },
      { path: ['nickname'], remove: true },
      { path: ['segments', 0, 'name'], value: 7 },
      { path: ['isNewlyRegistered'], value: 'true' },
    ],
  },
  {
    name: 'LoginResponse',
    schema: LoginResponseSchema,
    valid: {
      accessToken: 'a.b.c',
      refreshToken: 'r',
      profile: { ...profile, isNewlyRegistered: true },
    },
    invalid: [
      { path: ['profile', 'email'], value: 'nobody' },
      { path: ['refreshToken'], remove: true },
    ],
  },
  {
    name: 'Account',
    schema: AccountSchema,
    valid: {
      id: 'a1',
      currency: 'EUR',
      balance: 1050,
      realBalance: 1050,
      bonusBalance: 0,
      lockedBalance: 0,
      heldBalance: 0,
      withdrawalBalance: 1050,
      status: 1,
    },
    invalid: [
      { path: ['balance'], value: -1 },
      { path: ['balance'], value: 10.5 },
      { path: ['lockedBalance'], value: -5 },
      { path: ['currency'], value: 'eur' },
    ],
  },
  {
    name: 'Limit',
    schema: LimitSchema,
    valid: {
      id: 'l1',
      definition: 3,
      period: 'weekly',
      status: 1,
      currency: 'USD',
      amount: 10000,
      endsAt: null,
    },
    invalid: [
      { path: ['definition'], value: 6 },
      { path: ['definition'], value: 0 },
      { path: ['period'], value: 'yearly' },
      { path: ['status'], value: 9 },
    ],
  },
  {
    name: 'PaymentMethod',
    schema: PaymentMethodSchema,
    valid: {
      method: 'card',
      name: 'Card',
      type: 'deposit',
      currency: 'USD',
      minAmount: 1000,
      maxAmount: 100000,
      fields: [{ name: 'cardNumber', type: 'text', isRequired: true }],
    },
    invalid: [
      { path: ['type'], value: 'refund' },
      { path: ['fields', 0, 'isRequired'], remove: true },
      { path: ['minAmount'], value: 10.5 },
    ],
  },
  {
    name: 'Invoice',
    schema: InvoiceSchema,
    valid: {
      id: 'i1',
      number: '100001',
      playerId: 'p1',
      type: 'withdrawal',
      amount: 2500,
      currency: 'EUR',
      status: 2,
      method: 'sandbox-card',
      fee: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
    invalid: [
      { path: ['amount'], value: 0 },
      { path: ['type'], value: 'refund' },
      { path: ['playerId'], remove: true },
    ],
  },
  {
    name: 'PlayerBonus',
    schema: PlayerBonusSchema,
    valid: { id: 'b1', currency: 'USD', amount: 500, status: 2, result: 5 },
    invalid: [
      { path: ['status'], value: 4 },
      { path: ['result'], value: 6 },
      { path: ['amount'], value: -5 },
    ],
  },
  {
    name: 'PlayerFreespin',
    schema: PlayerFreespinSchema,
    valid: { id: 'f1', currency: 'USD', count: 20, gameId: 'g1', status: 1, result: null },
    invalid: [
      // free spins have no 'lost' result (5)
      { path: ['result'], value: 5 },
      { path: ['count'], value: 0 },
      { path: ['gameId'], remove: true },
    ],
  },
  {
    name: 'BonusCode',
    schema: BonusCodeSchema,
    valid: { id: 'c1', code: 'WELCOME', status: 1, trigger: 3 },
    invalid: [
      { path: ['trigger'], value: '3' },
      { path: ['code'], remove: true },
    ],
  },
  {
    name: 'Game',
    schema: GameSchema,
    valid: {
      id: 'g1',
      identity: 'pharaohs-fortune',
      name: "Pharaoh's Fortune",
      providerId: 'p1',
      providerName: 'Aurora Originals',
      kind: 'slot',
      categories: ['slots'],
      image: '/api/game/images/pharaohs-fortune.svg?v=abc',
      hasDemo: true,
      rtp: 0.9612,
      volatility: 'high',
      theme: 'egypt',
      releasedAt: '2026-03-01T00:00:00.000Z',
      isFavorite: false,
    },
    invalid: [
      { path: ['identity'], remove: true },
      { path: ['categories', 0], value: 1 },
      { path: ['kind'], value: 'poker' },
      { path: ['volatility'], value: 'extreme' },
    ],
  },
  {
    name: 'GameCollection',
    schema: GameCollectionSchema,
    valid: { id: 'c1', identity: 'top', name: 'Top', countries: [], gamesCount: 24 },
    invalid: [
      { path: ['countries'], value: 'DE' },
      { path: ['countries', 0], value: 49 },
      { path: ['gamesCount'], value: -1 },
    ],
  },
  {
    name: 'Winner',
    schema: WinnerSchema,
    valid: {
      id: 'r1',
      gameId: 'g1',
      gameIdentity: 'pharaohs-fortune',
      gameName: "Pharaoh's Fortune",
      gameImage: '/api/game/images/pharaohs-fortune.svg?v=abc',
      nickname: 'pla***',
      amount: 120000,
      currency: 'EUR',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    invalid: [
      { path: ['gameId'], remove: true },
      { path: ['amount'], value: 1.5 },
    ],
  },
  {
    name: 'MissedNotification',
    schema: MissedNotificationSchema,
    valid: {
      id: 'n1',
      data: { event: 'invoice.deposit.updated', invoiceId: 'i1' },
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    invalid: [
      { path: ['data', 'event'], remove: true },
      { path: ['data', 'event'], value: 42 },
    ],
  },
  {
    name: 'ConnectReply',
    schema: ConnectReplySchema,
    valid: {
      client: 'c-1',
      session: 's-1',
      node: 'n-1',
      expires: true,
      ttl: 3600,
      ping: 25,
      pong: true,
      subs: { 'game:winners': {} },
      data: { user: 'p-1', channels: ['wallet:accounts#p-1', 'game:winners'] },
    },
    invalid: [
      { path: ['client'], remove: true },
      { path: ['ttl'], value: '3600' },
      { path: ['pong'], value: 1 },
    ],
  },
  {
    name: 'ErrorResponse',
    schema: ErrorResponseSchema,
    valid: {
      error: {
        code: 'validation_failed',
        message: 'Invalid body',
        fields: { email: ['Required'] },
      },
    },
    invalid: [
      { path: ['error', 'message'], remove: true },
      { path: ['error', 'code'], value: true },
      { path: ['error', 'fields', 'email'], value: 'Required' },
    ],
  },
  {
    name: 'paginated(Invoice)',
    schema: paginated(InvoiceSchema),
    valid: {
      items: [
        {
          id: 'i1',
          number: '1',
          playerId: 'p1',
          type: 'deposit',
          amount: 100,
          currency: 'USD',
          status: 1,
          method: 'sandbox-card',
          fee: 0,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      perPage: 20,
    },
    invalid: [
      { path: ['page'], value: 0 },
      { path: ['total'], value: -1 },
      { path: ['perPage'], value: 2.5 },
      { path: ['items', 0, 'amount'], value: -100 },
      { path: ['items'], remove: true },
    ],
  },
];

describe.each(cases)('$name schema', ({ schema, valid, invalid }) => {
  it('accepts a valid sample unchanged', () => {
    const result = schema.safeParse(valid);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toEqual(valid);
  });

  it.each(invalid)('rejects a bad $path with an issue naming it', ({ path, value, remove }) => {
    const input = remove ? withValue(valid, path) : withValue(valid, path, value);
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toContainEqual(path);
  });
});

describe('entity rules from the spec', () => {
  const currency = cases.find((c) => c.name === 'Currency')!.valid as Record<string, unknown>;

  it('Currency is fiat or crypto only', () => {
    expect(CurrencySchema.safeParse({ ...currency, type: 'fiat' }).success).toBe(true);
    expect(CurrencySchema.safeParse({ ...currency, type: 'token' }).success).toBe(false);
  });

  it('Limit accepts every definition from bet (1) to cooling-off (5) and a missing period', () => {
    const limit = cases.find((c) => c.name === 'Limit')!.valid as Record<string, unknown>;
    for (const definition of [1, 2, 3, 4, 5]) {
      expect(LimitSchema.safeParse({ ...limit, definition, period: null }).success).toBe(true);
    }
  });

  it('PlayerBonus may end lost (5) while PlayerFreespin may not', () => {
    const bonus = { id: 'b', currency: 'USD', amount: 1, status: 3, result: 5 };
    const spins = { id: 'f', currency: 'USD', count: 1, gameId: 'g', status: 3, result: 5 };
    expect(PlayerBonusSchema.safeParse(bonus).success).toBe(true);
    expect(PlayerFreespinSchema.safeParse(spins).success).toBe(false);
    expect(PlayerFreespinSchema.safeParse({ ...spins, result: 4 }).success).toBe(true);
  });

  it('ErrorResponse accepts numeric business codes and omits fields', () => {
    const body = { error: { code: 13100, message: 'Deposit limit reached' } };
    expect(ErrorResponseSchema.parse(body)).toEqual(body);
  });
});
