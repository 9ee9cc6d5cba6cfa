// @vitest-environment happy-dom

import { mockApi } from '@casino/api-client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { useFormatMoney } from './use-money';

function Amount() {
  const format = useFormatMoney();
  return <p data-testid="amount">{format(1234, 'USD')}</p>;
}

describe('amounts on a right-to-left page (issue 35)', () => {
  it('keeps an Arabic amount in one left-to-right run', async () => {
    mockApi();
    renderScreen(Amount, { site: { locale: 'ar', dir: 'rtl' } });
    const text = (await screen.findByTestId('amount')).textContent ?? '';
    expect(text.startsWith('\u2066')).toBe(true);
    expect(text.endsWith('\u2069')).toBe(true);
    expect(text).toContain('12.34');
  });

  it('adds nothing on a left-to-right page', async () => {
    mockApi();
    renderScreen(Amount);
    expect((await screen.findByTestId('amount')).textContent).toBe('$12.34');
  });
});
