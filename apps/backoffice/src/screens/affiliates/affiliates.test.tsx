// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const ROW = {
  registrations: 4,
  firstDeposits: 2,
  firstDepositAmount: 4_000,
  deposits: 9_000,
  netRevenue: 1_500,
};
const REPORT = {
  baseCurrency: 'USD',
  from: '2026-10-30',
  days: 30,
  rows: [{ ...ROW, affiliateTag: 'partner-7' }],
  total: ROW,
};
const marketing = operator('marketing', ['getAffiliateReport']);

describe('affiliates screen', () => {
  it('shows each tag with its players and revenue, and the total', async () => {
    mockApi(on(backofficeApi.getAffiliateReport, REPORT));
    renderAt('/affiliates', marketing);
    expect(await screen.findByText('partner-7')).toBeTruthy();
    expect(screen.getByText('Total')).toBeTruthy();
    expect(screen.getAllByText('15.00 USD').length).toBe(2);
  });

  it('loads another period', async () => {
    const api = mockApi(on(backofficeApi.getAffiliateReport, REPORT));
    renderAt('/affiliates', marketing);
    await screen.findByText('partner-7');
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: '90' } });
    await expect
      .poll(() => api.to(backofficeApi.getAffiliateReport).at(-1)?.query.get('days'))
      .toBe('90');
  });

  it('says why the report could not load', async () => {
    mockApi(
      on(
        backofficeApi.getAffiliateReport,
        new Refusal(503, 'unavailable', 'Try again in a minute'),
      ),
    );
    renderAt('/affiliates', marketing);
    expect(await screen.findByText('Try again in a minute')).toBeTruthy();
  });
});
