/** A player as the search and the card list them. */
export const PLAYER = {
  id: 'p-1',
  email: 'ana@example.com',
  nickname: 'ana',
  firstName: 'Ana',
  lastName: 'Lopes',
  phone: null,
  country: 'PT',
  currency: 'EUR',
  status: 1,
  emailConfirmed: true,
  createdAt: '2026-03-01T10:00:00.000Z',
};

/** One page of `items`, as the list endpoints answer it. */
export const pageOf = <T>(items: T[], perPage = 25) => ({
  items,
  total: items.length,
  page: 1,
  perPage,
});

/** The player card's profile and accounts. */
export const PLAYER_CARD = {
  player: { ...PLAYER, dateOfBirth: null, city: null, address: null, language: 'pt' },
  accounts: [
    {
      id: 'a-1',
      currency: 'EUR',
      status: 1,
      realBalance: 12_345,
      bonusBalance: 500,
      lockedBalance: 0,
    },
  ],
  twoFactor: false,
};

/** A published fixed-amount offer. */
export const FIXED_OFFER = {
  id: 'd-1',
  identity: 'goodwill-10',
  name: 'Goodwill 10',
  kind: 'fixed' as const,
  percent: null,
  amount: 1_000,
  minDeposit: 0,
  currencies: [],
  countries: [],
  welcomeStep: null,
  code: null,
  codeTrigger: null,
  codeMultiUse: true,
  activationDays: 30,
  wageringMultiplier: 5,
  wageringDays: 30,
  contributions: { slots: 100 },
  defaultContribution: 0,
  maxStake: null,
  maxConversion: null,
  cancelAfterWagering: true,
  state: 'published' as const,
  publishedAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
