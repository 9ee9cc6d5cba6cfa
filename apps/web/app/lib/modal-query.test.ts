import { describe, expect, it } from 'vitest';
import { isModalOnlyChange, modalSearch, readModal } from './modal-query';

describe('modal query keys', () => {
  it('reads the modal a query names, and only deposit or withdraw as the wallet type', () => {
    expect(readModal(new URLSearchParams('register'))).toEqual({ key: 'register', value: '' });
    expect(readModal(new URLSearchParams('wallet=withdraw'))).toEqual({
      key: 'wallet',
      value: 'withdraw',
    });
    expect(readModal(new URLSearchParams('wallet=steal'))).toEqual({ key: 'wallet', value: '' });
    expect(readModal(new URLSearchParams('category=slots'))).toBeNull();
  });

  it('opening one modal removes the others and their params but keeps the page query', () => {
    const params = new URLSearchParams('category=slots&sign-in&reset-pass&resetCode=abc');
    expect(modalSearch(params, { key: 'register' })).toBe('?category=slots&register');
    expect(modalSearch(params)).toBe('?category=slots');
    expect(
      modalSearch(new URLSearchParams(''), { key: 'reset-pass', extra: { resetCode: 'x1' } }),
    ).toBe('?reset-pass&resetCode=x1');
    expect(modalSearch(new URLSearchParams('sign-in'))).toBe('');
  });
});

describe('navigations that only open or close a modal', () => {
  const url = (path: string) => new URL(`http://site.test${path}`);

  it('keep the page data: same path and the same query apart from modal keys', () => {
    expect(
      isModalOnlyChange(url('/games?category=slots'), url('/games?category=slots&sign-in')),
    ).toBe(true);
    expect(isModalOnlyChange(url('/?wallet=deposit'), url('/'))).toBe(true);
    expect(isModalOnlyChange(url('/?sign-in'), url('/?reset-pass&resetCode=x'))).toBe(true);
  });

  it('reload for anything else: another path, another page query, or no change at all', () => {
    expect(isModalOnlyChange(url('/games'), url('/providers?sign-in'))).toBe(false);
    expect(
      isModalOnlyChange(url('/games?category=slots'), url('/games?category=table&register')),
    ).toBe(false);
    expect(isModalOnlyChange(url('/games?sign-in'), url('/games?sign-in'))).toBe(false);
  });
});
