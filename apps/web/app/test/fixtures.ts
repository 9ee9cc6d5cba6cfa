import type {
  Account,
  Country,
  Currency,
  Invoice,
  PaymentMethod,
  PlayerBonusDetails,
  PlayerLimitList,
} from '@casino/contracts';
import type { SignUpData } from '../lib/site';

export const EUR: Currency = {
  code: 'EUR',
  name: 'Euro',
  type: 'fiat',
  symbol: '€',
  subunitToUnit: 100,
  subCurrencies: [],
  rate: { rate: 1, updatedAt: '2026-01-01T00:00:00.000Z' },
  isEnabled: true,
  isBase: true,
  isVisible: true,
  sortOrder: 0,
};

export const GERMANY: Country = { code: 'DE', name: 'Germany', locale: 'de' };
export const BRAZIL: Country = { code: 'BR', name: 'Brazil', locale: 'pt-br' };

/** The sign-up form's settings and lists as the server sends them with `?sign-up`. */
export const SIGN_UP: SignUpData = {
  fields: {
    email: { isRequired: true, rules: [] },
    password: { isRequired: true, rules: [] },
    password_confirmation: { isRequired: true, rules: [] },
    country: { isRequired: true, rules: [] },
    currency: { isRequired: true, rules: [] },
    agreements: { isRequired: true, rules: [] },
  },
  countries: [GERMANY, BRAZIL],
  currencies: [EUR],
  socialProviders: [],
};

/** The player's EUR account: €120 of which €100 can be withdrawn. */
export const EUR_ACCOUNT: Account = {
  id: 'acc-eur',
  currency: 'EUR',
  balance: 12_000,
  realBalance: 10_000,
  bonusBalance: 0,
  lockedBalance: 0,
  heldBalance: 0,
  withdrawalBalance: 10_000,
  status: 1,
};

/** A card method of `kind` in EUR, €10 to €1,000. */
export const cardMethod = (kind: 'deposit' | 'withdrawal'): PaymentMethod => ({
  method: 'card',
  name: 'Card',
  type: kind,
  currency: 'EUR',
  minAmount: 1_000,
  maxAmount: 100_000,
  fields: kind === 'withdrawal' ? [{ name: 'cardNumber', type: 'text', isRequired: true }] : [],
});

/** An invoice of `kind`, pending unless told. */
export const invoice = (kind: 'deposit' | 'withdrawal', amount: number, status = 1): Invoice => ({
  id: `inv-${kind}-${amount}`,
  number: `N-${amount}`,
  playerId: 'p-1',
  type: kind,
  amount,
  currency: 'EUR',
  status,
  method: 'card',
  fee: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

/** A page of `items`. */
export const page = <T>(items: T[]) => ({ items, total: items.length, page: 1, perPage: 20 });

/** The limits of a player with none set and no time-out. */
export const NO_LIMITS: PlayerLimitList = {
  items: [],
  excludedUntil: null,
  isExcluded: false,
  raiseDelayHours: 24,
  periods: {
    coolingOff: [{ id: '1d', name: '24 hours', days: 1 }],
    selfExclusion: [{ id: '6m', name: '6 months', days: 183 }],
  },
  held: [],
  depositLimitChoiceRequired: false,
  hasPanicButton: false,
  monthlyDepositCap: null,
  crossOperatorLimit: null,
};

/** A €20 bonus ×30 of `status` (1 issued, 2 active). */
export const bonus = (status: 1 | 2, id = 'b-1'): PlayerBonusDetails => ({
  id,
  currency: 'EUR',
  amount: 2_000,
  status,
  result: null,
  name: 'Weekend reload',
  welcomeStep: null,
  wagered: status === 2 ? 15_000 : 0,
  wageringRequired: 60_000,
  wageringMultiplier: 30,
  maxStake: 500,
  maxConversion: null,
  contributions: { slots: 100, table: 10 },
  defaultContribution: 50,
  activationDeadline: '2026-12-31T00:00:00.000Z',
  wageringDeadline: status === 2 ? '2026-12-31T00:00:00.000Z' : null,
  converted: null,
  canCancel: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  finishedAt: null,
});
