// @vitest-environment happy-dom
import { mockApi, on, Refusal } from '@casino/api-client/testing';
import type { PlayerLimit } from '@casino/contracts';
import { limitsApi } from '@casino/contracts/api';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_LIMITS } from '../../test/fixtures';
import { PLAYER, renderScreen } from '../../test/render';
import { LimitsPanel } from './limits-panel';

/** A daily deposit limit of €100, €40 of it used. */
const DEPOSIT_LIMIT: PlayerLimit = {
  id: 'l-1',
  definition: 3,
  period: 'daily',
  status: 1,
  currency: 'EUR',
  amount: 10_000,
  endsAt: null,
  periodDays: 1,
  used: 4_000,
  pending: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};

const open = () =>
  renderScreen(() => <LimitsPanel isAdvanced={false} currency="EUR" />, { player: PLAYER });

/** Asks to remove the limit and confirms in the modal. */
async function requestRemoval() {
  const row = await screen.findByTestId('limit-row');
  fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm limit update' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request change' }));
  return dialog;
}

describe('the limits panel', () => {
  it('shows each limit with what its window used', async () => {
    mockApi(on(limitsApi.listLimits, { ...NO_LIMITS, items: [DEPOSIT_LIMIT] }));
    open();
    const row = await screen.findByTestId('limit-row');
    expect(row.textContent).toContain('Deposit limit');
    expect(row.textContent).toContain('€40.00');
    expect(row.textContent).toContain('€100.00');
  });

  it("shows a German player's limit across operators (LUGAS) and what every operator used of it", async () => {
    mockApi(
      on(limitsApi.listLimits, {
        ...NO_LIMITS,
        crossOperatorLimit: {
          file: 'lugas',
          currency: 'EUR',
          limit: 100_000,
          deposited: 90_000,
          remaining: 10_000,
        },
      }),
    );
    open();
    const card = await screen.findByTestId('cross-operator-limit');
    expect(card.textContent).toContain('Deposit limit across operators (LUGAS)');
    expect(card.textContent).toContain('€900.00');
    expect(card.textContent).toContain('€1,000.00');
    expect(card.textContent).toContain('every licensed operator');
  });

  it('asks to remove a limit, which then waits its delay', async () => {
    let pending: PlayerLimit['pending'] = null;
    const api = mockApi(
      on(limitsApi.listLimits, () => ({ ...NO_LIMITS, items: [{ ...DEPOSIT_LIMIT, pending }] })),
      on(limitsApi.changeLimit, () => {
        pending = { amount: null, availableAt: '2099-01-01T00:00:00.000Z' };
        return { ...NO_LIMITS, items: [{ ...DEPOSIT_LIMIT, pending }] };
      }),
    );
    open();
    await requestRemoval();
    expect(await screen.findByRole('button', { name: 'Keep current limit' })).toBeTruthy();
    expect(api.to(limitsApi.changeLimit)[0]?.body).toEqual({ action: 'remove', id: 'l-1' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says the server's refusal in the confirmation", async () => {
    mockApi(
      on(limitsApi.listLimits, { ...NO_LIMITS, items: [DEPOSIT_LIMIT] }),
      on(
        limitsApi.changeLimit,
        new Refusal(409, 'limit_change_pending', 'A change of this limit is already waiting'),
      ),
    );
    open();
    const dialog = await requestRemoval();
    expect(
      await within(dialog).findByText('A change of this limit is already waiting'),
    ).toBeTruthy();
  });
});
