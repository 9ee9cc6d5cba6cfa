// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const WEEKLY = {
  id: '0b7b5d1e-2f7a-4c57-9d7c-6a1f1c2b3d4e',
  identity: 'weekly-slots',
  title: 'Weekly slots race',
  description: '',
  currency: 'USD',
  scoring: 'total_win' as const,
  games: [],
  provider: null,
  startsAt: '2026-11-30T00:00:00.000Z',
  endsAt: '2026-12-07T00:00:00.000Z',
  status: 'upcoming' as const,
  prizeKind: 'cash' as const,
  prizes: [{ fromRank: 1, toRank: 1, amount: 50_000 }],
  prizePool: 50_000,
  participants: 0,
  state: 'scheduled' as const,
  bonusIdentity: null,
  createdBy: 'admin@example.com',
  createdAt: '2026-11-28T10:00:00.000Z',
  settledAt: null,
};
const CAN = ['listTournaments', 'createTournament', 'cancelTournament', 'getTournamentStandings'];

describe('tournaments screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('cancels a scheduled tournament once confirmed and says so', async () => {
    const api = mockApi(
      on(backofficeApi.listTournaments, { items: [WEEKLY] }),
      on(backofficeApi.cancelTournament, { ...WEEKLY, state: 'cancelled' as const }),
    );
    // The confirm dialog, answered yes.
    vi.stubGlobal('confirm', () => true);
    renderAt('/tournaments', operator('marketing', CAN));
    expect(await screen.findByText('500.00 USD (cash)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('weekly-slots is cancelled')).toBeTruthy();
    expect(api.to(backofficeApi.cancelTournament)).toHaveLength(1);
  });

  it('schedules a tournament with its prizes in minor units, showing the refusal first', async () => {
    let refuse = true;
    const api = mockApi(
      on(backofficeApi.listTournaments, { items: [] }),
      on(backofficeApi.createTournament, () => {
        if (!refuse) return WEEKLY;
        refuse = false;
        return new Refusal(409, 'identity_taken', 'A tournament already has this identity');
      }),
    );
    renderAt('/tournaments', operator('marketing', CAN));
    expect(await screen.findByText('No tournaments yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New tournament' }));
    fireEvent.change(screen.getByLabelText(/^Identity/), { target: { value: 'weekly-slots' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Weekly slots race' } });
    fireEvent.change(screen.getByLabelText(/^Prizes by rank/), {
      target: { value: '1=500, 2-3=25.50' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/already has this identity/);
    expect(api.to(backofficeApi.createTournament).at(-1)?.body).toMatchObject({
      identity: 'weekly-slots',
      prizes: [
        { fromRank: 1, toRank: 1, amount: 50_000 },
        { fromRank: 2, toRank: 3, amount: 2_550 },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    // Scheduled: back on the list.
    expect(await screen.findByRole('heading', { name: 'Tournaments' })).toBeTruthy();
  });

  it('shows a role that may not edit the list without New or Cancel', async () => {
    mockApi(on(backofficeApi.listTournaments, { items: [WEEKLY] }));
    renderAt('/tournaments', operator('support', ['listTournaments', 'getTournamentStandings']));
    expect(await screen.findByText('Weekly slots race')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New tournament' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
