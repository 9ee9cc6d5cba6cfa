// @vitest-environment happy-dom
import { mockApi, on, Refusal } from '@casino/api-client/testing';
import { bonusApi } from '@casino/contracts/api';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bonus } from '../../test/fixtures';
import { PLAYER, renderScreen } from '../../test/render';
import { BonusScreen } from './bonus-screen';

const open = () => renderScreen(() => <BonusScreen currency="EUR" />, { player: PLAYER });
const issuedSection = () => screen.getByRole('region', { name: 'Ready to activate' });

describe('the bonus screen', () => {
  it('shows the active bonus with its wagering and an issued one to activate', async () => {
    mockApi(
      on(bonusApi.listPlayerBonuses, { items: [bonus(2, 'b-active'), bonus(1, 'b-issued')] }),
      on(bonusApi.listPlayerFreespins, { items: [] }),
    );
    open();
    const active = await screen.findByTestId('active-bonus');
    expect(within(active).getByText('Wagering €150.00 of €600.00')).toBeTruthy();
    expect(within(active).getByText('25 %')).toBeTruthy();
    // One bonus plays at a time per currency: the issued one waits.
    const activate = within(issuedSection()).getByRole('button', { name: 'Activate' });
    expect((activate as HTMLButtonElement).disabled).toBe(true);
  });

  it('activates an issued bonus, which then shows as active', async () => {
    let isActive = false;
    const api = mockApi(
      on(bonusApi.listPlayerBonuses, () => ({ items: [bonus(isActive ? 2 : 1)] })),
      on(bonusApi.listPlayerFreespins, { items: [] }),
      on(bonusApi.activatePlayerBonus, () => {
        isActive = true;
        return bonus(2);
      }),
    );
    open();
    await screen.findByText('No bonus is active.');
    fireEvent.click(within(issuedSection()).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByTestId('active-bonus')).toBeTruthy();
    expect(api.to(bonusApi.activatePlayerBonus).map((r) => r.params.id)).toEqual(['b-1']);
  });

  it("says the server's refusal on the bonus's card", async () => {
    mockApi(
      on(bonusApi.listPlayerBonuses, { items: [bonus(1)] }),
      on(bonusApi.listPlayerFreespins, { items: [] }),
      on(
        bonusApi.activatePlayerBonus,
        new Refusal(409, 'bonus_expired', 'This bonus can no longer be activated'),
      ),
    );
    open();
    await screen.findByText('No bonus is active.');
    fireEvent.click(within(issuedSection()).getByRole('button', { name: 'Activate' }));
    expect(
      await within(issuedSection()).findByText('This bonus can no longer be activated'),
    ).toBeTruthy();
    expect(screen.queryByTestId('active-bonus')).toBeNull();
  });
});
