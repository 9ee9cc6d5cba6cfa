// @vitest-environment happy-dom
import { mockApi, on, Refusal } from '@casino/api-client/testing';
import { paymentApi } from '@casino/contracts/api';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardMethod, EUR, EUR_ACCOUNT, invoice, page } from '../../test/fixtures';
import { PLAYER, renderScreen } from '../../test/render';
import { WithdrawPane } from './withdraw-pane';

const CARD = '4242 4242 4242 4242';

/** The withdrawal API of a player with €100 withdrawable and `pending` withdrawals open. */
const withdrawalApi = (pending = [invoice('withdrawal', 2_500)]) => [
  on(paymentApi.listWithdrawalMethods, { items: [cardMethod('withdrawal')] }),
  on(paymentApi.listSavedMethods, { items: [] }),
  on(paymentApi.getTurnover, { currency: 'EUR', required: 0, wagered: 0, remaining: 0 }),
  on(paymentApi.getFees, (r) => {
    const amount = Number(r.query.get('amount'));
    return { currency: 'EUR', amount, fee: 150, total: amount + 150 };
  }),
  on(paymentApi.listInvoices, page(pending)),
];

const open = () =>
  renderScreen(() => <WithdrawPane currency={EUR} account={EUR_ACCOUNT} />, { player: PLAYER });

function fill(amount: string) {
  fireEvent.change(screen.getByTestId('amount-input'), { target: { value: amount } });
  fireEvent.change(screen.getByTestId('card-number'), { target: { value: CARD } });
}

describe('the withdraw pane', () => {
  it('shows what can be withdrawn, the fee of an amount and the pending withdrawals', async () => {
    mockApi(...withdrawalApi());
    open();
    expect(await screen.findByText('Available to withdraw: €100.00')).toBeTruthy();
    fill('50');
    expect(await screen.findByText('€51.50')).toBeTruthy();
    const pending = screen.getByRole('region', { name: 'Pending withdrawals' });
    expect(within(pending).getByText('€25.00')).toBeTruthy();
  });

  it('withdraws to a new card once', async () => {
    const api = mockApi(
      ...withdrawalApi(),
      on(paymentApi.createWithdrawal, { invoice: invoice('withdrawal', 5_000) }),
    );
    open();
    await screen.findByTestId('card-number');
    fill('50');
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw €50.00' }));
    await expect.poll(() => api.to(paymentApi.createWithdrawal).length).toBe(1);
    expect(api.to(paymentApi.createWithdrawal)[0]?.body).toMatchObject({
      method: 'card',
      currency: 'EUR',
      amount: 5_000,
      fields: { cardNumber: CARD },
      source: 'real',
    });
    await expect
      .poll(() => (screen.getByTestId('amount-input') as HTMLInputElement).value)
      .toBe('');
  });

  it("says the server's refusal and keeps the amount", async () => {
    mockApi(
      ...withdrawalApi([]),
      on(
        paymentApi.createWithdrawal,
        new Refusal(422, 'withdrawal_refused', 'Withdrawals are paused for this account'),
      ),
    );
    open();
    await screen.findByTestId('card-number');
    fill('50');
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw €50.00' }));
    expect(await screen.findByText('Withdrawals are paused for this account')).toBeTruthy();
    expect((screen.getByTestId('amount-input') as HTMLInputElement).value).toBe('50');
  });

  it('asks the authenticator code for a destination never paid before, then sends it', async () => {
    let calls = 0;
    const api = mockApi(
      ...withdrawalApi([]),
      on(paymentApi.createWithdrawal, () => {
        calls += 1;
        if (calls === 1) {
          return new Refusal(422, 'second_factor_required', 'Enter the code', {
            code: ['Enter the code'],
          });
        }
        if (calls === 2) {
          return new Refusal(422, 'invalid_second_factor', 'Wrong', { code: ['Wrong'] });
        }
        return { invoice: invoice('withdrawal', 5_000) };
      }),
    );
    open();
    await screen.findByTestId('card-number');
    fill('50');
    const send = () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw €50.00' }));
    send();
    const code = await screen.findByLabelText('Security code');
    // No code typed: nothing to send.
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(code, { target: { value: '000000' } });
    send();
    expect(await screen.findByText('This code is wrong or was already used.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: ' 123456 ' } });
    send();
    await expect.poll(() => api.to(paymentApi.createWithdrawal).length).toBe(3);
    expect(api.to(paymentApi.createWithdrawal)[0]?.body).not.toHaveProperty('code');
    expect(api.to(paymentApi.createWithdrawal)[2]?.body).toMatchObject({ code: '123456' });
    await expect.poll(() => screen.queryByLabelText('Security code')).toBeNull();
  });
});
