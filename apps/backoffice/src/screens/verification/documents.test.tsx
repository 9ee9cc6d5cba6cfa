// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const DOCUMENT = {
  id: 'doc-1',
  referenceId: null,
  fileName: 'passport.jpg',
  kind: 'identity' as const,
  status: 1,
  final: false,
  reason: null,
  contentType: 'image/jpeg',
  size: 204_800,
  createdAt: '2026-11-28T09:00:00.000Z',
  reviewedAt: null,
  playerId: 'p-1',
  playerEmail: 'ana@example.com',
  note: null,
  reviewedBy: null,
  expiresOn: null,
};
const ALERT = {
  id: 'al-1',
  playerId: 'p-1',
  playerEmail: 'ana@example.com',
  kind: 'late_red' as const,
  detail: { rejectType: 'FINAL' },
  withdrawalsFrozen: true,
  createdAt: '2026-11-28T08:00:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
  note: null,
};
const compliance = operator('compliance', [
  'listDocuments',
  'reviewDocument',
  'listVerificationAlerts',
  'resolveVerificationAlert',
]);

describe('documents screen', () => {
  it('shows open alerts (counted in the navigation) and the documents to review', async () => {
    mockApi(
      on(backofficeApi.listDocuments, { items: [DOCUMENT], total: 1 }),
      on(backofficeApi.listVerificationAlerts, { items: [ALERT], open: 1 }),
    );
    renderAt('/documents', compliance);
    expect(await screen.findByTestId('compliance-alert')).toBeTruthy();
    expect((await screen.findByTestId('alert-badge')).textContent).toBe('1');
    expect(screen.getByRole('heading', { name: 'Documents to review (1)' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'identity of ana@example.com' })).toBeTruthy();
  });

  it('resolves an alert with a note; the list and the badge count again', async () => {
    let open = true;
    const api = mockApi(
      on(backofficeApi.listDocuments, { items: [], total: 0 }),
      on(backofficeApi.listVerificationAlerts, () => ({
        items: open ? [ALERT] : [],
        open: open ? 1 : 0,
      })),
      on(backofficeApi.resolveVerificationAlert, () => {
        open = false;
        return { ...ALERT, resolvedAt: '2026-11-28T10:00:00.000Z', resolvedBy: 'op-1', note: 'ok' };
      }),
    );
    renderAt('/documents', compliance);
    const alert = await screen.findByTestId('compliance-alert');
    fireEvent.change(within(alert).getByRole('textbox'), {
      target: { value: 'Checked with Sumsub' },
    });
    fireEvent.click(within(alert).getByRole('button', { name: 'Resolve' }));
    await expect.poll(() => screen.queryByTestId('compliance-alert')).toBeNull();
    expect(screen.queryByTestId('alert-badge')).toBeNull();
    expect(api.to(backofficeApi.resolveVerificationAlert)[0]?.body).toEqual({
      note: 'Checked with Sumsub',
    });
  });

  it('shows the refusal of a review and keeps the document', async () => {
    mockApi(
      on(backofficeApi.listDocuments, { items: [DOCUMENT], total: 1 }),
      on(backofficeApi.listVerificationAlerts, { items: [], open: 0 }),
      on(
        backofficeApi.reviewDocument,
        new Refusal(400, 'validation_error', 'A rejection needs a reason'),
      ),
    );
    renderAt('/documents', compliance);
    const review = await screen.findByTestId('review-document');
    fireEvent.click(within(review).getByRole('button', { name: 'Reject' }));
    expect(await within(review).findByText('A rejection needs a reason')).toBeTruthy();
  });
});
