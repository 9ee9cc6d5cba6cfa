// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const report = {
  ok: true,
  checkedAt: '2026-11-29T10:00:00.000Z',
  tookMs: 42,
  accounts: 12,
  transfers: 30,
  entries: 60,
  mismatchCount: 0,
  mismatches: [],
};

describe('the ledger check on the reports screen', () => {
  it('runs the check and says the ledger is balanced', async () => {
    const api = mockApi(
      on(backofficeApi.getReport, new Refusal(500, 'internal', 'No figures')),
      on(backofficeApi.checkLedger, report),
    );
    renderAt('/reports', operator('payments', ['getReport', 'checkLedger']));
    fireEvent.click(await screen.findByRole('button', { name: 'Check the ledger' }));
    const status = await screen.findByTestId('ledger-check');
    expect(status.textContent).toContain('Ledger balanced: 12 accounts, 30 transfers, 60 entries');
    expect(api.to(backofficeApi.checkLedger)).toHaveLength(1);
  });

  it('lists each broken rule with what was expected and found', async () => {
    mockApi(
      on(backofficeApi.checkLedger, {
        ...report,
        ok: false,
        mismatchCount: 1,
        mismatches: [
          {
            rule: 'account_balance',
            subject: 'acc-1',
            expected: 'sum of entries 100',
            actual: 'balance 101',
          },
        ],
      }),
    );
    renderAt('/reports', operator('payments', ['getReport', 'checkLedger']));
    fireEvent.click(await screen.findByRole('button', { name: 'Check the ledger' }));
    expect((await screen.findByTestId('ledger-check')).textContent).toContain(
      'Ledger broken: 1 mismatches',
    );
    expect(
      screen.getByRole('cell', { name: 'Balance is not the sum of its entries' }),
    ).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'balance 101' })).toBeTruthy();
  });

  it('is not offered to a role that may not run it', async () => {
    mockApi();
    renderAt('/reports', operator('marketing', ['getReport']));
    await screen.findByRole('heading', { name: 'Reports' });
    expect(screen.queryByRole('button', { name: 'Check the ledger' })).toBeNull();
  });
});
