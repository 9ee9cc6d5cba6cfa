import { describe, expect, it } from 'vitest';
import { ageOn, checkField, checkForm, checkPhone, isValidCpf, isValidDate } from './validation.ts';

describe('field rules', () => {
  it('checks dates: format, year range, real days and leap years', () => {
    expect(isValidDate('2000-02-29')).toBe(true);
    expect(isValidDate('1900-02-29')).toBe(false);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('2024-04-31')).toBe(false);
    expect(isValidDate('0999-01-01')).toBe(false);
    expect(isValidDate('3001-01-01')).toBe(false);
    expect(isValidDate('2024-1-01')).toBe(false);
  });

  it('checks CPF check digits and rejects repeated digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });

  it('names the libphonenumber error of a bad phone', () => {
    expect(checkPhone('+4915112345678')).toBeNull();
    expect(checkPhone('hello')).toBe('NOT_A_NUMBER');
    expect(checkPhone('+49')).toBe('TOO_SHORT');
    expect(checkPhone('+999123456')).toBe('INVALID_COUNTRY');
    expect(checkPhone(`+49${'1'.repeat(300)}`)).toBe('TOO_LONG');
  });

  it('gives the spec default messages with their placeholders filled', () => {
    expect(checkField('email', '', { isRequired: true })).toBe('Value is required');
    expect(checkField('email', 'nope')).toBe('Value is not a valid email address');
    expect(checkField('password', 'abc')).toBe('This field should be at least 8 characters long');
    expect(checkField('firstName', 'A')).toBe('This field should be at least 2 characters long');
    expect(checkField('age', '1.5')).toBe('Value is not an integer');
    expect(checkField('password_confirmation', 'abcdef', { values: { password: 'abcdeg' } })).toBe(
      'The value must be equal to the password value',
    );
    expect(checkField('email', 'x', { messages: { email: 'E-Mail ungültig' } })).toBe(
      'E-Mail ungültig',
    );
    expect(checkField('nickname', undefined)).toBeNull();
  });

  it('refuses players under 18', () => {
    const today = new Date('2026-11-22T12:00:00Z');
    expect(ageOn('2008-11-22', today)).toBe(18);
    expect(ageOn('2008-11-23', today)).toBe(17);
    expect(checkField('dateOfBirth', '2020-01-01')).toBe('You must be at least 18 years old');
  });

  it('checks a whole form and reports every failing field', () => {
    const errors = checkForm(
      { email: 'bad', password: '123', password_confirmation: '124', agreements: false },
      {
        email: { isRequired: true },
        password: { isRequired: true },
        password_confirmation: { isRequired: true },
        agreements: { isRequired: true },
        currency: { isRequired: true },
      },
    );
    expect(Object.keys(errors).sort()).toEqual([
      'agreements',
      'currency',
      'email',
      'password',
      'password_confirmation',
    ]);
  });
});
