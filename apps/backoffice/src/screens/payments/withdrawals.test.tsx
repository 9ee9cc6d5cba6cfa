// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../test/fixtures.ts';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const WITHDRAWAL = {
  id: 'w-1',
  number: 'W-0001',
  playerId: 'p-1',
  type: 'withdrawal' as const,
  amount: 5_000,
  currency: 'EUR',
  status: 3,
  method: 'card',
  fee: 0,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
  playerEmail: 'ana@example.com',
  destination: '4111…1111',
  approvedAt: null,
  turnoverRemaining: 0,
  requestedToday: 1,
  warning: 'First withdrawal',
};
const payments = operator('payments', ['listWithdrawals', 'approveWithdrawal']);

describe('withdrawals screen', () => {
  it('lists the pending withdrawals with their warnings', async () => {
    const api = mockApi(on(backofficeApi.listWithdrawals, pageOf([WITHDRAWAL])));
    renderAt('/withdrawals', payments);
    expect(await screen.findByText('W-0001')).toBeTruthy();
    expect(screen.getByText('50.00 EUR')).toBeTruthy();
    expect(screen.getByText('First withdrawal')).toBeTruthy();
    expect(api.to(backofficeApi.listWithdrawals)[0]?.query.get('status')).toBe('pending');
  });

  it('approves one and loads the queue again', async () => {
    let paid = false;
    const api = mockApi(
      on(backofficeApi.listWithdrawals, () => pageOf(paid ? [] : [WITHDRAWAL])),
      on(backofficeApi.approveWithdrawal, () => {
        paid = true;
        const {
          playerEmail,
          destination,
          approvedAt,
          turnoverRemaining,
          requestedToday,
          warning,
          ...invoice
        } = WITHDRAWAL;
        return { invoice: { ...invoice, status: 2 } };
      }),
    );
    renderAt('/withdrawals', payments);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No withdrawal is waiting')).toBeTruthy();
    expect(api.to(backofficeApi.approveWithdrawal)[0]?.params).toEqual({ id: 'w-1' });
  });

  it('shows the refusal of a rejection and keeps the row', async () => {
    window.prompt = vi.fn(() => 'Wrong card');
    mockApi(
      on(backofficeApi.listWithdrawals, pageOf([WITHDRAWAL])),
      on(
        backofficeApi.rejectWithdrawal,
        new Refusal(409, 'already_paid', 'W-0001 is paid already'),
      ),
    );
    renderAt('/withdrawals', payments);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('W-0001 is paid already')).toBeTruthy();
    expect(screen.getByText('W-0001')).toBeTruthy();
  });

  it('offers no decision to a role without it', async () => {
    mockApi(on(backofficeApi.listWithdrawals, pageOf([WITHDRAWAL])));
    renderAt('/withdrawals', operator('support', ['listWithdrawals']));
    await screen.findByText('W-0001');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
