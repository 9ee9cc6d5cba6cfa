// @vitest-environment happy-dom
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIXED_OFFER, PLAYER_CARD } from '../../test/fixtures.ts';
import { mockApi, on, Refusal } from '../../test/mock-api.ts';
import { operator, renderAt } from '../../test/render.tsx';

const NOTE = {
  id: 'n-1',
  body: 'Called about KYC',
  operatorEmail: 'support@aurora.test',
  createdAt: '2026-11-28T09:00:00.000Z',
};

describe('player card', () => {
  it('shows the profile, balances and only the parts the role may see', async () => {
    const api = mockApi(on(backofficeApi.getPlayer, PLAYER_CARD));
    renderAt('/players/p-1', operator('support', ['searchPlayers', 'getPlayer']));
    expect(await screen.findByRole('heading', { name: 'ana@example.com' })).toBeTruthy();
    expect(screen.getByText(/123\.45 EUR real · 5\.00 EUR bonus/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Status: active' })).toBeTruthy();
    // Not allowed: no sessions, notes or bonuses were asked for.
    expect(api.unanswered).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Notes' })).toBeNull();
  });

  it("turns a player's two-step sign-in off with a reason, for compliance only", async () => {
    let twoFactor = true;
    const api = mockApi(
      on(backofficeApi.getPlayer, () => ({ ...PLAYER_CARD, twoFactor })),
      on(backofficeApi.resetPlayerTwoFactor, () => {
        twoFactor = false;
        return { ...PLAYER_CARD, twoFactor };
      }),
    );
    const support = renderAt('/players/p-1', operator('support', ['getPlayer']));
    expect((await screen.findByTestId('player-two-factor')).textContent).toBe('on');
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    support.unmount();

    renderAt('/players/p-1', operator('compliance', ['getPlayer', 'resetPlayerTwoFactor']));
    window.prompt = vi.fn(() => 'Identity checked by video call');
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    await vi.waitFor(() => expect(screen.getByTestId('player-two-factor').textContent).toBe('off'));
    expect(api.to(backofficeApi.resetPlayerTwoFactor)[0]?.body).toEqual({
      reason: 'Identity checked by video call',
    });
  });

  it('adds a note and lists it; blocks the player with a reason', async () => {
    const notes = [NOTE];
    let status = 1;
    const api = mockApi(
      on(backofficeApi.getPlayer, () => ({
        ...PLAYER_CARD,
        player: { ...PLAYER_CARD.player, status },
      })),
      on(backofficeApi.listPlayerNotes, () => ({ items: [...notes] })),
      on(backofficeApi.addPlayerNote, (request) => {
        const added = { ...NOTE, id: 'n-2', body: (request.body as { body: string }).body };
        notes.unshift(added);
        return added;
      }),
      on(backofficeApi.setPlayerStatus, () => {
        status = 2;
        return { ...PLAYER_CARD, player: { ...PLAYER_CARD.player, status } };
      }),
    );
    renderAt(
      '/players/p-1',
      operator('support', ['getPlayer', 'listPlayerNotes', 'addPlayerNote', 'setPlayerStatus']),
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Add a note' }), {
      target: { value: 'Asked for a payout' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/Asked for a payout/)).toBeTruthy();

    window.prompt = vi.fn(() => 'Chargeback');
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('heading', { name: 'Status: blocked' })).toBeTruthy();
    expect(api.to(backofficeApi.setPlayerStatus)[0]?.body).toEqual({
      status: 'blocked',
      reason: 'Chargeback',
    });
    // Support may block but not lift a block.
    expect(screen.queryByRole('button', { name: 'Unblock' })).toBeNull();
  });

  it('names the refused field of a bonus grant and gives nothing', async () => {
    mockApi(
      on(backofficeApi.getPlayer, PLAYER_CARD),
      on(backofficeApi.listPlayerBonuses, { bonuses: [], freespins: [] }),
      on(backofficeApi.listBonusDefinitions, { items: [FIXED_OFFER], maxWageringMultiplier: 0 }),
      on(
        backofficeApi.grantPlayerBonus,
        new Refusal(400, 'validation_error', 'Invalid', {
          currency: ['The player has no EUR account'],
        }),
      ),
    );
    renderAt(
      '/players/p-1',
      operator('marketing', [
        'getPlayer',
        'listPlayerBonuses',
        'grantPlayerBonus',
        'listBonusDefinitions',
      ]),
    );
    const form = (await screen.findByRole('heading', { name: 'Give a bonus' })).closest('form')!;
    await within(form).findByRole('option', { name: /Goodwill 10/ });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Offer' }), {
      target: { value: 'd-1' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Note for the audit log' }), {
      target: { value: 'Goodwill' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Give bonus' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Currency: The player has no EUR account',
    );
    expect(screen.getByText('No bonuses')).toBeTruthy();
  });
});
