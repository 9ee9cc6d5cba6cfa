import type { currencies } from '../schema/index.ts';

type NewCurrency = typeof currencies.$inferInsert;

const MILLI = 1000;

/** Seed currencies; USD is the base. Rates are units of USD per unit, editable by operators. */
export const SEED_CURRENCIES: NewCurrency[] = [
  {
    code: 'USD',
    name: 'US Dollar',
    type: 'fiat',
    symbol: '$',
    subunitToUnit: 100,
    rate: '1',
    isBase: true,
    sortOrder: 1,
  },
  {
    code: 'EUR',
    name: 'Euro',
    type: 'fiat',
    symbol: '€',
    subunitToUnit: 100,
    rate: '1.08',
    sortOrder: 2,
  },
  {
    code: 'BRL',
    name: 'Brazilian Real',
    type: 'fiat',
    symbol: 'R$',
    subunitToUnit: 100,
    rate: '0.18',
    sortOrder: 3,
  },
  {
    code: 'CAD',
    name: 'Canadian Dollar',
    type: 'fiat',
    symbol: 'CA$',
    subunitToUnit: 100,
    rate: '0.73',
    sortOrder: 4,
  },
  {
    code: 'GBP',
    name: 'British Pound',
    type: 'fiat',
    symbol: '£',
    subunitToUnit: 100,
    rate: '1.27',
    isEnabled: false,
    sortOrder: 5,
  },
  {
    code: 'BTC',
    name: 'Bitcoin',
    type: 'crypto',
    symbol: '₿',
    subunitToUnit: 100_000_000,
    rate: '65000',
    subCurrencies: [{ code: 'mBTC', subunitToUnit: MILLI }],
    sortOrder: 10,
  },
  {
    code: 'ETH',
    name: 'Ether',
    type: 'crypto',
    symbol: 'Ξ',
    subunitToUnit: 100_000_000,
    rate: '3200',
    subCurrencies: [{ code: 'mETH', subunitToUnit: MILLI }],
    sortOrder: 11,
  },
  {
    code: 'LTC',
    name: 'Litecoin',
    type: 'crypto',
    symbol: 'Ł',
    subunitToUnit: 100_000_000,
    rate: '80',
    isVisible: false,
    sortOrder: 12,
  },
];
