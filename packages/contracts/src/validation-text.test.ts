import { describe, expect, it } from 'vitest';
import { localizeMessage, parseDefault } from './validation-text.ts';

describe('server field messages read back', () => {
  it('knows the shared defaults with their values, and nothing else (a validator’s own text)', () => {
    expect(parseDefault('Value is required')).toEqual({ name: 'required', params: {} });
    expect(parseDefault('The minimum value allowed is 10.00 USD')).toEqual({
      name: 'minValue',
      params: { min: '10.00 USD' },
    });
    expect(parseDefault('The value must be equal to the password value')).toEqual({
      name: 'sameAs',
      params: { other: 'password' },
    });
    expect(parseDefault('Too big: expected string to have <=250 characters')).toBeNull();
    expect(parseDefault('Unrecognized key: "email"')).toBeNull();
  });
});

describe('default messages in a locale', () => {
  it('words a default in the locale and leaves any other text as it is', () => {
    const de = { minLength: 'Mindestens {min} Zeichen', required: 'Pflichtfeld' };
    expect(localizeMessage('This field should be at least 8 characters long', de)).toBe(
      'Mindestens 8 Zeichen',
    );
    expect(localizeMessage('Value is required', de)).toBe('Pflichtfeld');
    expect(localizeMessage('Value is not a valid email address', de)).toBe(
      'Value is not a valid email address',
    );
    expect(localizeMessage('This method is not available', de)).toBe(
      'This method is not available',
    );
  });
});
