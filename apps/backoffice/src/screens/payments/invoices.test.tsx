// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../test/fixtures.ts';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const INVOICE = {
  id: 'i-1',
  number: 'D-0042',
  playerId: 'p-1',
  type: 'deposit' as const,
  amount: 2_500,
  currency: 'USD',
  status: 2,
  method: 'card',
  fee: 0,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
  playerEmail: 'ana@example.com',
  provider: 'sandbox',
};
const payments = operator('payments', ['listInvoices']);

describe('invoices screen', () => {
  it('lists invoices newest first with the status in words', async () => {
    const api = mockApi(on(backofficeApi.listInvoices, pageOf([INVOICE])));
    renderAt('/invoices', payments);
    expect(await screen.findByText('D-0042')).toBeTruthy();
    expect(screen.getByText('paid')).toBeTruthy();
    expect(api.to(backofficeApi.listInvoices)[0]?.query.get('order')).toBe('desc');
  });

  it('filters by type, status and currency (upper-cased), leaving empty fields out', async () => {
    const api = mockApi(on(backofficeApi.listInvoices, pageOf([INVOICE])));
    renderAt('/invoices', payments);
    await screen.findByText('D-0042');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'pending' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Currency' }), {
      target: { value: 'eur' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await expect.poll(() => api.to(backofficeApi.listInvoices).length).toBe(2);
    const query = api.to(backofficeApi.listInvoices)[1]?.query;
    expect(query?.get('status')).toBe('pending');
    expect(query?.get('currency')).toBe('EUR');
    expect(query?.has('type')).toBe(false);
  });

  it('shows the refusal of a filter', async () => {
    mockApi(
      on(backofficeApi.listInvoices, (request) =>
        request.query.has('currency')
          ? new Refusal(400, 'validation_error', 'currency: unknown currency')
          : pageOf([INVOICE]),
      ),
    );
    renderAt('/invoices', payments);
    await screen.findByText('D-0042');
    fireEvent.change(screen.getByRole('textbox', { name: 'Currency' }), {
      target: { value: 'zzz' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('currency: unknown currency')).toBeTruthy();
  });
});
