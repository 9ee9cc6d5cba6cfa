import { describe, expect, it } from 'vitest';
import { isModalOnlyChange, modalSearch, readModal } from './modal-query';

describe('modal query keys', () => {
  it('reads the modal a query names, and only deposit or withdraw as the wallet type', () => {
    expect(readModal(new URLSearchParams('sign-up'))).toEqual({ key: 'sign-up', value: '' });
    // The older key still opens the sign-up modal.
    expect(readModal(new URLSearchParams('register'))).toEqual({ key: 'sign-up', value: '' });
    expect(readModal(new URLSearchParams('fiat'))).toEqual({ key: 'fiat', value: '' });
    expect(readModal(new URLSearchParams('wallet=withdraw'))).toEqual({
      key: 'wallet',
      value: 'withdraw',
    });
    expect(readModal(new URLSearchParams('wallet=steal'))).toEqual({ key: 'wallet', value: '' });
    expect(readModal(new URLSearchParams('category=slots'))).toBeNull();
  });

  it('opening one modal removes the others and their params but keeps the page query', () => {
    const params = new URLSearchParams('category=slots&sign-in&reset-pass&resetCode=abc');
    expect(modalSearch(params, { key: 'sign-up' })).toBe('?category=slots&sign-up');
    expect(modalSearch(new URLSearchParams('register&x=1'))).toBe('?x=1');
    expect(modalSearch(new URLSearchParams('confirm=Sure&confirmTo=%2Fgames'))).toBe('');
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
      isModalOnlyChange(url('/games?category=slots'), url('/games?category=table&sign-up')),
    ).toBe(false);
    expect(isModalOnlyChange(url('/games?sign-in'), url('/games?sign-in'))).toBe(false);
  });
});
