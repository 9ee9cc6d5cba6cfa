// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../test/fixtures.ts';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const ENTRY = {
  id: 7,
  at: '2026-11-28T09:00:00.000Z',
  actorType: 'operator' as const,
  actorId: 'op-1',
  actorLabel: 'payments@aurora.test',
  ip: '10.0.0.1',
  userAgent: null,
  action: 'withdrawal.approve',
  targetType: 'invoice',
  targetId: 'i-1',
  before: { status: 3 },
  after: { status: 2 },
};
const admin = operator('admin', ['listAudit']);

describe('audit log screen', () => {
  it('lists who did what, from where, with the change', async () => {
    mockApi(on(backofficeApi.listAudit, pageOf([ENTRY])));
    renderAt('/audit', admin);
    expect(await screen.findByText('withdrawal.approve')).toBeTruthy();
    expect(screen.getByText('payments@aurora.test')).toBeTruthy();
    expect(screen.getByText('invoice i-1')).toBeTruthy();
    expect(screen.getByText('{"status":3} → {"status":2}')).toBeTruthy();
  });

  it('filters by actor and action; empty fields stay out of the query', async () => {
    const api = mockApi(on(backofficeApi.listAudit, pageOf([ENTRY])));
    renderAt('/audit', admin);
    await screen.findByText('withdrawal.approve');
    fireEvent.change(screen.getByRole('textbox', { name: 'Who (email or key)' }), {
      target: { value: ' payments@aurora.test ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await expect.poll(() => api.to(backofficeApi.listAudit).length).toBe(2);
    const query = api.to(backofficeApi.listAudit)[1]?.query;
    expect(query?.get('actor')).toBe('payments@aurora.test');
    expect(query?.has('action')).toBe(false);
    expect(query?.get('page')).toBe('1');
  });

  it('says why the log could not load', async () => {
    mockApi(
      on(
        backofficeApi.listAudit,
        new Refusal(403, 'forbidden', 'Your role may not read the audit log'),
      ),
    );
    renderAt('/audit', admin);
    expect(await screen.findByText('Your role may not read the audit log')).toBeTruthy();
  });
});
