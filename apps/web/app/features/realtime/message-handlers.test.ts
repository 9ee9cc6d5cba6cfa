import type { Account, Invoice, RealtimeMessage } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { holdBalanceRises, ROUND_HOLD_TIMEOUT_MS, releaseBalance } from '../../lib/balance-hold';
import { walletKeys } from '../../lib/query-keys';
import { onRealtimeMessage } from '../../lib/realtime/bus';
import { applyMessage, bonusToast, invoiceToast, mergeAccount } from './message-handlers';

const account = (id: string, overrides: Partial<Account> = {}): Account => ({
  id,
  currency: 'USD',
  balance: 0,
  realBalance: 0,
  bonusBalance: 0,
  lockedBalance: 0,
  heldBalance: 0,
  withdrawalBalance: 0,
  status: 2,
  ...overrides,
});

const invoice = (overrides: Partial<Invoice>): Invoice => ({
  id: 'i1',
  number: 'D-1',
  playerId: 'p1',
  type: 'deposit',
  amount: 5000,
  currency: 'USD',
  status: 2,
  method: 'sandbox-card',
  fee: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const texts = {
  alert: (key: string, params: { amount: string }) => ({ title: key, text: params.amount }),
  format: (minor: number, currency: string) => `${minor / 100} ${currency}`,
};

describe('realtime message handling', () => {
  it('replaces an account, adds a new one and drops a hidden one', () => {
    const list = [account('a', { status: 1 }), account('b')];
    expect(mergeAccount(list, account('b', { balance: 700 }))[1]!.balance).toBe(700);
    expect(mergeAccount(list, account('c')).map((a) => a.id)).toEqual(['a', 'b', 'c']);
    expect(mergeAccount(list, account('b', { status: 3 })).map((a) => a.id)).toEqual(['a']);
    // Only one account is active: the one now active wins.
    const switched = mergeAccount(list, account('b', { status: 1 }));
    expect(switched.map((a) => a.status)).toEqual([2, 1]);
  });

  it('puts the account into the cached list the header reads, ignoring an older version', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(walletKeys.accounts, [account('x1', { status: 1 })]);
    const ctx = { queryClient, toastInvoice: () => {} };
    const update = (balance: number, version: number): RealtimeMessage => ({
      type: 'wallet.account.updated',
      id: `m${version}`,
      version,
      account: account('x1', { status: 1, balance }),
    });
    applyMessage(update(5000, 20), ctx);
    applyMessage(update(100, 10), ctx); // arrived late: older state
    expect(queryClient.getQueryData<Account[]>(walletKeys.accounts)![0]!.balance).toBe(5000);
  });

  it('holds a win back while the game shows its round: the stake at once, the win when shown', () => {
    vi.useFakeTimers();
    try {
      const queryClient = new QueryClient();
      queryClient.setQueryData(walletKeys.accounts, [account('h1', { status: 1, balance: 5000 })]);
      const ctx = { queryClient, toastInvoice: () => {} };
      const update = (balance: number, version: number): RealtimeMessage => ({
        type: 'wallet.account.updated',
        id: `h${version}`,
        version,
        account: account('h1', { status: 1, balance }),
      });
      const shown = () => queryClient.getQueryData<Account[]>(walletKeys.accounts)![0]!.balance;

      holdBalanceRises();
      applyMessage(update(4900, 1), ctx); // the stake
      expect(shown()).toBe(4900);
      applyMessage(update(5150, 2), ctx); // the win, while the rocket still flies
      expect(shown()).toBe(4900);
      releaseBalance(); // the game has shown the round
      expect(shown()).toBe(5150);

      // A game that never says "shown" holds nothing past the timeout.
      holdBalanceRises();
      applyMessage(update(5400, 3), ctx);
      expect(shown()).toBe(5150);
      vi.advanceTimersByTime(ROUND_HOLD_TIMEOUT_MS);
      expect(shown()).toBe(5400);

      // Outside a round (a deposit) the balance moves at once.
      applyMessage(update(9400, 4), ctx);
      expect(shown()).toBe(9400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the invoice status and hands every message to the features listening', () => {
    const shown: Invoice[] = [];
    const heard: string[] = [];
    const stop = onRealtimeMessage((m) => heard.push(m.type));
    const ctx = { queryClient: new QueryClient(), toastInvoice: (i: Invoice) => shown.push(i) };
    applyMessage(
      {
        type: 'payment.invoice.updated',
        id: 'm1',
        version: 1,
        event: 'invoice.deposit.updated',
        invoice: invoice({}),
      },
      ctx,
    );
    stop();
    expect(shown).toHaveLength(1);
    expect(heard).toEqual(['payment.invoice.updated']);
  });

  it('words each invoice outcome, and stays quiet while a payment is pending', () => {
    expect(invoiceToast(invoice({ status: 2 }), texts)).toEqual({
      kind: 'success',
      title: 'wallet.depositSuccess',
      text: '50 USD',
    });
    expect(invoiceToast(invoice({ status: 5 }), texts)?.kind).toBe('error');
    expect(invoiceToast(invoice({ status: 3 }), texts)).toBeNull();
    expect(invoiceToast(invoice({ type: 'withdrawal', status: 2 }), texts)?.title).toBe(
      'wallet.withdrawPaid',
    );
    expect(invoiceToast(invoice({ type: 'withdrawal', status: 4 }), texts)?.title).toBe(
      'wallet.withdrawError',
    );
    expect(invoiceToast(invoice({ type: 'withdrawal', status: 3 }), texts)).toBeNull();
  });

  it('calls a withdrawal the player cancelled cancelled, not failed', () => {
    const cancelled = invoice({ type: 'withdrawal', status: 4, cancelledByPlayer: true });
    expect(invoiceToast(cancelled, { ...texts, cancelled: 'Withdrawal cancelled' })).toEqual({
      kind: 'info',
      title: 'Withdrawal cancelled',
    });
  });

  it('says a deposit held back by the limits is held, not that it is in the balance', () => {
    const held = { ...texts, held: (amount: string) => `held ${amount}` };
    expect(invoiceToast(invoice({ status: 2, held: true }), held)).toEqual({
      kind: 'info',
      title: 'held 50 USD',
    });
    expect(invoiceToast(invoice({ status: 2 }), held)?.title).toBe('wallet.depositSuccess');
  });

  it('words every bonus notification kind and refused bonus codes', () => {
    const bonus = (status: number, result: number | null): RealtimeMessage => ({
      type: 'bonus.player-bonus.updated',
      event: 'bonus.player-bonus.updated',
      id: 'm',
      version: 1,
      playerBonus: { id: 'b', currency: 'USD', amount: 5000, status, result },
    });
    const bonusTexts = {
      alert: (key: string, params: Record<string, string>) => ({
        title: key,
        text: params.amount ?? '',
      }),
      format: texts.format,
    };
    const kinds = [
      [1, null, 'bonus.issued'],
      [2, null, 'bonus.activated'],
      [3, 2, 'bonus.played'],
      [3, 3, 'bonus.canceled'],
      [3, 4, 'bonus.expired'],
      [3, 5, 'bonus.lost'],
    ] as const;
    for (const [status, result, key] of kinds) {
      expect(bonusToast(bonus(status, result), bonusTexts)).toMatchObject({
        title: key,
        text: '50 USD',
      });
    }
    expect(bonusToast(bonus(3, 1), bonusTexts)).toBeNull();
    const code = (status: number): RealtimeMessage => ({
      type: 'bonus.bonus-code.updated',
      event: 'bonus.bonus-code.updated',
      id: 'c',
      version: 1,
      playerBonusCode: { id: '', code: 'X', status, trigger: 3 },
    });
    expect(bonusToast(code(3), bonusTexts)).toMatchObject({
      kind: 'error',
      title: 'bonusCode.incorrect',
    });
    expect(bonusToast(code(4), bonusTexts)?.title).toBe('bonusCode.unavailable');
    expect(bonusToast(code(1), bonusTexts)).toBeNull();
  });
});
