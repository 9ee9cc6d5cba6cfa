// @vitest-environment happy-dom
import { mockApi, on } from '@casino/api-client/testing';
import type { NetPosition } from '@casino/contracts';
import { walletApi } from '@casino/contracts/api';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLAYER, renderScreen } from '../../test/render';
import { addDays, rangeProblem, todayIn, WhereIStand } from './where-i-stand';

const ACCOUNT = {
  id: 'acc-1',
  currency: 'USD',
  balance: 5_600,
  realBalance: 5_600,
  bonusBalance: 0,
  lockedBalance: 0,
  heldBalance: 0,
  withdrawalBalance: 5_600,
  status: 1,
};

const period = (name: NetPosition['periods'][number]['period'], deposits: number, net: number) => ({
  period: name,
  from: '2026-11-29T00:00:00.000Z',
  deposits,
  withdrawals: 0,
  stakes: 400,
  wins: 400 + net,
  bonuses: 0,
  other: 0,
  depositNet: deposits,
  gamingNet: net,
});

const POSITION: NetPosition = {
  currency: 'USD',
  timeZone: 'Europe/Berlin',
  periods: [
    period('today', 5_000, 600),
    period('week', 5_000, -250),
    period('month', 5_000, 0),
    period('sinceJoining', 5_000, 600),
  ],
};

describe('statement ranges', () => {
  it("takes today in the statement's time zone and refuses reversed or too long ranges", () => {
    const lateUtc = new Date('2026-11-29T23:30:00Z');
    expect(todayIn('UTC', lateUtc)).toBe('2026-11-29');
    expect(todayIn('Europe/Berlin', lateUtc)).toBe('2026-11-30');
    expect(addDays('2026-03-01', -6)).toBe('2026-02-23');
    expect(rangeProblem('2026-03-02', '2026-03-01')).toBe('invalid');
    expect(rangeProblem('', '2026-03-01')).toBe('invalid');
    expect(rangeProblem('2025-01-01', '2026-01-02')).toBe('tooLong');
    expect(rangeProblem('2025-01-01', '2026-01-01')).toBeNull();
  });
});

describe('where I stand', () => {
  it('shows both nets of the four periods in the account currency, signed', async () => {
    const api = mockApi(
      on(walletApi.listAccounts, { items: [ACCOUNT] }),
      on(walletApi.getNetPosition, POSITION),
    );
    renderScreen(WhereIStand, { player: PLAYER });
    const today = await screen.findByTestId('stand-today');
    expect(within(today).getByTestId('stand-deposit-net').textContent).toBe('+$50.00');
    expect(within(today).getByTestId('stand-gaming-net').textContent).toBe('+$6.00');
    const week = screen.getByTestId('stand-week');
    expect(within(week).getByTestId('stand-gaming-net').textContent).toBe('-$2.50');
    expect(within(week).getByTestId('stand-gaming-net').dataset.state).toBe('down');
    expect(screen.getByTestId('stand-zone').textContent).toContain('Europe/Berlin');
    expect(api.to(walletApi.getNetPosition)[0]?.query.get('currency')).toBe('USD');
  });

  it('says what is wrong with the range and downloads nothing', async () => {
    mockApi(
      on(walletApi.listAccounts, { items: [ACCOUNT] }),
      on(walletApi.getNetPosition, POSITION),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderScreen(WhereIStand, { player: PLAYER });
    fireEvent.change(await screen.findByTestId('statement-from'), {
      target: { value: '2026-03-10' },
    });
    fireEvent.change(screen.getByTestId('statement-to'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByTestId('statement-csv'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a last day on or after the first day.',
    );
    expect(click).not.toHaveBeenCalled();
  });

  it("downloads the chosen days' statement as a link to the API with the account currency", async () => {
    mockApi(
      on(walletApi.listAccounts, { items: [ACCOUNT] }),
      on(walletApi.getNetPosition, POSITION),
    );
    let href = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      href = this.getAttribute('href') ?? '';
    });
    renderScreen(WhereIStand, { player: PLAYER });
    fireEvent.change(await screen.findByTestId('statement-from'), {
      target: { value: '2026-03-01' },
    });
    fireEvent.change(screen.getByTestId('statement-to'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByTestId('statement-csv'));
    await expect.poll(() => click.mock.calls.length).toBe(1);
    const url = new URL(href, 'http://app.test');
    expect(url.pathname).toBe('/api/wallet/statements');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      currency: 'USD',
      format: 'csv',
    });
  });
});
