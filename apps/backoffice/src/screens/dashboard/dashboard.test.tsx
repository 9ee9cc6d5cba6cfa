// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const FIGURES = {
  stakes: 50_000,
  wins: 40_000,
  ggr: 10_000,
  bonusCosts: 1_000,
  fees: 0,
  ngr: 9_000,
  registrations: 3,
  firstDeposits: 2,
  depositsCount: 4,
  deposits: 120_050,
  withdrawals: 20_000,
  activePlayers: 7,
};
const DASHBOARD = {
  baseCurrency: 'USD',
  periods: [
    {
      name: 'today' as const,
      from: '2026-11-28',
      rows: [{ ...FIGURES, currency: 'USD' }],
      total: FIGURES,
    },
  ],
  daily: [
    { date: '2026-11-27', deposits: 1_000, ggr: 200 },
    { date: '2026-11-28', deposits: 120_050, ggr: 10_000 },
  ],
};
const admin = operator('admin', ['getDashboard', 'searchPlayers']);

describe('dashboard screen', () => {
  it("shows today's figures by currency with the total in the base currency", async () => {
    mockApi(on(backofficeApi.getDashboard, DASHBOARD));
    renderAt('/dashboard', admin);
    expect(await screen.findByRole('heading', { name: 'Today (UTC)' })).toBeTruthy();
    expect(screen.getAllByRole('cell', { name: '1,200.50 USD' }).length).toBe(2); // row and total
    expect(screen.getByText('Total (USD)')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Daily deposits and GGR' })).toBeTruthy();
  });

  it('opens another screen from the navigation', async () => {
    mockApi(
      on(backofficeApi.getDashboard, DASHBOARD),
      on(backofficeApi.searchPlayers, {
        items: [],
        total: 0,
        page: 1,
        perPage: 25,
        totalCapped: false,
      }),
    );
    const { router } = renderAt('/', admin);
    await screen.findByRole('heading', { name: 'Dashboard' });
    fireEvent.click(screen.getByRole('button', { name: 'Players' }));
    expect(await screen.findByRole('heading', { name: 'Players' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/players');
  });

  it('says why the figures could not load', async () => {
    mockApi(
      on(backofficeApi.getDashboard, new Refusal(503, 'unavailable', 'Reports are rebuilding')),
    );
    renderAt('/dashboard', admin);
    expect(await screen.findByText('Reports are rebuilding')).toBeTruthy();
  });
});
