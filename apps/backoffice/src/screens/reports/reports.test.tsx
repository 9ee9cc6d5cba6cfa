// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on, Refusal, type SentRequest } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const FIGURES = { stakes: 10_000, wins: 7_000, ggr: 3_000, bonusCosts: 500, fees: 0, ngr: 2_500 };
const reportOf = (request: SentRequest) => ({
  from: request.query.get('from') ?? '',
  to: request.query.get('to') ?? '',
  groupBy: (request.query.get('groupBy') ?? 'day') as 'day' | 'game',
  baseCurrency: 'USD',
  ratesAt: '2026-11-28T00:00:00.000Z',
  rows: [
    {
      ...FIGURES,
      key: 'slots-1',
      label: 'Fruit Fiesta',
      currency: 'USD',
      ggrBase: 3_000,
      ngrBase: 2_500,
    },
  ],
  totals: [{ ...FIGURES, currency: 'USD' }],
  baseTotal: FIGURES,
});
const payments = operator('payments', ['getReport', 'exportReportCsv']);

describe('reports screen', () => {
  it('shows GGR and NGR over the last 30 days by day, with a CSV link of the same query', async () => {
    const api = mockApi(on(backofficeApi.getReport, reportOf));
    renderAt('/reports', payments);
    expect((await screen.findByTestId('report-ngr')).textContent).toBe('25.00 USD');
    const query = api.to(backofficeApi.getReport)[0]?.query;
    expect(query?.get('groupBy')).toBe('day');
    const csv = screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(csv).toBe(`${backofficeApi.exportReportCsv.path}?${query?.toString()}`);
  });

  it('groups by game when asked; a role without export has no CSV link', async () => {
    const api = mockApi(on(backofficeApi.getReport, reportOf));
    renderAt('/reports', operator('marketing', ['getReport']));
    await screen.findByTestId('report-ngr');
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Group by' }), {
      target: { value: 'game' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await expect
      .poll(() => api.to(backofficeApi.getReport).at(-1)?.query.get('groupBy'))
      .toBe('game');
    expect(await screen.findByRole('columnheader', { name: 'Game' })).toBeTruthy();
  });

  it('says why a range is refused', async () => {
    mockApi(
      on(
        backofficeApi.getReport,
        new Refusal(400, 'validation_error', 'The range is longer than 366 days'),
      ),
    );
    renderAt('/reports', payments);
    expect(await screen.findByText('The range is longer than 366 days')).toBeTruthy();
  });
});
