import type { bonusDefinitions } from '../schema/index.ts';

type NewDefinition = typeof bonusDefinitions.$inferInsert;

/**
 * The welcome package the site promises (content/<locale>/pages/promotions/welcome-package.md:
 * "up to $1,500" over four deposits): 100 % up to $500, 50 % up to $300, 50 % up to $300,
 * 100 % up to $400; at least $20 deposited; 30× wagering within 30 days; slots 100 %, table
 * games 10 %, live casino 5 %, others 0 %; at most $5 a stake while wagering; cancel any time.
 * Amounts in USD cents, converted at grant. Deposits 1-3 also bring 50 free spins each on
 * Fruit Fiesta at $0.20 a spin (150 in all, as the home page says); their wins are bonus money
 * with the same 30× wagering.
 */
const WELCOME_TERMS = {
  kind: 'deposit_match',
  state: 'published',
  minDeposit: 2_000,
  activationDays: 30,
  wageringMultiplier: 30,
  wageringDays: 30,
  contributions: { slots: 100, table: 10, live: 5 },
  defaultContribution: 0,
  maxStake: 500,
  maxConversion: null,
  cancelAfterWagering: true,
} as const satisfies Partial<NewDefinition>;

const step = (welcomeStep: number, percent: number, amount: number): NewDefinition => ({
  ...WELCOME_TERMS,
  contributions: { ...WELCOME_TERMS.contributions },
  identity: `welcome-${welcomeStep}`,
  name: `Welcome bonus: deposit ${welcomeStep}`,
  welcomeStep,
  percent,
  amount,
  publishedAt: new Date(0),
});

/** The welcome step's free spins: 50 at $0.20 on Fruit Fiesta. */
const spins = (welcomeStep: number): NewDefinition => ({
  ...WELCOME_TERMS,
  contributions: { ...WELCOME_TERMS.contributions },
  kind: 'free_spins',
  identity: `welcome-${welcomeStep}-spins`,
  name: `Welcome free spins: deposit ${welcomeStep}`,
  welcomeStep,
  percent: null,
  amount: 20,
  freeSpinGame: 'fruit-fiesta',
  freeSpinCount: 50,
  freeSpinWinsReal: false,
  publishedAt: new Date(0),
});

export const SEED_BONUS_DEFINITIONS: NewDefinition[] = [
  step(1, 100, 50_000),
  step(2, 50, 30_000),
  step(3, 50, 30_000),
  step(4, 100, 40_000),
  spins(1),
  spins(2),
  spins(3),
  // A deposit code (at registration, in the profile or in the deposit modal): 50 % up to
  // $100 on the next deposit of at least $20, 10× wagering within 14 days.
  {
    ...WELCOME_TERMS,
    contributions: { ...WELCOME_TERMS.contributions },
    identity: 'aurora-reload',
    name: 'Aurora reload: 50 % up to $100',
    code: 'AURORA',
    codeTrigger: 3,
    percent: 50,
    amount: 10_000,
    wageringMultiplier: 10,
    wageringDays: 14,
    activationDays: 14,
    publishedAt: new Date(0),
  },
];
