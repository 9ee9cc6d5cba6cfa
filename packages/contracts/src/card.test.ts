import { describe, expect, it } from 'vitest';
import { cardDigits, formatCardNumber } from './card.ts';

describe('card numbers', () => {
  it('accepts 12-19 digits with a right check digit, spaces or dashes allowed', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4000-0000-0000-0002')).toBe('4000000000000002');
    expect(cardDigits('4242 4242 4242 4241')).toBeNull();
    expect(cardDigits('4242')).toBeNull();
    expect(cardDigits('4242 4242 4242 424a')).toBeNull();
    expect(cardDigits(undefined)).toBeNull();
  });

  it('groups what is typed in fours and drops everything but 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('4a2-4.2')).toBe('4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });
});
