// @vitest-environment happy-dom
import { mockApi, on, Refusal } from '@casino/api-client/testing';
import { DEPOSIT_LIMIT_CHOICE_REQUIRED, type DepositBonus } from '@casino/contracts';
import { bonusApi, limitsApi, paymentApi } from '@casino/contracts/api';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cardMethod, EUR, invoice, NO_LIMITS } from '../../test/fixtures';
import { PLAYER, renderScreen } from '../../test/render';
import { DepositPane } from './deposit-pane';

/** The deposit API of a player with no bonus on offer and no limits. */
const depositApi = [
  on(paymentApi.listDepositMethods, { items: [cardMethod('deposit')] }),
  on(bonusApi.listDepositBonuses, { items: [] }),
  on(limitsApi.listLimits, NO_LIMITS),
];

const open = () => renderScreen(() => <DepositPane currency={EUR} />, { player: PLAYER });

describe('the deposit pane', () => {
  it("shows the card method's amount range and quick amounts", async () => {
    mockApi(...depositApi);
    open();
    const amount = await screen.findByTestId('amount-input');
    expect(amount.getAttribute('placeholder')).toMatch(/€10\.00.*€1,000\.00/);
    fireEvent.click(screen.getByRole('button', { name: '€50' }));
    expect(screen.getByRole('button', { name: 'Deposit €50.00' })).toBeTruthy();
  });

  it("sends a card deposit and goes to the provider's page", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const api = mockApi(
      ...depositApi,
      on(paymentApi.createDeposit, {
        invoice: invoice('deposit', 5_000),
        redirectUrl: 'https://pay.test/checkout/1',
        crypto: null,
      }),
    );
    open();
    fireEvent.change(await screen.findByTestId('amount-input'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    await expect.poll(() => assign.mock.calls[0]?.[0]).toBe('https://pay.test/checkout/1');
    expect(api.to(paymentApi.createDeposit)[0]?.body).toMatchObject({
      method: 'card',
      currency: 'EUR',
      amount: 5_000,
      locale: 'en',
    });
  });

  it("says the server's refusal and stays on the pane", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    mockApi(
      ...depositApi,
      on(
        paymentApi.createDeposit,
        new Refusal(422, 'provider_unavailable', 'The card provider is not answering'),
      ),
    );
    open();
    fireEvent.change(await screen.findByTestId('amount-input'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    expect(await screen.findByText('The card provider is not answering')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  describe("the player's jurisdiction (issue 32)", () => {
    const welcome: DepositBonus = {
      id: 'w1',
      name: 'Welcome',
      bonusCode: 'welcome-1',
      percent: 100,
      amount: 0,
      maxAmount: 20_000,
      minDeposit: 2_000,
      wageringMultiplier: 10,
      wageringDays: 30,
      maxStake: null,
      welcomeStep: 1,
    };

    it('asks for the deposit-limit decision before any method, and goes on once answered', async () => {
      const api = mockApi(
        on(
          paymentApi.listDepositMethods,
          new Refusal(422, DEPOSIT_LIMIT_CHOICE_REQUIRED, 'Set a deposit limit or say no'),
        ),
        on(bonusApi.listDepositBonuses, { items: [] }),
        on(limitsApi.listLimits, { ...NO_LIMITS, depositLimitChoiceRequired: true }),
        on(limitsApi.changeLimit, NO_LIMITS),
      );
      open();
      expect(await screen.findByTestId('deposit-limit-choice')).toBeTruthy();
      expect(screen.queryByTestId('amount-input')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'No limit for now' }));
      await expect
        .poll(() => api.to(limitsApi.changeLimit)[0]?.body)
        .toEqual({ action: 'decline', definition: 3 });
    });

    it('sets the limit the player types', async () => {
      const api = mockApi(
        ...depositApi.slice(1, 2),
        on(paymentApi.listDepositMethods, { items: [cardMethod('deposit')] }),
        on(limitsApi.listLimits, { ...NO_LIMITS, depositLimitChoiceRequired: true }),
        on(limitsApi.changeLimit, NO_LIMITS),
      );
      open();
      fireEvent.change(await screen.findByLabelText('Deposit limit (EUR)'), {
        target: { value: '200' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Set deposit limit' }));
      await expect
        .poll(() => api.to(limitsApi.changeLimit)[0]?.body)
        .toEqual({
          action: 'set',
          definition: 3,
          period: 'monthly',
          currency: 'EUR',
          amount: 20_000,
        });
    });

    it('preselects no bonus where bonuses are opt-in, the first offer elsewhere', async () => {
      sessionStorage.clear();
      mockApi(
        on(paymentApi.listDepositMethods, { items: [cardMethod('deposit')] }),
        on(bonusApi.listDepositBonuses, { items: [welcome], isOptIn: true }),
        on(limitsApi.listLimits, NO_LIMITS),
      );
      const optIn = open();
      await screen.findByTestId('bonus-choice');
      const radios = () => screen.getAllByRole('radio') as HTMLInputElement[];
      expect(radios().find((r) => r.value === 'welcome-1')?.checked).toBe(false);
      expect(radios().find((r) => r.value === '')?.checked).toBe(true);
      optIn.unmount();

      mockApi(
        on(paymentApi.listDepositMethods, { items: [cardMethod('deposit')] }),
        on(bonusApi.listDepositBonuses, { items: [welcome], isOptIn: false }),
        on(limitsApi.listLimits, NO_LIMITS),
      );
      open();
      await screen.findByTestId('bonus-choice');
      expect(radios().find((r) => r.value === 'welcome-1')?.checked).toBe(true);
    });

    it("shows what is left of the month's deposit cap", async () => {
      mockApi(
        ...depositApi.slice(0, 2),
        on(limitsApi.listLimits, {
          ...NO_LIMITS,
          monthlyDepositCap: {
            currency: 'EUR',
            amount: 70_000,
            used: 20_000,
            remaining: 50_000,
            baseAmount: 70_000,
            mayAskRaise: true,
            affordability: null,
          },
        }),
      );
      open();
      expect((await screen.findByTestId('monthly-deposit-cap')).textContent).toBe(
        'Monthly deposit cap: €500.00 of €700.00 left this month.',
      );
    });
  });
});
