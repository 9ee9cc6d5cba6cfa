import { describe, expect, it } from 'vitest';
import { equivalent, formatMoney, parseAmount } from './money.ts';

describe('money helpers', () => {
  it('parses typed amounts into minor units and refuses the rest', () => {
    expect(parseAmount('50', 100)).toBe(5000);
    expect(parseAmount('12,5', 100)).toBe(1250);
    expect(parseAmount('0.00000001', 100_000_000)).toBe(1);
    expect(parseAmount('1.005', 100)).toBeNull();
    expect(parseAmount('-5', 100)).toBeNull();
    expect(parseAmount('0', 100)).toBeNull();
    expect(parseAmount('abc', 100)).toBeNull();
    expect(parseAmount('99999999999999999999', 100)).toBeNull();
  });

  it('formats fiat with Intl and crypto in units or milli-units', () => {
    expect(formatMoney(5000, { code: 'USD', subunitToUnit: 100, type: 'fiat' }, 'en')).toBe(
      '$50.00',
    );
    expect(formatMoney(5000, { code: 'EUR', subunitToUnit: 100, type: 'fiat' }, 'de')).toBe(
      '50,00\u00a0€',
    );
    const btc = { code: 'BTC', subunitToUnit: 100_000_000, type: 'crypto' as const };
    expect(formatMoney(1_234_500, btc, 'en')).toBe('0.012345 BTC');
    expect(formatMoney(1_234_500, btc, 'en', { inMilli: true })).toBe('12.345 mBTC');
  });

  it('formats whole fiat amounts without zero cents when compact (quick picks)', () => {
    const usd = { code: 'USD', subunitToUnit: 100, type: 'fiat' as const };
    expect(formatMoney(25000, usd, 'es', { isCompact: true })).toBe('250\u00a0US$');
    expect(formatMoney(1050, usd, 'en', { isCompact: true })).toBe('$10.50');
  });

  it('converts through base rates and rounds to 2 decimals', () => {
    expect(
      equivalent(100_000_000, { code: 'BTC', subunitToUnit: 1e8, rate: 65000 }, { rate: 1.08 }),
    ).toBe(60185.19);
  });
});
