/** [minimum, maximum] of one amount in the currency's minor units. */
export type AmountRange = [number, number];

export interface PaymentMethodField {
  name: string;
  type: string;
  isRequired: boolean;
  label?: string;
}

export interface PaymentMethodDirection {
  /** Per currency code; `default` applies to every other currency the method serves. */
  limits: Record<string, AmountRange>;
  fields: PaymentMethodField[];
  /**
   * Per currency code: the fee of a payment in this direction (withdrawals), set by operators;
   * absent: the configured default (PAYMENT_WITHDRAWAL_FEE_*).
   */
  fees?: Record<string, PaymentFeeSetting>;
}

export interface PaymentFeeSetting {
  /** Percent of the amount (1.5 = 1.5 %). */
  percent: number;
  /** Fixed part in minor units of the currency. */
  fixed: number;
}

/**
 * A payment method as operators configure it (settings entry `payment.methods`): which
 * provider adapter serves it, for which currencies (listed, or every enabled one of a type),
 * with the amount range and form fields of each direction.
 */
export interface PaymentMethodSetting {
  method: string;
  name: string;
  provider: string;
  currencies?: string[];
  currencyType?: 'fiat' | 'crypto';
  deposit: PaymentMethodDirection;
  withdrawal: PaymentMethodDirection;
}

const amount = (isRequired: boolean): PaymentMethodField => ({
  name: 'amount',
  type: 'amount',
  isRequired,
  label: 'Amount',
});

/** The built-in sandbox methods: a card for every fiat currency, crypto for BTC and ETH, Pix for BRL. */
export const SEED_PAYMENT_METHODS: PaymentMethodSetting[] = [
  {
    method: 'sandbox-card',
    name: 'Card',
    provider: 'sandbox-card',
    currencyType: 'fiat',
    // Card details are typed on the provider's hosted page, never on the site.
    deposit: { limits: { default: [100, 1_000_000] }, fields: [amount(true)] },
    withdrawal: {
      limits: { default: [1_000, 500_000] },
      fields: [
        amount(true),
        { name: 'cardNumber', type: 'card_number', isRequired: true, label: 'Card number' },
      ],
    },
  },
  {
    method: 'sandbox-crypto',
    name: 'Crypto',
    provider: 'sandbox-crypto',
    currencies: ['BTC', 'ETH'],
    // Amount optional: whatever arrives at the address is credited.
    deposit: {
      limits: { BTC: [10_000, 1_000_000_000], ETH: [100_000, 10_000_000_000] },
      fields: [amount(false)],
    },
    withdrawal: {
      limits: { BTC: [50_000, 100_000_000], ETH: [500_000, 2_000_000_000] },
      fields: [
        amount(true),
        { name: 'address', type: 'crypto_address', isRequired: true, label: 'Address' },
      ],
    },
  },
  {
    // Brazil's payment rail (issue 32): a QR code / copy-paste code page, paid in a bank app.
    method: 'pix',
    name: 'Pix',
    provider: 'sandbox-pix',
    currencies: ['BRL'],
    deposit: { limits: { BRL: [100, 5_000_000] }, fields: [amount(true)] },
    withdrawal: {
      limits: { BRL: [1_000, 5_000_000] },
      fields: [amount(true), { name: 'pixKey', type: 'text', isRequired: true, label: 'Pix key' }],
    },
  },
];
