import { describe, expect, it } from 'vitest';
import { parseDefault } from './field-error-text';

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
