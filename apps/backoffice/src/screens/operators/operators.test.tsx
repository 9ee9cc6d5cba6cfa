// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const SUPPORT = operator('support', []).operator;
const KEY = {
  id: 'k-1',
  name: 'CRM sync',
  prefix: 'ck_ab12',
  scopes: ['support' as const],
  createdAt: '2026-11-01T00:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const admin = operator('admin', ['listOperators', 'listApiKeys']);

describe('operators and keys screen', () => {
  it('lists the operators with their role and the API keys', async () => {
    mockApi(
      on(backofficeApi.listOperators, { items: [SUPPORT] }),
      on(backofficeApi.listApiKeys, { items: [KEY] }),
    );
    renderAt('/operators', admin);
    expect(await screen.findByText('support@aurora.test')).toBeTruthy();
    expect(
      (screen.getByRole('combobox', { name: 'Role of support@aurora.test' }) as HTMLSelectElement)
        .value,
    ).toBe('support');
    expect(await screen.findByText(/CRM sync/)).toBeTruthy();
  });

  it('adds an operator and shows the first password once', async () => {
    const operators = [SUPPORT];
    const api = mockApi(
      on(backofficeApi.listOperators, () => ({ items: [...operators] })),
      on(backofficeApi.listApiKeys, { items: [] }),
      on(backofficeApi.createOperator, (request) => {
        const body = request.body as { email: string; name: string };
        const created = {
          ...SUPPORT,
          id: 'op-2',
          email: body.email,
          name: body.name,
          role: 'payments' as const,
        };
        operators.push(created);
        return { operator: created, password: 'first-pass-123' };
      }),
    );
    renderAt('/operators', admin);
    await screen.findByText('support@aurora.test');
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'pay@aurora.test' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Pay' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), {
      target: { value: 'payments' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add operator' }));
    expect((await screen.findByTestId('shown-once')).textContent).toBe(
      'Shown once: pay@aurora.test · password first-pass-123',
    );
    expect(await screen.findByText('pay@aurora.test')).toBeTruthy();
    expect(api.to(backofficeApi.createOperator)[0]?.body).toEqual({
      email: 'pay@aurora.test',
      name: 'Pay',
      role: 'payments',
    });
  });

  it('shows the refusal of a duplicate email and shows no password', async () => {
    mockApi(
      on(backofficeApi.listOperators, { items: [SUPPORT] }),
      on(backofficeApi.listApiKeys, { items: [] }),
      on(
        backofficeApi.createOperator,
        new Refusal(409, 'email_taken', 'An operator has this email'),
      ),
    );
    renderAt('/operators', admin);
    await screen.findByText('support@aurora.test');
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'support@aurora.test' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add operator' }));
    expect(await screen.findByText('An operator has this email')).toBeTruthy();
    expect(screen.queryByTestId('shown-once')).toBeNull();
  });
});
