import type { BonusDefinitionInput } from '@casino/contracts';
import { ApiError } from '../../lib/api.ts';

/** Cents of the base currency (USD) shown and typed as dollars. */
export const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

export const cents = (text: string) => (text.trim() === '' ? null : Math.round(Number(text) * 100));

export const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export const BLANK: BonusDefinitionInput = {
  identity: '',
  name: '',
  kind: 'deposit_match',
  percent: 100,
  amount: 10_000,
  minDeposit: 2_000,
  currencies: [],
  countries: [],
  welcomeStep: null,
  code: null,
  codeTrigger: null,
  codeMultiUse: true,
  activationDays: 30,
  wageringMultiplier: 10,
  wageringDays: 30,
  contributions: { slots: 100, table: 10 },
  defaultContribution: 0,
  maxStake: 500,
  maxConversion: null,
  cancelAfterWagering: true,
};

export function failureText(e: unknown) {
  if (!(e instanceof ApiError)) return 'Something went wrong';
  const fields = Object.entries(e.fields).map(([field, texts]) => `${field}: ${texts.join(', ')}`);
  return [e.message, ...fields].join(' · ');
}
