import type { Account, InboxMessage, Invoice, RealtimeMessage } from '@casino/contracts';
import {
  ACCOUNT_STATUS,
  BONUS_CODE_STATUS,
  INVOICE_STATUS,
  PLAYER_BONUS_RESULT,
  PLAYER_BONUS_STATUS,
} from '@casino/contracts/enums';
import type { QueryClient } from '@tanstack/react-query';
import { applyWhenShown } from '../../lib/balance-hold';
import { retentionKeys, walletKeys } from '../../lib/query-keys';
import { dispatchRealtimeMessage } from '../../lib/realtime/bus';
import type { Toast } from '../../lib/ui-store';

/** What a message may need from the page: the query cache and a toast in the page's language. */
export interface MessageContext {
  queryClient: QueryClient;
  /** The invoice status as a toast (texts and money formatting of the current page). */
  toastInvoice(invoice: Invoice): void;
  /** A bonus, free-spin or bonus-code change as a toast (the notification kinds). */
  toastBonus?(message: RealtimeMessage): void;
  /** A new inbox message the player is told about at once (a limit notice, issue 35). */
  toastNotice?(message: InboxMessage): void;
}

/** Alert texts and money formatting of the current page. */
interface ToastTexts {
  alert(key: string, params: Record<string, string>): { title?: string; text: string };
  format(minor: number, currency: string): string;
}

const RESULT_KEYS: Record<number, string> = {
  [PLAYER_BONUS_RESULT.played]: 'played',
  [PLAYER_BONUS_RESULT.canceled]: 'canceled',
  [PLAYER_BONUS_RESULT.expired]: 'expired',
  [PLAYER_BONUS_RESULT.lost]: 'lost',
};

/**
 * The content alert of a bonus message (docs/product/states.md#bonuses-and-free-spins: kinds
 * 1-1 issued, 2-1 activated, 3-2 played, 3-3 canceled, 3-4 expired, 3-5 lost; bonus code status
 * 3 incorrect, 4 not available); null when the change is not announced (finished unused).
 */
export function bonusToast(message: RealtimeMessage, texts: ToastTexts): Omit<Toast, 'id'> | null {
  const toast = (kind: Toast['kind'], key: string, params: Record<string, string> = {}) => {
    const { title, text } = texts.alert(key, params);
    return title ? { kind, title, text } : { kind, title: text };
  };
  const stateKey = (status: number, result: number | null) =>
    status === PLAYER_BONUS_STATUS.issued
      ? 'issued'
      : status === PLAYER_BONUS_STATUS.activated
        ? 'activated'
        : (RESULT_KEYS[result ?? 0] ?? null);
  const kindOf = (key: string): Toast['kind'] =>
    key === 'played' || key === 'issued' || key === 'activated' ? 'success' : 'info';
  switch (message.type) {
    case 'bonus.player-bonus.updated': {
      const { playerBonus: bonus } = message;
      const key = stateKey(bonus.status, bonus.result);
      if (!key) return null;
      return toast(kindOf(key), `bonus.${key}`, {
        amount: texts.format(bonus.amount, bonus.currency),
      });
    }
    case 'bonus.player-freespin.updated': {
      const { playerFreespin: spins } = message;
      const key = stateKey(spins.status, spins.result);
      if (!key || key === 'lost') return null;
      return toast(kindOf(key), `freespins.${key}`, { count: String(spins.count) });
    }
    case 'bonus.bonus-code.updated': {
      const { status } = message.playerBonusCode;
      if (status === BONUS_CODE_STATUS.incorrect) return toast('error', 'bonusCode.incorrect');
      if (status === BONUS_CODE_STATUS.notAvailable) return toast('error', 'bonusCode.unavailable');
      return null;
    }
    default:
      return null;
  }
}

const DEPOSIT_CREDITED: number[] = [
  INVOICE_STATUS.success,
  INVOICE_STATUS.underpaid,
  INVOICE_STATUS.paidLate,
];
const DEPOSIT_FAILED: number[] = [
  INVOICE_STATUS.declined,
  INVOICE_STATUS.failed,
  INVOICE_STATUS.expired,
];
const WITHDRAWAL_RETURNED: number[] = [INVOICE_STATUS.declined, INVOICE_STATUS.failed];

/** Content alert keys (group `alerts`) of the invoice outcomes a player is told about. */
export type InvoiceAlertKey =
  | 'wallet.depositSuccess'
  | 'wallet.depositError'
  | 'wallet.withdrawPaid'
  | 'wallet.withdrawError';

/** The toast an invoice status deserves (null for created and pending ones). */
export function invoiceToast(
  invoice: Invoice,
  texts: {
    alert(key: InvoiceAlertKey, params: { amount: string }): { title?: string; text: string };
    format(minor: number, currency: string): string;
    /** The text of a deposit held back by the limits (docs/decisions/026). */
    held?: (amount: string) => string;
    /** The text of a withdrawal the player cancelled (never "Withdrawal failed"). */
    cancelled?: string;
  },
): Omit<Toast, 'id'> | null {
  const params = { amount: texts.format(invoice.amount, invoice.currency) };
  const toast = (kind: Toast['kind'], key: InvoiceAlertKey) => {
    const { title, text } = texts.alert(key, params);
    return title ? { kind, title, text } : { kind, title: text };
  };
  if (invoice.type === 'deposit') {
    if (invoice.held && texts.held && DEPOSIT_CREDITED.includes(invoice.status)) {
      return { kind: 'info', title: texts.held(params.amount) };
    }
    if (DEPOSIT_CREDITED.includes(invoice.status)) return toast('success', 'wallet.depositSuccess');
    if (DEPOSIT_FAILED.includes(invoice.status)) return toast('error', 'wallet.depositError');
    return null;
  }
  if (invoice.status === INVOICE_STATUS.success) return toast('success', 'wallet.withdrawPaid');
  if (invoice.cancelledByPlayer)
    return texts.cancelled ? { kind: 'info', title: texts.cancelled } : null;
  if (WITHDRAWAL_RETURNED.includes(invoice.status)) return toast('info', 'wallet.withdrawError');
  return null;
}

/** Newest version seen per account: an older state arriving late is dropped. */
const accountVersions = new Map<string, number>();

/** The account list with one account replaced, added, or (hidden) removed. */
export function mergeAccount(list: Account[], account: Account): Account[] {
  const rest = list.filter((a) => a.id !== account.id);
  if (account.status === ACCOUNT_STATUS.hidden) return rest;
  const index = list.findIndex((a) => a.id === account.id);
  if (index === -1) return [...list, account];
  const next = [...list];
  next[index] = account;
  // Only one account is active: another one that still says so is out of date.
  return account.status === ACCOUNT_STATUS.active
    ? next.map((a) =>
        a.id !== account.id && a.status === ACCOUNT_STATUS.active
          ? { ...a, status: ACCOUNT_STATUS.inactive }
          : a,
      )
    : next;
}

/**
 * Applies one message to the page: the account list (header balance, panels) from
 * wallet:accounts, invoice lists and the status toast from payment:invoices; every message
 * also goes to the features listening on the realtime bus.
 */
export function applyMessage(message: RealtimeMessage, ctx: MessageContext) {
  switch (message.type) {
    case 'wallet.account.updated': {
      const { account, version } = message;
      if ((accountVersions.get(account.id) ?? 0) > version) break;
      accountVersions.set(account.id, version);
      const shown = ctx.queryClient
        .getQueryData<Account[]>(walletKeys.accounts)
        ?.find((a) => a.id === account.id);
      // A win waits for the game to show it (balance-hold.ts); the list is read when applied.
      applyWhenShown(
        () => {
          const list = ctx.queryClient.getQueryData<Account[]>(walletKeys.accounts);
          if (list) ctx.queryClient.setQueryData(walletKeys.accounts, mergeAccount(list, account));
          else void ctx.queryClient.invalidateQueries({ queryKey: walletKeys.accounts });
        },
        shown !== undefined && account.balance > shown.balance,
      );
      break;
    }
    case 'payment.invoice.updated':
      void ctx.queryClient.invalidateQueries({ queryKey: ['payment', 'invoices'] });
      ctx.toastInvoice(message.invoice);
      break;
    case 'bonus.player-bonus.updated':
    case 'bonus.player-freespin.updated':
    case 'bonus.bonus-code.updated':
      void ctx.queryClient.invalidateQueries({ queryKey: ['bonus'] });
      ctx.toastBonus?.(message);
      break;
    case 'retention.account.updated':
      // Points and level in the user menu and on /loyalty, as pushed (issue 33).
      ctx.queryClient.setQueryData(retentionKeys.loyaltyAccount, message.account);
      break;
    case 'messenger.notifications.updated':
      ctx.queryClient.setQueryData(retentionKeys.inboxUnread, message.totalUnread);
      if (message.message) ctx.toastNotice?.(message.message);
      void ctx.queryClient.invalidateQueries({
        queryKey: retentionKeys.inbox,
        predicate: (query) => query.queryKey[2] !== 'unread',
      });
      break;
    default:
      break;
  }
  dispatchRealtimeMessage(message);
}
